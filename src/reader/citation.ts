/**
 * What "复制本条" and "复制链接" put on the clipboard: a section's address, and its text with its
 * citation, e.g. `《用户协议》五、（三）月卡与自动续费，2026 年 12 月 1 日起生效的版本：…`, made
 * for pasting into a chat with family or customer service.
 */

import { chineseDate } from '../texts/chinese-date';
import { sectionHref } from './section-href';

/** `一、`, `（三）` or `附录二`: how the texts number their sections. */
const sectionNumber = /^(?:（[一二三四五六七八九十]+）|[一二三四五六七八九十]+、|附录[一二三四五六七八九十]+)/;

/**
 * What is not read as part of the text: a comparison's deletions, the words only a screen reader hears
 * (新增：), its jumps to the next change, and the tools' own controls.
 */
export const unreadParts = 'del, .visually-hidden, .next-change, button, .reader-tool';

/** What a reader reads of an element: its text without the parts above. */
function readText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const left of copy.querySelectorAll(unreadParts)) left.remove();
  return copy.textContent.replace(/\s+/g, ' ').trim();
}

/**
 * How a heading is cited: a numbered one by its number and title (`五、（三）月卡与自动续费`, the
 * chapter's number before a subsection's); one without a number by its title in corner brackets.
 */
export function citationOf(heading: HTMLElement): string {
  const own = readText(heading);
  const cited = sectionNumber.test(own) ? own : `「${own}」`;
  if (heading.tagName !== 'H3') return cited;
  const chapter = heading.closest('section')?.querySelector('h2');
  if (!chapter) return cited;
  const chapterText = readText(chapter);
  return `${sectionNumber.exec(chapterText)?.[0] ?? `「${chapterText}」`}${cited}`;
}

/** One block of the text as plain lines: paragraphs, list items (numbered or dotted), table rows. */
function blockLines(block: Element): string[] {
  if (block.matches('ul, ol')) {
    const ordered = block.matches('ol');
    return [...block.children].map((item, index) => `${ordered ? `${String(index + 1)}.` : '·'} ${readText(item)}`);
  }
  const rows = block.querySelectorAll('tr');
  if (rows.length > 0) return [...rows].map((row) => [...row.children].map(readText).join('｜'));
  const text = readText(block);
  return text ? [text] : [];
}

/** The text directly under a heading, up to the next part's heading: the clause "复制本条" copies. */
export function clauseText(heading: HTMLElement): string {
  const lines: string[] = [];
  for (let block = heading.nextElementSibling; block && !block.matches('h2[id], h3[id]'); block = block.nextElementSibling) {
    if (!block.matches('.reader-tool')) lines.push(...blockLines(block));
  }
  return lines.join('\n');
}

/** The absolute address of a section, shaped as the table of contents' links are (`?version=` kept when pinned). */
export function sectionAddress(article: HTMLElement, id: string): string | null {
  const href = sectionHref(article, id);
  // The site's root, without the document's own query (a web view's `?embed=1` is not the reader's to share).
  return href ? new URL(`/${href}`, document.baseURI).href : null;
}

/** A clause with its citation and its address, as pasted into a chat. */
export function citedClause(options: { title: string; effective: string | undefined; heading: HTMLElement; address: string | null }): string {
  const { title, effective, heading, address } = options;
  const version = effective ? `，${chineseDate(effective)}起生效的版本` : '';
  const lines = [`《${title}》${citationOf(heading)}${version}：`, clauseText(heading)];
  if (address) lines.push(`出处：${address}`);
  return lines.join('\n');
}
