/**
 * Finding words in the text on screen: its DOM text, which holds every section, laid out or not
 * (content-visibility only skips their rendering). A match ignores whitespace and the case of Latin
 * letters, so 人脸 识别 matches 人脸识别 and face id matches Face ID.
 */

/** A place in the text: the text node and the offset in it. */
export interface TextPoint {
  node: Text;
  offset: number;
}

export interface TextMatch {
  start: TextPoint;
  /** Just after the match's last character. */
  end: TextPoint;
  /** The nearest part's heading above the match (an h2 or h3 with an id), or null before the first one. */
  heading: HTMLElement | null;
  before: string;
  matched: string;
  after: string;
}

/** How many characters of context a snippet shows on each side of the match. */
const context = 16;

const isSpace = (char: string) => /\s/.test(char);

/** Where a snippet may be cut: after a punctuation mark or a space, so that it starts and ends on whole words. */
const breakAfter = /[\s，。；：、！？,.;:!?）」』”]/;

/**
 * The context before a match, at most `context` characters: when cut, from just after the first break in
 * it (a Chinese text has no spaces, so its words are not cut in half only between clauses), else as cut.
 */
function contextBefore(text: string): string {
  if (text.length <= context) return text;
  const kept = text.slice(-context);
  let start = 0;
  while (start < kept.length - 1 && !breakAfter.test(kept.charAt(start))) start += 1;
  return `…${start === kept.length - 1 ? kept : kept.slice(start + 1)}`;
}

/** The context after a match, at most `context` characters: when cut, up to its last break, else as cut. */
function contextAfter(text: string): string {
  if (text.length <= context) return text;
  const kept = text.slice(0, context);
  let end = kept.length;
  while (end > 0 && !breakAfter.test(kept.charAt(end - 1))) end -= 1;
  return `${end === 0 ? kept : kept.slice(0, end)}…`;
}

/** One UTF-16 unit in lower case where that keeps it one unit, so indices stay aligned. */
function fold(char: string): string {
  const lower = char.toLowerCase();
  return lower.length === 1 ? lower : char;
}

/** What is compared: the text without whitespace, in lower case. */
export function normalise(text: string): string {
  let folded = '';
  for (const char of text) if (!isSpace(char)) folded += fold(char);
  return folded;
}

// Not trimStart or trimEnd: Chrome 64 has neither.
const collapse = (text: string) => text.replace(/\s+/g, ' ');

/** Every match of `query` in `root`'s text, in reading order (none for an empty query). */
export function findMatches(root: HTMLElement, query: string): TextMatch[] {
  const needle = normalise(query);
  if (needle === '') return [];
  const nodes: Text[] = [];
  const nodeStarts: number[] = [];
  let raw = '';
  let folded = '';
  /** For each character of `folded`, its index in `raw`. */
  const rawIndex: number[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    nodes.push(text);
    nodeStarts.push(raw.length);
    const data = text.data;
    for (let i = 0; i < data.length; i += 1) {
      const char = data.charAt(i);
      if (isSpace(char)) continue;
      folded += fold(char);
      rawIndex.push(raw.length + i);
    }
    raw += data;
  }

  /** The text node holding raw index `index`: the last whose start is at or before it. */
  const nodeAt = (index: number) => {
    let low = 0;
    let high = nodes.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((nodeStarts[middle] ?? 0) <= index) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  const point = (index: number, after: boolean): TextPoint => {
    const at = nodeAt(after ? index - 1 : index);
    return { node: nodes[at] as Text, offset: index - (nodeStarts[at] ?? 0) };
  };

  const headings = [...root.querySelectorAll<HTMLElement>('h2[id], h3[id]')];
  const headingAbove = (node: Node) => {
    let found: HTMLElement | null = null;
    for (const heading of headings) {
      const follows = (heading.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      if (!follows && !heading.contains(node)) break;
      found = heading;
    }
    return found;
  };

  const matches: TextMatch[] = [];
  for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + needle.length)) {
    const rawStart = rawIndex[at] ?? 0;
    const rawEnd = (rawIndex[at + needle.length - 1] ?? 0) + 1;
    const start = point(rawStart, false);
    const before = collapse(raw.slice(Math.max(0, rawStart - context * 2), rawStart)).replace(/^\s+/, '');
    const after = collapse(raw.slice(rawEnd, rawEnd + context * 2)).replace(/\s+$/, '');
    matches.push({
      start,
      end: point(rawEnd, true),
      heading: headingAbove(start.node),
      before: contextBefore(before),
      matched: collapse(raw.slice(rawStart, rawEnd)),
      after: contextAfter(after),
    });
  }
  return matches;
}
