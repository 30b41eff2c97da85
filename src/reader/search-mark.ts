import type { TextMatch } from './search-index';

/**
 * The match a reader jumped to, marked in the text with `<mark>`: every engine of the support matrix
 * has it and screen readers can announce it, where the CSS Custom Highlight API is neither (Chrome 105,
 * Safari 17.2, Firefox 140). A match across elements (bold words, say) gets one mark per text node.
 */
export function markMatch(root: HTMLElement, match: TextMatch): HTMLElement[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  walker.currentNode = match.start.node;
  const pieces: Array<{ node: Text; from: number; to: number }> = [];
  for (let node: Node | null = match.start.node; node; node = walker.nextNode()) {
    const text = node as Text;
    const from = text === match.start.node ? match.start.offset : 0;
    const to = text === match.end.node ? match.end.offset : text.data.length;
    if (to > from) pieces.push({ node: text, from, to });
    if (text === match.end.node) break;
  }
  return pieces.map(({ node, from, to }) => {
    node.splitText(to);
    const inside = from > 0 ? node.splitText(from) : node;
    const mark = document.createElement('mark');
    mark.className = 'search-hit';
    inside.before(mark);
    mark.appendChild(inside);
    return mark;
  });
}

/** Takes the marks out again, leaving the text as it was. */
export function unmark(root: HTMLElement): void {
  for (const mark of root.querySelectorAll('mark.search-hit')) {
    const parent = mark.parentNode;
    if (!parent) continue;
    while (mark.firstChild) parent.insertBefore(mark.firstChild, mark);
    parent.removeChild(mark);
    parent.normalize();
  }
}

/**
 * Brings a mark to the middle of the content area. Its section may not be laid out yet
 * (content-visibility), and sections laid out as they come into view may move it: it is brought into
 * view again once the next frames have rendered, until it stays put.
 */
export function revealMark(mark: HTMLElement, frames = 3): void {
  const section = mark.closest('.prose > section');
  if (section && frames === 3) section.scrollIntoView({ block: 'start' });
  mark.scrollIntoView({ block: 'center' });
  if (frames === 0) return;
  const top = mark.getBoundingClientRect().top;
  requestAnimationFrame(() => {
    requestAnimationFrame(() => {
      if (Math.abs(mark.getBoundingClientRect().top - top) > 1) revealMark(mark, frames - 1);
    });
  });
}
