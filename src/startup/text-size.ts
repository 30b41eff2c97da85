/**
 * The reader's text size, shared by the start-up script (which applies it before the first paint) and
 * the reader tools (src/reader/text-size-control.tsx, where the reader changes it). ES2017.
 */

/** The sizes a reader can choose, in percent of the browser's own size; the first is the default. */
export const textSizes = [100, 125, 150, 175, 200];

/** Where the reader's choice is kept on this device. */
const storageKey = 'text-size';

/** The size chosen on this device, or the default: storage is missing or refused (it throws) in some web views. */
export function savedTextSize(): number {
  try {
    const saved = Number(localStorage.getItem(storageKey));
    return textSizes.indexOf(saved) > 0 ? saved : 100;
  } catch (refused) {
    return 100;
  }
}

/** Remembers the size on this device, where storage works; false where it does not. */
export function saveTextSize(size: number): boolean {
  try {
    if (size === 100) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, String(size));
    return true;
  } catch (refused) {
    return false;
  }
}

/** The stylesheet sizes everything in rem, so the root's font size scales the whole page. */
export function applyTextSize(size: number): void {
  document.documentElement.style.fontSize = size === 100 ? '' : `${String(size)}%`;
}
