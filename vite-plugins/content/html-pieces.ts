/**
 * Rendered HTML in pieces, for the two passes that must read it after rendering: key terms (a
 * comparison's words are only known as HTML, see key-terms.ts) and the sentence splitter
 * (sentence-diff.ts), which cuts a block's inline HTML at sentence ends. The HTML is markdown-it's
 * own output (raw HTML in the texts is off), so a tag is `<…>` and text never holds a `<`.
 */

/** A piece of the rendered HTML: a tag or the text between two tags. */
export type Piece = { tag: string } | { text: string };

export const htmlPieces = (html: string): Piece[] => [...html.matchAll(/(<[^>]+>)|([^<]+)/g)].map(([, tag, text]) => (tag ? { tag } : { text: text ?? '' }));

export const tagName = (tag: string) => /^<\/?([a-z0-9]+)/i.exec(tag)?.[1]?.toLowerCase() ?? '';

const voidTags = new Set(['br', 'img', 'hr']);

/** Whether `tag` opens an element that a later tag closes (not a closing tag, nor a void element). */
export const opensElement = (tag: string) => !tag.startsWith('</') && !voidTags.has(tagName(tag)) && !tag.endsWith('/>');
