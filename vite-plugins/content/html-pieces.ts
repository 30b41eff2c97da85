import { Parser } from 'htmlparser2';

/**
 * Rendered HTML as htmlparser2 reads it, for the passes that must read it after rendering: key terms
 * and headings written in bold (a comparison's words are only known as HTML, see key-terms.ts) and the
 * sentence splitter (sentence-diff.ts), which cuts a block's inline HTML at sentence ends. Each piece
 * keeps its source as written, so that a pass changes only what it means to change.
 */
export type Piece =
  /** An element opened: its name, its attributes and its tag as written. */
  | { open: string; attributes: Readonly<Record<string, string>>; html: string }
  /** An element closed: its tag as written, or nothing when the close is implied (a void element, `<br>`). */
  | { close: string; html: string }
  /** The text between two tags, as written (entities left as they are). */
  | { text: string };

export function htmlPieces(html: string): Piece[] {
  const pieces: Piece[] = [];
  const source = () => html.slice(parser.startIndex, parser.endIndex + 1);
  const parser = new Parser(
    {
      onopentag: (name, attributes) => pieces.push({ open: name, attributes, html: source() }),
      onclosetag: (name, implied) => pieces.push({ close: name, html: implied ? '' : source() }),
      ontext: (text) => {
        const last = pieces.at(-1);
        if (last && 'text' in last) last.text += text;
        else pieces.push({ text });
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return pieces;
}

export const renderPieces = (pieces: readonly Piece[]): string => pieces.map((piece) => ('text' in piece ? piece.text : piece.html)).join('');
