import { readFileSync } from 'node:fs';
import { htmlPieces, renderPieces, type Opened, type Piece } from './html-pieces.ts';
import { fail } from './rules.ts';

/**
 * Key terms: a text that defines terms in a section whose heading names 主要用语 (`- **单独同意**：…`)
 * gets an id on each definition, and the first use of each term in every section (the run from one
 * heading to the next) becomes a link to it: `#/privacy?section=term-separate-consent`, an address the
 * router lands on as on a heading, and without scripts a link to the plain document's definition.
 * Never inside a heading, a link, a definition, a deletion or a screen-reader-only label.
 */

export interface KeyTerms {
  /** Each defined term and the id of its definition. */
  ids: Readonly<Record<string, string>>;
  /** Terms given an id but not linked from the text. */
  unlinked: readonly string[];
}

export const keyTerms: KeyTerms = JSON.parse(readFileSync(new URL('../../content/key-terms.json', import.meta.url), 'utf8')) as KeyTerms;

const isHeading = (name: string) => /^h[1-6]$/.test(name);
const isHeadingTag = (piece: Piece) => ('open' in piece && isHeading(piece.open)) || ('close' in piece && isHeading(piece.close));
const opensSection = (piece: Piece) => 'open' in piece && (piece.open === 'h2' || piece.open === 'h3');
/** Elements whose text is never linked: a term there is already a link, a heading, gone, or unseen. */
const excluded = ({ open, attributes }: Opened) =>
  isHeading(open) || open === 'a' || open === 'del' || open === 'dfn' || (attributes.class ?? '').split(' ').includes('visually-hidden');

/**
 * `html` with its definitions marked and its terms linked; `href(id)` is the address of a definition.
 * `file` names the text when a definition has no id in content/key-terms.json.
 */
export function linkKeyTerms(html: string, href: (id: string) => string, file: string, terms: KeyTerms = keyTerms): string {
  const pieces = htmlPieces(html);
  const definitions = definitionRange(pieces);
  if (!definitions) return html;
  const defined = markDefinitions(pieces, definitions, terms, file);
  const linkable = [...defined].filter((term) => !terms.unlinked.includes(term)).sort((a, b) => b.length - a.length);
  if (linkable.length === 0) return renderPieces(pieces);

  const open: Opened[] = [];
  let linked = new Set<string>();
  return pieces
    .map((piece, index) => {
      if (!('text' in piece)) {
        if (opensSection(piece)) linked = new Set();
        if ('open' in piece) open.push(piece);
        else open.pop();
        return piece.html;
      }
      const inDefinitions = index > definitions.start && index < definitions.end;
      if (inDefinitions || open.some(excluded)) return piece.text;
      return linkText(piece.text, linkable, linked, (term) => href(terms.ids[term] ?? ''));
    })
    .join('');
}

/** The pieces between the 主要用语 heading and the next h2 or h3; null when the text has none. */
function definitionRange(pieces: Piece[]): { start: number; end: number } | null {
  const heading = pieces.findIndex((piece, index) => {
    if (!opensSection(piece)) return false;
    const title = pieces.slice(index + 1, pieces.findIndex((next, at) => at > index && isHeadingTag(next)));
    return title.some((part) => 'text' in part && part.text.includes('主要用语'));
  });
  if (heading < 0) return null;
  const next = pieces.findIndex((piece, index) => index > heading && opensSection(piece));
  return { start: heading, end: next < 0 ? pieces.length : next };
}

/**
 * In the definitions, `<strong>term</strong>：` gives the term a `<dfn>` with the id of its definition,
 * focusable so that the router can land on it (not inside a deletion: a comparison shows the old
 * definition there, and an id names one element). Returns the terms defined.
 */
function markDefinitions(pieces: Piece[], { start, end }: { start: number; end: number }, terms: KeyTerms, file: string): Set<string> {
  const defined = new Set<string>();
  const taken = new Set(pieces.flatMap((piece) => ('open' in piece && piece.attributes.id !== undefined ? [piece.attributes.id] : [])));
  let deleted = 0;
  for (let index = start; index < end; index += 1) {
    const piece = pieces[index];
    if (piece && 'open' in piece && piece.open === 'del') deleted += 1;
    if (piece && 'close' in piece && piece.close === 'del') deleted -= 1;
    const term = pieces[index + 1];
    const close = pieces[index + 2];
    const after = pieces[index + 3];
    if (!piece || !('open' in piece) || piece.open !== 'strong' || !term || !('text' in term) || !close || !('close' in close) || close.close !== 'strong') continue;
    if (!after || !('text' in after) || !/^[：:]/.test(after.text)) continue;
    const id = terms.ids[term.text];
    if (!id) fail(file, `"${term.text}" is defined in 主要用语 but content/key-terms.json gives it no id`);
    defined.add(term.text);
    if (deleted > 0) continue;
    if (taken.has(id)) fail(file, `the id "${id}" of the definition of "${term.text}" is taken`);
    term.text = `<dfn id="${id}" tabindex="-1">${term.text}</dfn>`;
  }
  return defined;
}

/** `text` with the first use of each term not yet linked in this section as a link. */
function linkText(text: string, terms: readonly string[], linked: Set<string>, href: (term: string) => string): string {
  let result = '';
  let at = 0;
  while (at < text.length) {
    const term = terms.find((candidate) => text.startsWith(candidate, at));
    if (!term) {
      result += text[at] ?? '';
      at += 1;
      continue;
    }
    result += linked.has(term) ? term : `<a class="key-term" href="${href(term)}">${term}</a>`;
    linked.add(term);
    at += term.length;
  }
  return result;
}
