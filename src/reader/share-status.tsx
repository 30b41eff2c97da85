import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { copyText } from './copy-text';

/** What the copy controls report: shown briefly and read out by screen readers. */
export interface Copier {
  /** Copies `text`, then says `done` (`已复制…`); if the browser refuses, shows the text to copy by hand. */
  copy(text: string, done: string): void;
  announce(message: string): void;
}

interface Manual {
  text: string;
  /** The control that asked, where focus returns when the reader closes the text. */
  from: Element | null;
}

/**
 * The tools' one live region (polite, always in the page so that a change is announced; not
 * role="status", which names the page's loading state) and
 * the fallback when nothing could copy: the text shown, selected, for the reader to copy by hand.
 */
export function useCopier(): { copier: Copier; status: ReactElement } {
  const [message, setMessage] = useState({ text: '', count: 0 });
  const [manual, setManual] = useState<Manual | null>(null);
  const announce = useCallback((text: string) => setMessage((previous) => ({ text, count: previous.count + 1 })), []);
  const copy = useCallback(
    (text: string, done: string) => {
      const from = document.activeElement;
      void copyText(text).then((copied) => {
        if (copied) announce(done);
        else {
          setManual({ text, from });
          announce('没有复制成功，请手动复制下面选中的文字');
        }
      });
    },
    [announce],
  );
  useEffect(() => {
    if (!message.text) return;
    const timer = window.setTimeout(() => setMessage((previous) => ({ ...previous, text: '' })), 3000);
    return () => window.clearTimeout(timer);
  }, [message]);
  const status = (
    <>
      <p className="reader-status" aria-live="polite" aria-atomic="true">
        {/* Keyed by count, so that the same words said twice are announced twice. */}
        {message.text && <span key={message.count}>{message.text}</span>}
      </p>
      {manual && <ManualCopy text={manual.text} onClose={() => {
        if (manual.from instanceof HTMLElement) manual.from.focus();
        setManual(null);
      }} />}
    </>
  );
  return { copier: { copy, announce }, status };
}

function ManualCopy({ text, onClose }: { text: string; onClose: () => void }) {
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    area.current?.focus();
    area.current?.select();
  }, [text]);
  return (
    <div className="copy-manual" role="group" aria-labelledby="copy-manual-label">
      <label id="copy-manual-label" htmlFor="copy-manual-text">
        浏览器不允许自动复制。文字已选中，请长按它（电脑上按 Ctrl+C）复制：
      </label>
      <textarea id="copy-manual-text" ref={area} readOnly value={text} rows={4} />
      <button type="button" onClick={onClose}>
        关闭
      </button>
    </div>
  );
}
