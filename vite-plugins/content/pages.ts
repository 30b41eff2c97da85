import type { PageContent } from '../../src/config/page-content.ts';
import { datedMark } from '../../src/startup/dated-mark.ts';
import { chineseDate } from '../../src/texts/chinese-date.ts';
import { inForce } from '../../src/texts/on-date.ts';
import { parseTextHref, textHref, type TextAddress } from '../../src/texts/text-address.ts';
import { pageContent, type ParsedPage } from './compile.ts';
import { headingsOfBoldParagraphs, markdown } from './markdown/index.ts';
import { fail } from './rules.ts';
import { compareTexts } from './sentence-diff.ts';
import { plainDocumentPath } from '../html/plain-document-path.ts';
import { nextOf, type Publication, type TextHistory, type TextVersion } from './histories.ts';
import { correctedWhen, datedLead, href, lead, notesBetween, period, publicationWords, replacedKey, replacedName, replacedPath, shown, spans, statusOf, versionHref, versionNames, versionTitle } from './notices.ts';

/**
 * The pages of a text's history, as PageContent: each version (in the app and as a plain document),
 * the comparison of any two, and each publication a correction replaced; and the links of the texts
 * into parts a version lacks.
 */

/** Section links of a version stay in it; shown as the text in force, the app takes the version out. */
export const pinLinks = (html: string, history: TextHistory, pin: Omit<TextAddress, 'path'>) =>
  retargetSectionLinks(html, history, (section) => href(history, { ...pin, section }));

/** The text's links to its own sections (`#/privacy?section=<id>`), pointed at `to(id)`. */
function retargetSectionLinks(html: string, history: TextHistory, to: (section: string) => string): string {
  return html.replace(/href="(#[^"]+)"/g, (link, found: string) => {
    const address = parseTextHref(found);
    const own = address?.path === history.route.path && !address.version && !address.compare;
    return own && address.section ? `href="${to(address.section)}"` : link;
  });
}

/** One version's page: its text under its notice, 更新说明 and 历史版本. */
export function versionPage(history: TextHistory, version: TextVersion): PageContent {
  const pin = { version: version.effective };
  const content = pageContent(version.page.content, history.route.path, { pin, lead: lead(history, version, false), shownVersion: shown(version), legalText: history.route.id });
  const elsewhere = partsElsewhere(history, version);
  return {
    ...content,
    body: pinLinks(content.body, history, pin),
    version: { effective: version.effective, title: versionTitle(content.title, version.effective) },
    dated: datedLead(history, version),
    ...(Object.keys(elsewhere).length > 0 && { elsewhere: Object.fromEntries(Object.entries(elsewhere).map(([id, part]) => [id, partElsewhereNote(id, part)])) }),
  };
}

/** A part of another version, and where it is: the version's address at that part, and its name in words. */
export interface PartElsewhere {
  title: string;
  /** `#/privacy?version=2026-12-01&section=children` */
  href: string;
  /** `自 2026 年 12 月 1 日起生效的版本` */
  version: string;
}

/**
 * What a version's page says when the address names a part it lacks: in focus (the note takes the
 * part's id, so the router lands on it), under the heading; the words hold for the version in force
 * and for one the address names alike.
 */
function partElsewhereNote(id: string, { title, href, version }: PartElsewhere): string {
  // A space between a Chinese character and a numeral, as the texts write them.
  const space = /^\d/.test(version) ? ' ' : '';
  return (
    `<p class="version-notice part-elsewhere" role="note" id="${id}" tabindex="-1">` +
    `本页所示的版本没有“${markdown.utils.escapeHtml(title)}”这一部分。这一部分在${space}<a href="${href}">${version}</a>中。</p>`
  );
}

/**
 * The parts of the text's other versions that `version` lacks, each with the version a reader finds
 * it in: the nearest later one that has it, else the nearest earlier one.
 */
export function partsElsewhere(history: TextHistory, version: TextVersion): Record<string, PartElsewhere> {
  const at = history.versions.indexOf(version);
  const others = [...history.versions.slice(at + 1), ...history.versions.slice(0, at).reverse()];
  const parts: Record<string, PartElsewhere> = {};
  for (const other of others) {
    for (const [id, title] of other.page.titles) {
      if (version.page.ids.has(id) || id in parts) continue;
      parts[id] = { title, href: textHref({ path: history.route.path, version: other.effective, section: id }), version: `${period(other)}的版本` };
    }
  }
  return parts;
}

/** A version as a plain document: the same page with dates instead of status. */
export function plainVersionPage(history: TextHistory, version: TextVersion): PageContent {
  const pin = { version: version.effective };
  const content = pageContent(version.page.content, history.route.path, { pin, lead: lead(history, version, true), shownVersion: shown(version), legalText: history.route.id });
  return { ...content, body: pinLinks(content.body, history, pin) };
}

/**
 * A later version (`to`, the next one unless named) with what changed since `version` marked, sentence
 * by sentence: `?compare=<version>` for the next, `?compare=<version>&to=<later>` across any versions
 * between, whose 更新说明 it lists too, adverse first.
 */
export function comparisonPage(history: TextHistory, version: TextVersion, to?: TextVersion): PageContent {
  const next = to ?? nextOf(history, version);
  if (!next) throw new Error(`${history.route.id}/${version.effective}.md: no later version to compare with`);
  if (next.effective <= version.effective) throw new Error(`${history.route.id}: ${next.effective} is not later than ${version.effective}`);
  const skips = next !== nextOf(history, version);
  const pin = { compare: version.effective, to: skips ? next.effective : null };
  const changeHref = (n: number) => href(history, { ...pin, section: `change-${String(n)}` });
  const { html, changes, changesBySection } = compareTexts(version.page.tokens, next.page.tokens, markdown, changeHref, { text: true });
  if (changes === 0) fail(`${next.effective}.md`, `the comparison with the version of ${version.effective} is empty: a version that changed nothing is not a version`);
  const finished = headingsOfBoldParagraphs(html, 1);
  const notice = (from: string) => {
    const name = (v: TextVersion) => `${versionNames[statusOf(history, v, from)]}（${period(v)}）`;
    return `以下是${name(next)}，标出了与${name(version)}相比的 ${String(changes)} 处修改：`;
  };
  const lead =
    '<div class="version-notice" role="note" id="version-notice">' +
    `<p><span class="version-status">${datedMark}</span><ins>加下划线的是新增内容</ins>，读屏时以“新增：”开头；<del>加删除线的是删除内容</del>，读屏时以“删除：”开头。目录中标出了每一部分的修改处数。</p>` +
    `<p class="version-dates">本页比较 ${period(next)}的版本与 ${period(version)}的版本。</p>` +
    `<p><a href="${changeHref(1)}">跳到第一处修改</a> · <a href="${versionHref(history, version)}">查看修改前的版本</a> · <a href="${versionHref(history, next)}">查看修改后的版本</a></p>` +
    '</div>' +
    notesBetween(history, version, next, pin);
  const content = pageContent({ ...next.page.content, html: finished }, history.route.path, {
    pin,
    lead,
    className: 'prose comparison',
    tocNote: (id) => changesIn(changesBySection.get(id) ?? [], changeHref),
    shownVersion: shown(next),
  });
  const compared = skips ? `${chineseDate(next.effective)}版与 ${chineseDate(version.effective)}版对比` : `与 ${chineseDate(version.effective)}版对比`;
  return {
    ...content,
    title: `${content.title}（${compared}）`,
    dated: spans(history).map((from) => ({ from, parts: [notice(from)] })),
  };
}

/** For a table of contents entry: how many changes the section holds, linking to its first. */
function changesIn(changes: number[], changeHref: (n: number) => string): string {
  const first = changes[0];
  return first === undefined ? '' : ` <a class="toc-changes" href="${changeHref(first)}">${String(changes.length)} 处修改</a>`;
}

/**
 * The dated document of the publication that a publication of `version` followed (RFC 5829's
 * `predecessor-version`), fixed on the day it was published, whatever is published later: for a
 * correction, the publication it corrects (its own document, kept on the record); for a version's first
 * publication, the version before it that had been published by then (of the versions with an earlier
 * effective date first published before that day, the latest), at its dated address; null when there is
 * none (the first version). `publication`: one that a correction replaced; absent, the version's last.
 */
export function predecessorOf(history: TextHistory, version: TextVersion, publication?: Publication): string | null {
  const at = publication ? version.replaced.indexOf(publication) : version.replaced.length;
  const corrected = version.replaced[at - 1];
  if (corrected) return replacedPath(history, version, corrected);
  const firstPublished = (each: TextVersion) => each.replaced[0]?.updated ?? each.updated;
  const before = history.versions.filter((each) => each.effective < version.effective && firstPublished(each) < firstPublished(version)).at(-1);
  return before ? plainDocumentPath(history.route, before.effective) : null;
}

/**
 * A publication that a correction replaced, as a plain document: its text and its 更新说明 as
 * published, under a notice that it never took effect and which text did.
 */
export function replacedPage(history: TextHistory, version: TextVersion, publication: Publication): PageContent {
  const notice =
    '<div class="version-notice" role="note" id="version-notice">' +
    `<p><strong>本文本从未生效。</strong>这是${replacedName(version, publication)}。${correctedWhen(publication)}，我们在它生效前${version.replaced[0] === publication ? '' : '再次'}作了更正，` +
    `生效的是<a href="${versionHref(history, version)}">更正后的版本</a>。本页保留原文本，仅供查阅。</p></div>`;
  const attached = [
    publication.correction ? `<h2 id="correction-notes" tabindex="-1">更正说明（原文本所附）</h2>${publication.correction}` : '',
    publication.notes ? `<h2 id="update-notes" tabindex="-1">更新说明（原文本所附）</h2>${publication.notes}` : '',
  ].join('');
  const notes = attached ? `<div class="text-history">${attached}</div>` : '';
  const shownVersion = { effective: replacedKey(version, publication), name: replacedName(version, publication) };
  const content = pageContent(publication.page.content, history.route.path, { lead: notice + notes, shownVersion, legalText: history.route.id });
  // Its own sections are anchors in this document: the text has no address in the app.
  const body = retargetSectionLinks(content.body, history, (section) => `#${section}`);
  return { ...content, body, title: `${versionTitle(content.title, version.effective)}${version.replaced[0] === publication ? '原' : '更正'}文本（${publicationWords(version, publication)}，未生效）` };
}

/** Where an in-app link names a part that a version in force when it is followed lacks (see checkSectionLinksInForce). */
export interface LinkToPartElsewhere {
  file: string;
  href: string;
  /** The version that lacks the part, and the one the page names instead. */
  lacking: string;
  elsewhere: PartElsewhere;
}

/**
 * Every in-app section link of the texts a reader can be shown from `today` on (`pages`, each text as
 * edited, which is its newest version) into another text, against every version of that text that can
 * be in force when it is followed: the one in force on `today` and each later one. The part is in that version, or
 * the page says where it is (the version's `elsewhere`): a link that would land on a version's top in
 * silence fails the build. The ones the page explains are returned, for the build to list.
 */
export function checkSectionLinksInForce(pages: Map<string, ParsedPage>, histories: Map<string, TextHistory>, today: string): LinkToPartElsewhere[] {
  const explained: LinkToPartElsewhere[] = [];
  for (const [path, page] of pages) {
    const file = `${path.slice(1)}.md`;
    for (const token of page.tokens.flatMap((t) => [t, ...(t.children ?? [])])) {
      const address = token.type === 'link_open' ? parseTextHref(String(token.attrGet('href'))) : null;
      // A text's links to its own parts stay in the version shown (pinned, or the one in force): checkLinks has them.
      const history = address && address.path !== path && !address.version && !address.compare ? histories.get(address.path) : undefined;
      if (!address?.section || !history) continue;
      const id = address.section;
      const href = String(token.attrGet('href'));
      const first = inForce(history.versions.map((version) => version.effective), today);
      for (const version of history.versions.filter((candidate) => first === undefined || candidate.effective >= first)) {
        if (version.page.ids.has(id)) continue;
        const elsewhere = partsElsewhere(history, version)[id];
        if (!elsewhere) fail(file, `link "${href}": the version effective on ${version.effective} has no such section, and none of the text's versions has`);
        if (!explained.some((link) => link.file === file && link.href === href && link.lacking === version.effective)) {
          explained.push({ file, href, lacking: version.effective, elsewhere });
        }
      }
    }
  }
  return explained;
}

