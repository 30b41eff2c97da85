import type { KeyboardEvent, PointerEvent } from 'react';

const smallest = 120;
const step = 40;

/** The panel's top edge: drag it, or focus it and use the up and down arrows, to change the panel's height. */
export function ResizeHandle({ height, onResize }: { height: number; onResize: (height: number) => void }) {
  const largest = window.innerHeight - 40;
  const resize = (wanted: number) => onResize(Math.round(Math.min(Math.max(wanted, smallest), largest)));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const move = (moved: globalThis.PointerEvent) => resize(window.innerHeight - moved.clientY);
    const stop = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', stop);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', stop);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    resize(height + (event.key === 'ArrowUp' ? step : -step));
  };

  return (
    <div
      className="resize"
      role="separator"
      aria-orientation="horizontal"
      aria-label="Resize the inspector"
      aria-valuenow={height}
      aria-valuemin={smallest}
      aria-valuemax={largest}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  );
}
