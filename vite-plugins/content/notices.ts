import { datedMark } from '../../src/startup/dated-mark.ts';
import type { PageContent } from '../../src/config/page-content.ts';
import { chineseDate } from '../../src/texts/chinese-date.ts';
import { statusOn, type Status } from '../../src/texts/on-date.ts';
import { parseTextHref, textHref, type TextAddress } from '../../src/texts/text-address.ts';
import { plainDocumentPath } from '../../src/texts/plain-document-path.ts';
import { timeElements } from './dates.ts';
import { withAttribute } from './html-pieces.ts';
import { nextOf, previousOf, type Publication, type TextHistory, type TextVersion } from './histories.ts';

/**
 * The words a version's page says of the text's history, in Chinese, as HTML: its dates and status
 * (现行, 即将生效, 已失效, for each span of dates: src/texts/on-date.ts decides), its notice, its
 * 更新说明 and 更正说明 under their headings, 历史版本, and the corrections made before a version bound.
 */

/** The title of a page that shows one version of a text, e.g. `隐私政策（2026 年 11 月 1 日版）`. */
export const versionTitle = (title: string, effective: string) => `${title}（${chineseDate(effective)}版）`;

/** `2026 年 11 月 1 日至 2026 年 11 月 30 日有效` or `自 2026 年 12 月 1 日起生效`: true whatever the date. */
export function period(version: TextVersion): string {
  if (!version.until) return `自 ${chineseDate(version.effective)}起生效`;
  return version.until === version.effective ? `${chineseDate(version.effective)}当日有效` : `${chineseDate(version.effective)}至 ${chineseDate(version.until)}有效`;
}

/** The first day of each span of dates in which the status of every version stays the same: '', then each effective date. */
export const spans = (history: TextHistory): string[] => ['', ...history.versions.map((version) => version.effective)];

/** Where `version` stands on the first day of a span (src/texts/on-date.ts). */
export const statusOf = (history: TextHistory, version: TextVersion, from: string): Status =>
  statusOn(history.versions.map((each) => each.effective), version.effective, from);

const statusWords: Record<Status, string> = { upcoming: '即将生效', inForce: '现行', superseded: '已失效' };
export const versionNames: Record<Status, string> = { upcoming: '即将生效的版本', inForce: '现行版本', superseded: '已失效的版本' };

export const href = (history: TextHistory, address: Omit<TextAddress, 'path'> = {}) => textHref({ path: history.route.path, ...address }, '&amp;');
export const versionHref = (history: TextHistory, version: TextVersion) => href(history, { version: version.effective });
/** The comparison of the version after `version` with it (`?compare=<version>`). */
const compareHref = (history: TextHistory, version: TextVersion) => href(history, { compare: version.effective });
const statusTag = (words: string) => `<span class="version-status">（${words}）</span>`;

/** What the notice above a version says in the span from `from`. */
function versionNotice(history: TextHistory, version: TextVersion, from: string): string {
  const status = statusOf(history, version, from);
  const previous = previousOf(history, version);
  const next = nextOf(history, version);
  const lines: string[] = [];
  if (status === 'upcoming') {
    lines.push(
      `<p><strong>本版本即将生效</strong>：自 ${chineseDate(version.effective)}起生效${publishedWords(version)}。在此之前，适用<a href="${href(history)}">现行版本</a>。</p>`,
      previous ? `<p><a href="${compareHref(history, previous)}">查看本版本的修改</a></p>` : '',
    );
  } else if (status === 'superseded') {
    lines.push(
      `<p><strong>本版本已失效。</strong>以下是 ${period(version)}的版本${publishedWords(version)}，仅供查阅；现在适用的是<a href="${href(history)}">现行版本</a>。</p>`,
      `<p><a href="${compareHref(history, version)}">查看此后的修改</a></p>`,
    );
  } else if (next && statusOf(history, next, from) === 'upcoming') {
    lines.push(
      `<p><strong>新版本即将生效</strong>：新版本将于 ${chineseDate(next.effective)}生效${publishedWords(next)}。</p>`,
      `<p><a href="${versionHref(history, next)}">阅读新版本</a> · <a href="${compareHref(history, version)}">查看修改了哪些内容</a></p>`,
    );
  }
  return lines.length ? `<div class="version-notice version-status" role="note" id="version-notice">${lines.join('')}</div>` : '';
}

/** The name a publication that a correction replaced goes by in addresses: `2026-12-01-2026-11-23`, `2026-12-08-2026-11-27-2`. */
export const replacedKey = (version: Pick<TextVersion, 'effective'>, publication: Pick<Publication, 'key'>) => `${version.effective}-${publication.key}`;

/** Where the plain document of a publication that a correction replaced is kept. */
export const replacedPath = (history: TextHistory, version: TextVersion, publication: Publication) => plainDocumentPath(history.route, replacedKey(version, publication));

/**
 * The corrections of a version, each by its day: `2026 年 11 月 27 日更正`, `2026 年 11 月 27 日更正，同日再次更正`
 * (a second correction that day), or `2026 年 11 月 27 日更正，2026 年 11 月 28 日再次更正`; from the third on, their
 * count and the last one's day (`生效前更正 3 次，最近一次为 2026 年 11 月 28 日`), which 历史版本 lists one by one;
 * '' for a version never corrected.
 */
export function correctionWords(version: Pick<TextVersion, 'updated' | 'replaced'>): string {
  const days = [...version.replaced.map((publication) => publication.updated), version.updated];
  if (days.length > 3) return `生效前更正 ${String(days.length - 1)} 次，最近一次为 ${chineseDate(version.updated)}`;
  return days
    .slice(1)
    .map((day, index) => `${day === days[index] ? '同日' : chineseDate(day)}${index === 0 ? '' : index === 1 ? '再次' : `第 ${String(index + 1)} 次`}更正`)
    .join('，');
}

/** `2026 年 11 月 23 日公布，2026 年 11 月 27 日更正`, or `2026 年 11 月 24 日更新` for a version never corrected. */
const publicationDates = (version: TextVersion) => {
  const first = version.replaced[0];
  return first ? `${chineseDate(first.updated)}公布，${correctionWords(version)}` : `${chineseDate(version.updated)}更新`;
};
export const publishedWords = (version: TextVersion) => `（${publicationDates(version)}）`;

/** Which publication of its version it was: `2026 年 11 月 23 日公布`, or for a correction `2026 年 11 月 27 日第 1 次更正`. */
export const publicationWords = (version: TextVersion, publication: Publication) => {
  const nth = version.replaced.indexOf(publication);
  return `${chineseDate(publication.updated)}${nth > 0 ? `第 ${String(nth)} 次更正` : '公布'}`;
};

/** `2026 年 11 月 23 日公布、拟自 2026 年 12 月 1 日起生效的原文本`, `2026 年 11 月 27 日第 1 次更正、拟自 2026 年 12 月 8 日起生效的文本`. */
export const replacedName = (version: TextVersion, publication: Publication) =>
  `${publicationWords(version, publication)}、拟自 ${chineseDate(version.effective)}起生效的${version.replaced[0] === publication ? '原' : ''}文本`;

/** When the publication was corrected: `2026 年 11 月 27 日`, or `同日` when that was the day it was published. */
export const correctedWhen = (publication: Publication) => (publication.correctedOn === publication.updated ? '同日' : chineseDate(publication.correctedOn));

/** The record of a version's earlier publications, each replaced before it bound: true whatever the date. */
function replacedItems(history: TextHistory, version: TextVersion): string {
  return [...version.replaced]
    .reverse()
    .map(
      (publication) =>
        `<li class="version-replaced">${replacedName(version, publication)}（${correctedWhen(publication)}在生效前${version.replaced[0] === publication ? '' : '再次'}更正，从未生效；` +
        `<a href="${replacedPath(history, version, publication)}">查看原文本</a>）</li>`,
    )
    .join('');
}

/** 历史版本: every version, each with its dates and, on screen, its status in the span from `from` (null: a plain document); and every correction made before one bound. */
function versionList(history: TextHistory, shown: TextVersion, from: string | null): string {
  const items = [...history.versions].reverse().map((version) => {
    const label = version === shown ? `${period(version)}的版本（本页）` : `<a href="${versionHref(history, version)}">${period(version)}的版本</a>`;
    const status = from === null ? '' : statusTag(statusWords[statusOf(history, version, from)]);
    const next = nextOf(history, version);
    // A plain document has no comparisons to link to.
    const compare = next && from !== null ? `（<a href="${compareHref(history, version)}">与下一版本对比</a>）` : '';
    const corrected = version.replaced.length > 0 ? `，${correctionWords(version)}` : '';
    return `<li>${label}${status}${corrected}${compare}</li>${replacedItems(history, version)}`;
  });
  return items.join('');
}

/**
 * The part of a version's page between its heading and its table of contents: the notice, its
 * 更新说明 and 历史版本. In the app a `datedMark` stands where the words depend on the date (see
 * datedLead); a `plain` document states dates only.
 */
export function lead(history: TextHistory, version: TextVersion, plain: boolean): string {
  const previous = previousOf(history, version);
  const replaced = version.replaced.at(-1);
  const once = version.replaced.length === 1;
  const correction = version.correction && replaced
    ? '<h2 id="correction-notes" tabindex="-1">更正说明</h2>' +
      (once
        ? `<p>本版本于 ${chineseDate(replaced.updated)}公布，${chineseDate(version.updated)}在生效前更正，生效的是更正后的文本。` +
          `更正前的<a href="${replacedPath(history, version, replaced)}">原文本</a>从未生效，保留备查。与原文本相比：</p>`
        : `<p>本版本于 ${publicationDates(version)}，每次更正都在生效前作出，生效的是最后一次更正后的文本。此前公布的文本都从未生效，保留备查（见历史版本）。` +
          `与本次更正前的<a href="${replacedPath(history, version, replaced)}">${replacedName(version, replaced)}</a>相比：</p>`) +
      version.correction
    : '';
  const notes = version.notes && previous
    ? '<h2 id="update-notes" tabindex="-1">更新说明</h2>' +
      `<p>本版本${version.replaced.length > 0 ? (version.until ? ' ' : '') : `于 ${chineseDate(version.updated)}更新，`}${period(version)}。与 ${period(previous)}的版本相比：</p>` +
      version.notes +
      (plain ? '' : `<p><a href="${compareHref(history, previous)}">逐句查看与上一版本相比的全部修改</a></p>`)
    : '';
  // On screen the notice says where the version stands today; on paper and without scripts, its dates.
  const dates = `<p${plain ? '' : ' class="version-dates"'}>本版本${version.until ? ' ' : ''}${timeElements(`${period(version)}${publishedWords(version)}`)}。</p>`;
  return (
    (plain ? '' : datedMark) +
    dates +
    '<div class="text-history">' +
    correction +
    notes +
    '<h2 id="history" tabindex="-1">历史版本</h2>' +
    `<ul class="version-list">${plain ? versionList(history, version, null) : datedMark}</ul>` +
    '</div>'
  );
}

/** The words of each `datedMark` of `lead`, for every span of dates. */
export function datedLead(history: TextHistory, version: TextVersion): PageContent['dated'] {
  return spans(history).map((from) => ({
    from,
    parts: [versionNotice(history, version, from), versionList(history, version, from)],
  }));
}

/** A version as the link to its plain document names it: `自 2026 年 12 月 1 日起生效的版本`. */
export const shown = (version: TextVersion) => ({ effective: version.effective, name: `${period(version)}的版本` });

/**
 * The 更新说明 of every version after `from` up to `to`, as a comparison of the two shows them: first
 * each one's changes against the reader, then the others, each under the version that made it. A
 * section link goes to the section in the comparison, or, for a section `to` no longer has, in the
 * version the note is about.
 */
export function notesBetween(history: TextHistory, from: TextVersion, to: TextVersion, comparison: Omit<TextAddress, 'path'>): string {
  const between = history.versions.slice(history.versions.indexOf(from) + 1, history.versions.indexOf(to) + 1);
  const pin = (html: string, version: TextVersion) =>
    withAttribute(html, 'href', (found) => {
      const address = parseTextHref(found);
      if (address?.path !== history.route.path || address.version || address.compare) return undefined;
      const section = address.section;
      if (!section) return href(history, comparison);
      return href(history, to.page.ids.has(section) ? { ...comparison, section } : { version: version.effective, section });
    });
  const group = (name: 'adverse' | 'other') =>
    between
      .map((version) => {
        const groups = version.noteGroups;
        const html = groups ? (name === 'other' ? groups.intro : '') + groups[name] : '';
        return html ? `<p>${period(version)}的版本${publishedWords(version)}：</p>${pin(html, version)}` : '';
      })
      .join('');
  const adverse = group('adverse');
  const dates = between.map((version) => chineseDate(version.effective)).join('、');
  const intro =
    between.length > 1
      ? `从 ${chineseDate(from.effective)}版到 ${chineseDate(to.effective)}版，先后有 ${String(between.length)} 个版本生效（${dates}）。以下是它们的更新说明`
      : '以下是本页的版本与上一版本相比的更新说明';
  return (
    '<div class="text-history">' +
    '<h2 id="update-notes" tabindex="-1">更新说明</h2>' +
    `<p>${intro}，先列出对您不利的变化，再列出其他变化。</p>` +
    `<h3 class="bold-heading">对您不利的变化</h3>${adverse || '<p>没有。</p>'}` +
    `<h3 class="bold-heading">其他变化</h3>${group('other') || '<p>没有。</p>'}` +
    '</div>'
  );
}
