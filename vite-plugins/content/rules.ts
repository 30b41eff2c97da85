import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Token } from 'markdown-it';
import { site, textFacts } from '../../src/config/site.ts';
import { parseTextHref } from '../../src/texts/text-address.ts';
import type { Piece } from './html-pieces.ts';
import { markdown } from './markdown/index.ts';
import { splitSentences } from './sentence-diff.ts';

/**
 * The rules the texts must keep: the build fails, naming the file, on a text that breaks one. Which
 * texts each rule applies to (an earlier version keeps the wording and spacing of its day) is decided
 * where the texts are compiled (compile.ts, histories.ts).
 */

/**
 * A text breaks a rule: the build stops with the file's name and why. `file` is named as given when it
 * is a path under content/, else by its base name.
 */
export function fail(file: string, message: string): never {
  throw new Error(`${file.startsWith('content/') ? file : basename(file)}: ${message}`);
}

/** Every `{{key}}` a text may use. */
export const placeholders: Readonly<Record<string, string>> = { ...site, ...textFacts };
const siteValues = Object.entries(placeholders);

/** Kinds of figure that are shared facts wherever they appear: they must come from site.ts. */
const factShapes: ReadonlyArray<[RegExp, string]> = [
  [/\d+\s*周岁/, 'an age'],
  [/\d+\s*个工作日/, 'a period in working days'],
  [/\d{1,2}[:：]\d{2}/, 'a clock time'],
  [/\d+(?:\.\d+)?\s*元/, 'an amount of money'],
];

/**
 * A fact that more than one page states is written as its placeholder, so the pages cannot drift
 * apart: the text (placeholders removed) must not spell out any value of site.ts that holds a figure,
 * nor a figure of a kind that is always a shared fact.
 */
export function checkFactsArePlaceholders(text: string, file: string): void {
  const literal = text.replace(/\{\{\s*[\w.]+\s*\}\}/g, '');
  for (const [key, value] of siteValues) {
    if (!/\d/.test(value)) continue;
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const found = new RegExp(`(?<![\\d.])${escaped}(?![\\d])`).exec(literal);
    if (found) fail(file, `"${value}" is written out: use {{${key}}}`);
  }
  for (const [shape, kind] of factShapes) {
    const found = shape.exec(literal);
    if (found) fail(file, `"${found[0]}" is ${kind} written out: put it in src/config/site.ts and use its placeholder`);
  }
}

/** content/terms.json: for each word the texts use, the words they must not use for the same thing. */
const terms = Object.entries(
  JSON.parse(readFileSync(new URL('../../content/terms.json', import.meta.url), 'utf8')) as Record<string, string | string[]>,
).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]));

/**
 * One word per thing across the texts: a word that terms.json rules out fails the build. The checks
 * of a text's words read its text (`textOf`), which the caller reads once for all of them.
 */
export function checkTerms(text: string, file: string): void {
  for (const [word, avoided] of terms) {
    const found = avoided.find((variant) => text.includes(variant));
    if (found) fail(file, `"${found}" is written: the texts say ${word} (content/terms.json)`);
  }
}

/** The words of HTML (its `pieces`) set in bold, one `<strong>` after another. */
function boldWords(pieces: readonly Piece[]): string {
  let depth = 0;
  let bold = '';
  for (const piece of pieces) {
    if ('text' in piece) bold += depth > 0 ? piece.text : '';
    else if ('open' in piece) depth += piece.open === 'strong' ? 1 : 0;
    else depth -= piece.close === 'strong' ? 1 : 0;
  }
  return bold;
}

/**
 * A text that promises to set in bold the clauses that limit the reader's rights (用户协议's preamble)
 * lists in its front matter (`bold`) the words such a clause turns on: every sentence with one of them
 * must have that word in bold.
 */
export function checkBoldClauses(tokens: Token[], words: readonly string[], file: string): void {
  for (const token of tokens) {
    if (token.type !== 'inline') continue;
    for (const sentence of splitSentences(markdown.renderer.renderInline(token.children ?? [], markdown.options, {}))) {
      const bold = boldWords(sentence.pieces);
      const word = words.find((candidate) => sentence.text.includes(candidate) && !bold.includes(candidate));
      if (word) fail(file, `"${sentence.text}" limits the reader's rights ("${word}") but is not in bold`);
    }
  }
}

/** Markdown that the renderer did not understand shows to the reader as raw syntax. */
export function checkNoMarkdownSyntax(text: string, file: string): void {
  const syntax = /\*\*|__|`|\[[^\]]*\]\(/.exec(text);
  if (syntax) fail(file, `Markdown syntax "${syntax[0]}" shows as text near "${text.slice(Math.max(0, syntax.index - 20), syntax.index + 20)}"`);
}

/** One rule everywhere: a space between Chinese text and a figure or a Latin word (`保存 6 个月`). */
export function checkSpacing(text: string, file: string): void {
  const tight = /[\p{Script=Han}][0-9A-Za-z]|[0-9A-Za-z][\p{Script=Han}]/u.exec(text);
  if (tight) fail(file, `no space between Chinese and "${tight[0]}" near "${text.slice(Math.max(0, tight.index - 10), tight.index + 10)}"`);
}

/**
 * Every link must be an in-app route (and, with `?section=`, an existing heading), mail, phone, or a
 * page elsewhere over https (a partner's privacy policy); `also` admits more.
 */
export function checkLinks(page: { tokens: Token[] }, file: string, idsByPath: Map<string, Set<string>>, also?: RegExp | ((href: string) => boolean)): void {
  for (const token of page.tokens.flatMap((t) => [t, ...(t.children ?? [])])) {
    if (token.type !== 'link_open') continue;
    const href = String(token.attrGet('href') ?? '');
    if (typeof also === 'function' ? also(href) : also?.test(href)) continue;
    if (/^(mailto|tel):/.test(href) || /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/i.test(href)) continue;
    const address = parseTextHref(href);
    const targetIds = address && !address.version && !address.compare ? idsByPath.get(address.path) : undefined;
    if (!address || !targetIds) fail(file, `broken link "${href}"`);
    if (address.section && !targetIds.has(address.section)) fail(file, `link "${href}" names a section that does not exist`);
  }
}

/** The longest sentence, in Han characters, a child of 8–10 reads comfortably (15–20 a sentence). */
export const childSentenceLimit = 20;

/**
 * The parts of a text written for a child (front matter `childReadable`: the ids of their headings;
 * each part runs to the next heading of its level or higher) speak to the child (你, never 您), in
 * sentences of at most `childSentenceLimit` Han characters, with no links: a child does not follow a
 * cross-reference.
 */
export function checkChildReadable(tokens: Token[], ids: readonly string[], file: string): void {
  for (const id of ids) {
    const start = tokens.findIndex((token) => token.type === 'heading_open' && token.attrGet('id') === id);
    const heading = tokens[start];
    if (!heading) fail(file, `childReadable names "${id}", which is no heading`);
    const end = tokens.findIndex((token, index) => index > start && token.type === 'heading_open' && token.tag <= heading.tag);
    const part = tokens.slice(start, end === -1 ? undefined : end);
    let addressed = false;
    for (const token of part) {
      if (token.type !== 'inline') continue;
      if (token.children?.some((child) => child.type === 'link_open')) fail(file, `the part for children "${id}" holds a link: a child does not follow cross-references`);
      const text = (token.children ?? []).filter((child) => child.type === 'text' || child.type === 'code_inline').map((child) => child.content).join('');
      if (text.includes('您')) fail(file, `the part for children "${id}" says 您: it speaks to the child, 你`);
      addressed ||= text.includes('你');
      for (const sentence of text.split(/[。！？；]/)) {
        const han = sentence.match(/\p{Script=Han}/gu)?.length ?? 0;
        if (han > childSentenceLimit) fail(file, `"${sentence.trim()}" has ${String(han)} Han characters: a sentence for children has ${String(childSentenceLimit)} at most`);
      }
    }
    if (!addressed) fail(file, `the part for children "${id}" never says 你`);
  }
}
