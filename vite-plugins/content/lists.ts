import type { PageContent } from '../../src/config/page-content.ts';
import type { textLists } from '../../src/config/text-lists.ts';
import { plainDocumentPath } from '../html/plain-document-path.ts';
import { pageContent } from './compile.ts';
import { renderText } from './markdown/index.ts';
import { fail } from './rules.ts';
import { period, publishedWords, versionTitle } from './notices.ts';
import { pinLinks } from './pages.ts';
import type { TextHistory, TextVersion } from './histories.ts';
import { textHref } from '../../src/texts/text-address.ts';

export type TextList = (typeof textLists)[number];

/** Where a version's list is kept as a plain document: `/pages/privacy-2026-12-08-third-parties.html`; the newest's also without its date. */
export const listDocumentPath = (history: TextHistory, list: TextList, effective?: string) =>
  plainDocumentPath(history.route, effective ? `${effective}-${list.name}` : list.name);

/**
 * One list of a version on its own (see src/config/text-lists.ts), compiled from the version's section
 * (a `##` one up to the next `##`, a `###` one up to the next heading) without its heading: its title,
 * the version's dates, a link to the section in the full text, and, on screen, to its plain document.
 * Null when the version has no such section. Its links stay in the version; shown as the list of the
 * text in force, the app takes the version out, as for the text itself.
 */
export function listPage(history: TextHistory, version: TextVersion, list: TextList, plain = false): PageContent | null {
  const { tokens } = version.page;
  const start = tokens.findIndex((token) => token.type === 'heading_open' && token.attrGet('id') === list.section);
  const opening = tokens[start];
  if (!opening) return null;
  const heading = tokens[start + 1]?.content.replace(/\s*\{#[a-z0-9-]+\}$/, '') ?? '';
  const file = `${history.route.id}/${version.effective}.md`;
  if (!heading.endsWith(list.title)) fail(file, `the section "${list.section}" is the ${list.title} (src/config/text-lists.ts): its heading "${heading}" must end with that title`);
  const ends = (tag: string) => tag === 'h2' || opening.tag === 'h3';
  let end = start + 3;
  while (end < tokens.length && !(tokens[end]?.type === 'heading_open' && ends(tokens[end]?.tag ?? ''))) end += 1;
  const { route } = history;
  const pin = { version: version.effective };
  const html = pinLinks(renderText(tokens.slice(start + 3, end)), history, pin);
  const lead =
    '<div class="version-notice" role="note" id="list-source">' +
    `<p>本清单是${route.title}${period(version)}的版本${publishedWords(version)}中的“${heading}”一节，与全文一同更新。</p>` +
    `<p><a href="${textHref({ path: route.path, ...pin, section: list.section }, '&amp;')}">在${route.title}全文中查看</a>` +
    (plain ? '' : ` · <a href="${listDocumentPath(history, list, version.effective)}">保存一份（独立网页）</a>`) +
    '</p></div>';
  const text = { title: list.title, heading: list.title, description: `${route.title}中的${list.title}（${period(version)}的版本）。`, html, sections: [] };
  return { ...pageContent(text, route.path, { pin, lead }), version: { effective: version.effective, title: versionTitle(list.title, version.effective) } };
}
