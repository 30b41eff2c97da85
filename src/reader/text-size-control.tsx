import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { applyTextSize, saveTextSize, textSizes } from '../startup/text-size';
import type { Copier } from './share-status';
import { useSlots } from './use-slots';
import './text-size.css';

/** The size the page is shown at now: the start-up script applied the one saved on this device. */
function shownSize(): number {
  const size = parseInt(document.documentElement.style.fontSize, 10);
  return textSizes.includes(size) ? size : 100;
}

/**
 * A− / A+ beside the page's heading: the first thing on a long text, where a reader who needs larger
 * text looks first, and one tap of 回到顶部 away from anywhere. The size is the whole page's, kept on
 * the device, and the start-up script applies it before the next visit's first paint.
 */
export function TextSizeControl({ article, copier, text }: { article: HTMLElement; copier: Copier; text: unknown }) {
  const [size, setSize] = useState(shownSize);
  const valueId = useId();
  // Before the heading, floated beside it: it adds no line of its own.
  const [slot] = useSlots(article, 'h1', 'before', 'text-size', text, 'div');
  if (!slot) return null;
  const step = (by: number) => {
    const next = textSizes[textSizes.indexOf(size) + by];
    if (next === undefined) return;
    applyTextSize(next);
    setSize(next);
    const saved = saveTextSize(next);
    copier.announce(`文字大小 ${String(next)}%${saved ? '' : '（本设备不能保存此设置，下次打开时恢复默认）'}`);
  };
  const smallest = size === textSizes[0];
  const largest = size === textSizes[textSizes.length - 1];
  return createPortal(
    // The size is what each button changes: heard with each (its description), not as a figure of its own.
    <div role="group" aria-label="文字大小" className="text-size-buttons">
      <button type="button" aria-disabled={smallest} aria-describedby={valueId} onClick={() => step(-1)}>
        A−<span className="visually-hidden">（缩小文字）</span>
      </button>
      <span id={valueId} className="text-size-value" aria-hidden="true">
        {`${String(size)}%`}
      </span>
      <button type="button" aria-disabled={largest} aria-describedby={valueId} onClick={() => step(1)}>
        A+<span className="visually-hidden">（放大文字）</span>
      </button>
    </div>,
    slot.slot,
  );
}
