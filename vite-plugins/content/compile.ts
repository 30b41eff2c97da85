import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import type { Token } from 'markdown-it';
import { routes } from '../../src/config/routes.ts';
import { plainDocumentPath } from '../../src/texts/plain-document-path.ts';
import type { PageContent } from '../../src/config/page-content.ts';
import { textHref, type TextAddress } from '../../src/texts/text-address.ts';
import { dateValues } from './dates.ts';
import { textOf } from './html-pieces.ts';
import { linkKeyTerms } from './key-terms.ts';
import { copySlot, markdown, renderText } from './markdown/index.ts';
import { printableLink } from './printable-paths.ts';
import { checkBoldClauses, checkChildReadable, checkFactsArePlaceholders, checkLinks, checkNoMarkdownSyntax, checkSpacing, checkTerms, fail, placeholders } from './rules.ts';

/** A text as compiled from its Markdown, before it becomes a page. */
export interface PageText {
  title: string;
  /** The page's `<h1>`; the title unless the front matter sets `heading`. */
  heading: string;
  description: string;
  /** The text's HTML, sections wrapped; raw HTML in the Markdown is off. */
  html: string;
  sections: ReadonlyArray<{ id: string; title: string }>;
}

/** Pages with more sections than this get a table of contents. */
const tocThreshold = 3;

export interface ParsedPage {
  content: PageText;
  tokens: Token[];
  /** Every heading id of the page (h2 and h3): the targets of `?section=`. */
  ids: Set<string>;
  /** The text's Markdown with every fact written out (its canonical text, see legal-record.ts). */
  words: string;
  /** The title of each of those headings, by id. */
  titles: Map<string, string>;
}

/** Replaces `{{key}}` with the value from src/config/site.ts; an unknown key is an error. */
export function fillPlaceholders(text: string, file: string, values: Readonly<Record<string, string>> = placeholders): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, key: string) => {
    const value = values[key];
    if (!value) fail(file, `unknown or empty config value {{${key}}}`);
    return value;
  });
}

function frontMatterField(data: Record<string, unknown>, field: string, file: string): string {
  const value = data[field];
  if (typeof value !== 'string' || value.trim() === '') fail(file, `front matter needs "${field}"`);
  return value.trim();
}

/** The text of an inline token as rendered: after markdown-it-attrs has taken `{#id}` out. */
function plainText(inline: Token | undefined): string {
  const parts = inline?.children?.filter((child) => child.type === 'text' || child.type === 'code_inline') ?? [];
  return parts.map((child) => child.content).join('').trim();
}

/**
 * `values` replace the placeholders: site.ts's and the page's own dates for a text being edited; an
 * earlier version (`archived`, see histories.ts) gives only its own dates, and has its other
 * facts written out as they were then, in the spacing of its day.
 */
export function parsePage(source: string, file: string, values: Readonly<Record<string, string>> = placeholders, archived = false): ParsedPage {
  const { data, content: body } = matter(source);
  const title = frontMatterField(data, 'title', file);
  const description = fillPlaceholders(frontMatterField(data, 'description', file), file, values);
  const heading = typeof data.heading === 'string' ? fillPlaceholders(data.heading, file, values) : title;
  if (!archived) checkFactsArePlaceholders(body, file);
  const words = fillPlaceholders(body, file, values);
  const tokens = markdown.parse(words, {});
  const sections: Array<{ id: string; title: string }> = [];
  const ids = new Set<string>();
  const titles = new Map<string, string>();

  tokens.forEach((token, index) => {
    if (token.type === 'heading_open') {
      if (token.tag === 'h1') fail(file, 'no # heading: the title comes from the front matter');
      const text = plainText(tokens[index + 1]);
      const id = String(token.attrGet('id') ?? '');
      if (!id) fail(file, `heading "${text}" has no {#id}`);
      if (ids.has(id)) fail(file, `duplicate heading id "${id}"`);
      ids.add(id);
      titles.set(id, text);
      // Focusable by script, so that a section link can move focus to its heading.
      token.attrSet('tabindex', '-1');
      if (token.tag === 'h2') sections.push({ id, title: text });
    }
    if (token.type === 'heading_close') {
      const next = tokens[index + 1];
      if (!next || next.type === 'heading_open') fail(file, `section "${plainText(tokens[index - 1])}" is empty`);
    }
  });
  // The text's own dates as a machine reads them too (the checks read the words, which they leave alone).
  const html = renderText(tokens, { text: true, dated: true });
  const text = textOf(html);
  checkNoMarkdownSyntax(text, file);
  if (!archived) {
    checkSpacing(text, file);
    // The title and the description are plain text, not HTML.
    checkTerms(`${title}${description}${text}`, file);
    const bold: unknown = data.bold;
    if (bold !== undefined && !(Array.isArray(bold) && bold.every((word) => typeof word === 'string'))) fail(file, 'front matter "bold" is a list of words');
    checkBoldClauses(tokens, bold ?? [], file);
    const childReadable: unknown = data.childReadable;
    if (childReadable !== undefined && !(Array.isArray(childReadable) && childReadable.every((id) => typeof id === 'string'))) fail(file, 'front matter "childReadable" is a list of heading ids');
    checkChildReadable(tokens, childReadable ?? [], file);
  }
  return { content: { title, heading, description, html, sections }, tokens, ids, words, titles };
}

const escapeHtml = (text: string): string => markdown.utils.escapeHtml(text);

interface PageOptions {
  /** What every section link keeps of the address: the version or the comparison shown. */
  pin?: Pick<TextAddress, 'version' | 'compare'>;
  /** HTML between the heading and the table of contents. */
  lead?: string;
  className?: string;
  /** HTML after a section's entry in the table of contents. */
  tocNote?: (id: string) => string;
  /** The version shown, for the link to its plain document: its effective date and its name in words. */
  shownVersion?: { effective: string; name: string };
  /**
   * For the words of a legal text (a version, or a publication a correction replaced; not a comparison or
   * a list): its id (`privacy`). The text's element is then `#legal-text`, named `data-legal-text`, in
   * the app and in the plain documents alike: the one element an archive selects (docs/legal-manifest.md).
   */
  legalText?: string;
}

/**
 * A link to the plain document of the version on screen, which any browser can open, save and print
 * (a game's web view often can do none of that, nor print or download from the app).
 */
function keepCopy(path: string, shown: PageOptions['shownVersion']): string {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route for ${path}`);
  const href = plainDocumentPath(route, shown?.effective);
  return (
    `<p class="keep-copy">保存一份：<a href="${href}">${shown ? escapeHtml(shown.name) : '本页全文'}（独立网页）</a>${copySlot}，可以在浏览器中打开、保存或打印。` +
    '在游戏或其他应用里打不开时，请从右上角菜单选择“在浏览器中打开”，或者复制这个链接，粘贴到手机浏览器中打开。</p>'
  );
}

/**
 * The page as the app shows it: heading, table of contents (a `#/privacy?section=cookies` link is a
 * real, shareable address) and text. One string, so that the app, the prerendered home and the
 * start-up script all show the same markup.
 */
export function pageContent(text: PageText, path: string, { pin = {}, lead = '', className = 'prose', tocNote = () => '', shownVersion, legalText }: PageOptions = {}): PageContent {
  const sectionHref = (section: string) => textHref({ path, ...pin, section }, '&amp;');
  // A long text (one with a table of contents) is one a reader may want to keep.
  const toc =
    text.sections.length > tocThreshold
      ? '<nav class="toc" aria-labelledby="toc-title"><h2 id="toc-title" class="toc-title">目录</h2><ol>' +
        text.sections.map((section) => `<li><a href="${sectionHref(section.id)}">${escapeHtml(section.title)}</a>${tocNote(section.id)}</li>`).join('') +
        '</ol></nav>' +
        keepCopy(path, shownVersion)
      : '';
  // Terms link to their definitions in the same text, keeping the version or comparison being read.
  const html = linkKeyTerms(text.html, sectionHref, `${path}.md`);
  const named = legalText ? ` id="legal-text" data-legal-text="${legalText}"` : '';
  const body = `<h1 tabindex="-1">${escapeHtml(text.heading)}</h1>${lead}${toc}<div class="${className}"${named}>${html}</div>`;
  return { title: text.title, description: text.description, body, ...(toc && { sections: text.sections }) };
}

/** A page's content/<page>.md, read once and parsed once: its page data, and the newest version of its history. */
export interface TextFile {
  file: string;
  source: string;
  page: ParsedPage;
}

/** The text of every page as it is being edited (content/<page>.md), checked together: links cross pages. */
export function readTexts(contentDir: string): Map<string, TextFile> {
  const texts = new Map<string, TextFile>();
  for (const route of routes) {
    const file = join(contentDir, `${route.id}.md`);
    const source = readFileSync(file, 'utf8');
    const page = parsePage(source, file, { ...placeholders, ...dateValues(source, file) });
    if (page.content.title !== route.title) fail(file, `title must be "${route.title}"`);
    texts.set(route.path, { file, source, page });
  }
  const idsByPath = new Map([...texts].map(([path, text]) => [path, text.page.ids]));
  // A text may also link to the printable documents (content/printables/).
  for (const [path, { page }] of texts) checkLinks(page, `${path}.md`, idsByPath, printableLink(contentDir));
  return texts;
}
