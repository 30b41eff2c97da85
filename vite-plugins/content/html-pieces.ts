import { Parser } from 'htmlparser2';

/**
 * Rendered HTML as htmlparser2 reads it, for the passes that must read or change it after rendering:
 * key terms and headings written in bold (a comparison's words are only known as HTML, see
 * key-terms.ts), the sentence splitter (sentence-diff.ts), which cuts a block's inline HTML at sentence
 * ends, the checks that read a text's words (compile.ts, rules.ts), the links of a version and of the plain
 * documents, and index.html made a plain document. Each piece keeps its source as written and where
 * it stands in it, so that a pass changes only what it means to change (withEdits) and leaves every
 * other byte as it was.
 */

/** Where a piece stands in the source: from `start` up to, not including, `end`. */
export interface Span {
  start: number;
  end: number;
}

/** An element opened: its name, its attributes (each with where it stands, `name="value"`) and its tag as written. */
export type Opened = Span & { open: string; attributes: Readonly<Record<string, string>>; spans: Readonly<Record<string, Span>>; html: string };

export type Piece =
  | Opened
  /** An element closed: its tag as written, or nothing when the close is implied (a void element, `<br>`). */
  | (Span & { close: string; html: string })
  /** The text between two tags, as written (entities left as they are). */
  | (Span & { text: string });

export function htmlPieces(html: string): Piece[] {
  const pieces: Piece[] = [];
  let spans: Record<string, Span> = {};
  const span = (): Span => ({ start: parser.startIndex, end: parser.endIndex + 1 });
  const source = ({ start, end }: Span) => html.slice(start, end);
  const parser = new Parser(
    {
      onattribute: (name) => {
        spans[name] = { start: parser.startIndex, end: parser.endIndex };
      },
      onopentag: (name, attributes) => {
        const at = span();
        pieces.push({ open: name, attributes, spans, html: source(at), ...at });
        spans = {};
      },
      onclosetag: (name, implied) => {
        const end = pieces.at(-1)?.end ?? 0;
        pieces.push(implied ? { close: name, html: '', start: end, end } : { close: name, html: source(span()), ...span() });
      },
      ontext: (text) => {
        const last = pieces.at(-1);
        if (last && 'text' in last) Object.assign(last, { text: last.text + text, end: parser.endIndex + 1 });
        else pieces.push({ text, ...span() });
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return pieces;
}

/** The text between the tags of `pieces`, as written (entities left as they are). */
export const textOfPieces = (pieces: readonly Piece[]): string => pieces.map((piece) => ('text' in piece ? piece.text : '')).join('');

/** The text between the tags of `html`, as written (entities left as they are). */
export const textOf = (html: string): string => textOfPieces(htmlPieces(html));

export const renderPieces = (pieces: readonly Piece[]): string => pieces.map((piece) => ('text' in piece ? piece.text : piece.html)).join('');

/** `html` with each span of `edits` (in any order, none overlapping another) replaced by its `html`. */
export function withEdits(html: string, edits: ReadonlyArray<Span & { html: string }>): string {
  let result = '';
  let at = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    result += html.slice(at, edit.start) + edit.html;
    at = edit.end;
  }
  return result + html.slice(at);
}

/** `html` with the attribute `name` of each element set to what `to` gives for it, where it gives a value. */
export function withAttribute(html: string, name: string, to: (value: string, element: Opened) => string | undefined): string {
  const edits = htmlPieces(html).flatMap((piece) => {
    if (!('open' in piece)) return [];
    const value = piece.attributes[name];
    const span = piece.spans[name];
    const changed = value === undefined ? undefined : to(value, piece);
    return changed === undefined || !span ? [] : [{ ...span, html: `${name}="${changed}"` }];
  });
  return withEdits(html, edits);
}

/** The first element `test` picks, and its index; `what` names it in the error when there is none. */
export function firstElement(pieces: readonly Piece[], what: string, test: (element: Opened, index: number) => boolean): { element: Opened; index: number } {
  const index = pieces.findIndex((piece, at) => 'open' in piece && test(piece, at));
  const element = pieces[index];
  if (!element || !('open' in element)) throw new Error(`the HTML has no ${what}`);
  return { element, index };
}

/** `html` with `inserted` where `place` says: after the first `<name>`'s opening tag, or before its closing one. */
export function insertInto(html: string, place: { after: string } | { before: string }, inserted: string): string {
  const pieces = htmlPieces(html);
  if ('after' in place) return withEdits(html, [{ ...pointAfter(firstElement(pieces, `<${place.after}>`, ({ open }) => open === place.after).element), html: inserted }]);
  const close = pieces[closingOf(pieces, firstElement(pieces, `<${place.before}>`, ({ open }) => open === place.before).index)];
  const at = close?.start ?? html.length;
  return withEdits(html, [{ start: at, end: at, html: inserted }]);
}

/** The empty span just after `span`: where an insertion after it goes. */
export const pointAfter = ({ end }: Span): Span => ({ start: end, end });

/** The index of the piece that closes the element opened at `index`. */
function closingOf(pieces: readonly Piece[], index: number): number {
  let depth = 0;
  for (let at = index; at < pieces.length; at += 1) {
    const piece = pieces[at];
    if (piece && !('text' in piece)) depth += 'open' in piece ? 1 : -1;
    if (depth === 0) return at;
  }
  throw new Error(`an element of the HTML is not closed (at ${String(pieces[index]?.start)})`);
}

/** Where the element opened at `index` stands, from its opening tag to its closing one; `space`: with the white space before it. */
export function elementSpan(pieces: readonly Piece[], index: number, space = false): Span {
  const before = pieces[index - 1];
  const blank = space && before && 'text' in before ? before.text.length - before.text.trimEnd().length : 0;
  return { start: (pieces[index]?.start ?? 0) - blank, end: pieces[closingOf(pieces, index)]?.end ?? 0 };
}
