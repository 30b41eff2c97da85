import { htmlPieces, renderPieces, type Piece } from '../html-pieces.ts';

/**
 * A paragraph that is bold words alone, short and without a sentence's punctuation (要点摘要,
 * 对您不利的变化, a recipient in 附录二), is a heading the Markdown wrote in bold: it becomes one, a level
 * below the heading it comes under (`level`, the level of the one `html` comes under, to begin with),
 * so that a screen reader lists it and moves to it; it keeps the look of a bold paragraph. It has no
 * id: a part of the text is a heading with one, which the contents list and a link can name.
 * A bold paragraph that is a sentence or a clause (it ends in 。 or ：) stays what it is.
 *
 * Over the rendered HTML, not the tokens: in a comparison, whether a paragraph is bold words alone
 * depends on what changed in it (a changed one is marked, and stays a paragraph), which only the
 * comparison's HTML says.
 */
export function headingsOfBoldParagraphs(html: string, level: number): string {
  const pieces = htmlPieces(html);
  let under = level;
  let result = '';
  for (let index = 0; index < pieces.length; index += 1) {
    const piece = pieces[index];
    if (!piece) continue;
    if ('open' in piece && /^h[1-6]$/.test(piece.open)) under = Number(piece.open.slice(1));
    const words = boldWordsAlone(pieces, index);
    if (words === undefined || /[。，；：！？,;:!?]/.test(words)) {
      result += renderPieces([piece]);
      continue;
    }
    const tag = `h${String(Math.min(under + 1, 6))}`;
    result += `<${tag} class="bold-heading">${words}</${tag}>`;
    index += 4;
  }
  return result;
}

const opens = (piece: Piece | undefined, name: string) => piece !== undefined && 'open' in piece && piece.open === name && Object.keys(piece.attributes).length === 0;
const closes = (piece: Piece | undefined, name: string) => piece !== undefined && 'close' in piece && piece.close === name;

/** The words of the paragraph at `index` when it is bold words alone, 40 characters at most: `<p><strong>要点摘要</strong></p>`. */
function boldWordsAlone(pieces: readonly Piece[], index: number): string | undefined {
  const [paragraph, bold, words, boldEnd, paragraphEnd] = pieces.slice(index, index + 5);
  if (!opens(paragraph, 'p') || !opens(bold, 'strong') || !words || !('text' in words) || !closes(boldEnd, 'strong') || !closes(paragraphEnd, 'p')) return undefined;
  return words.text.length <= 40 ? words.text : undefined;
}
