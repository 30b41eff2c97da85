import { readFileSync } from 'node:fs';
import { htmlPieces, opensElement, tagName, type Piece } from './html-pieces.ts';
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
const opensSection = (tag: string) => /^<h[23][ >]/.test(tag);
/** Elements whose text is never linked: a term there is already a link, a heading, gone, or unseen. */
const excluded = (tag: string) => {
  const name = tagName(tag);
  return isHeading(name) || name === 'a' || name === 'del' || name === 'dfn' || /class="visually-hidden"/.test(tag);
};

/**
 * `html` with its definitions marked and its terms linked; `href(id)` is the address of a definition.
 * `file` names the text when a definition has no id in content/key-terms.json.
 */
export function linkKeyTerms(html: string, href: (id: string) => string, file: string, terms: KeyTerms = keyTerms): string {
  const pieces = htmlPieces(html);
  const definitions = definitionRange(pieces);
  if (!definitions) return html;
  const defined = markDefinitions(pieces, definitions, terms, file, html);
  const linkable = [...defined].filter((term) => !terms.unlinked.includes(term)).sort((a, b) => b.length - a.length);
  if (linkable.length === 0) return pieces.map(render).join('');

  const open: string[] = [];
  let linked = new Set<string>();
  return pieces
    .map((piece, index) => {
      if ('tag' in piece) {
        const { tag } = piece;
        if (opensSection(tag)) linked = new Set();
        if (tag.startsWith('</')) open.pop();
        else if (opensElement(tag)) open.push(tag);
        return tag;
      }
      const inDefinitions = index > definitions.start && index < definitions.end;
      if (inDefinitions || open.some(excluded)) return piece.text;
      return linkText(piece.text, linkable, linked, (term) => href(terms.ids[term] ?? ''));
    })
    .join('');
}

const render = (piece: Piece) => ('tag' in piece ? piece.tag : piece.text);

/** The pieces between the 主要用语 heading and the next h2 or h3; null when the text has none. */
function definitionRange(pieces: Piece[]): { start: number; end: number } | null {
  const heading = pieces.findIndex((piece, index) => {
    if (!('tag' in piece) || !opensSection(piece.tag)) return false;
    const title = pieces.slice(index + 1, pieces.findIndex((next, at) => at > index && 'tag' in next && isHeading(tagName(next.tag))));
    return title.some((part) => 'text' in part && part.text.includes('主要用语'));
  });
  if (heading < 0) return null;
  const next = pieces.findIndex((piece, index) => index > heading && 'tag' in piece && opensSection(piece.tag));
  return { start: heading, end: next < 0 ? pieces.length : next };
}

/**
 * In the definitions, `<strong>term</strong>：` gives the term a `<dfn>` with the id of its definition,
 * focusable so that the router can land on it (not inside a deletion: a comparison shows the old
 * definition there, and an id names one element). Returns the terms defined.
 */
function markDefinitions(pieces: Piece[], { start, end }: { start: number; end: number }, terms: KeyTerms, file: string, html: string): Set<string> {
  const defined = new Set<string>();
  let deleted = 0;
  for (let index = start; index < end; index += 1) {
    const piece = pieces[index];
    if (piece && 'tag' in piece && tagName(piece.tag) === 'del') deleted += piece.tag.startsWith('</') ? -1 : 1;
    const term = pieces[index + 1];
    const close = pieces[index + 2];
    const after = pieces[index + 3];
    if (!piece || !('tag' in piece) || piece.tag !== '<strong>' || !term || !('text' in term) || !close || !('tag' in close) || close.tag !== '</strong>') continue;
    if (!after || !('text' in after) || !/^[：:]/.test(after.text)) continue;
    const id = terms.ids[term.text];
    if (!id) fail(file, `"${term.text}" is defined in 主要用语 but content/key-terms.json gives it no id`);
    defined.add(term.text);
    if (deleted > 0) continue;
    if (html.includes(`id="${id}"`)) fail(file, `the id "${id}" of the definition of "${term.text}" is taken`);
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
