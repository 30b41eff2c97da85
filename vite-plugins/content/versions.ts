import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import matter from 'gray-matter';
import type { Token } from 'markdown-it';
import { routes, type Route } from '../../src/config/routes.ts';
import { textFacts } from '../../src/config/site.ts';
import type { PageContent } from '../../src/config/page-content.ts';
import { datedMark } from '../../src/startup/dated-mark.ts';
import { chineseDate } from '../../src/texts/chinese-date.ts';
import { inForce, statusOn, type Status } from '../../src/texts/on-date.ts';
import { parseTextHref, textHref, type TextAddress } from '../../src/texts/text-address.ts';
import { fillPlaceholders, pageContent, parsePage, type ParsedPage } from './compile.ts';
import { headingsOfBoldParagraphs, markdown } from './markdown/index.ts';
import { checkLinks, fail, placeholders } from './rules.ts';
import { compareTexts } from './sentence-diff.ts';
import { plainDocumentPath } from '../html/plain-document-path.ts';
import { addDays, dateValues, frontMatterDate, timeElements } from './dates.ts';
import { consentClass, declaredConsent, derivedConsent, readConsentSections, type ConsentClass, type NoteItem } from './consent-class.ts';

/**
 * The versions of a legal text. The newest is content/<page>.md, with `effective` and `updated` (the
 * day it was published) in its front matter; each earlier one is content/versions/<page>/<effective
 * date>.md, its facts written out as they were. Every version but the first has its 更新说明 in
 * content/update-notes/<page>/<effective date>.md, which the build checks against the texts.
 *
 * Which version is in force depends on the reader's date, so the words that say so (现行, 即将生效,
 * 已失效) are not fixed here: each version's page carries them for every span of dates between two
 * effective dates (PageContent.dated), and the app picks by the date in Beijing
 * (src/texts/on-date.ts). Where no script runs (plain documents) or on paper, dates are stated.
 */
export interface TextVersion {
  /** `YYYY-MM-DD`, as the address names it (`?version=2026-11-01`). */
  effective: string;
  /** The day it was published: at least `changes.notice` before `effective`. */
  updated: string;
  /** The last day it is in force, once a later version exists. */
  until: string | null;
  page: ParsedPage;
  /** Each leaf section's text (see sectionTexts), to tell which sections a version changed. */
  sections: Map<string, string>;
  /** Its 更新说明 as HTML; null for the first version. */
  notes: string | null;
  /** The same 更新说明 by group, for a comparison across several versions (adverse first); null for the first version. */
  noteGroups: NoteGroups | null;
  /** Its 更正说明 as HTML when this publication corrected an earlier one before it bound; else null. */
  correction: string | null;
  /** The earlier publications of this version, replaced by a correction before it bound (oldest first). */
  replaced: Publication[];
  /** The sections it changed (or removed) against the version before it ('' the text before the first heading); none for the first. */
  changed: string[];
  /** The items of its 更新说明, and of its 更正说明. */
  noteItems: NoteItem[];
  correctionItems: NoteItem[];
  /** What it asks of a reader who agreed to the version before (consent-class.ts); the first version: `required`. */
  consent: ConsentClass;
}

/**
 * A publication of a version that a correction replaced before it took effect: it never bound anyone,
 * and stays on the record (content/withdrawn/<page>/<effective>/<key>.md, its 更新说明 beside it as
 * <key>.notes.md), shown as a plain document of its own.
 */
export interface Publication {
  /** The day it was published. */
  updated: string;
  /**
   * Its name on the record and in its address: the day it was published, `2026-11-27`; a second
   * publication of the same version on the same day (a correction made the day the text it corrects
   * was published) is `2026-11-27-2`, a third `2026-11-27-3`.
   */
  key: string;
  page: ParsedPage;
  sections: Map<string, string>;
  /** Its 更新说明 as published (HTML), if it had any. */
  notes: string | null;
  /** Its 更正说明 as published (HTML), if it was itself a correction. */
  correction: string | null;
  /** The day the next publication of the same version replaced it. */
  correctedOn: string;
}

/** What a notes file (更新说明 or 更正说明) says, with how many of its items are changes against the reader. */
export interface Notes {
  html: string;
  /** Items listed under 对您不利的变化 (or before any group): each makes the notice period apply. */
  adverse: number;
  items: NoteItem[];
  /** The consent class its front matter declares (`consent: required`), if any. */
  declared: ConsentClass | undefined;
  groups: NoteGroups;
}

/**
 * A notes file's blocks by group, as HTML: `adverse` (the items under 对您不利的变化, and any list before
 * the first group), `other` (under 其他变化), `intro` (the paragraphs before the first group). Empty
 * strings where a group has nothing.
 */
export type NoteGroups = Record<Group | 'intro', string>;

export interface TextHistory {
  route: Route;
  /** Oldest first; the last is content/<page>.md. */
  versions: TextVersion[];
}

/** The notice period the texts promise (`changes.notice`, e.g. `7 日`), in days. */
export function noticeDays(notice: string = textFacts['changes.notice']): number {
  const match = /^(\d+) 日$/.exec(notice);
  if (!match) fail('site.ts', `changes.notice "${notice}" is not a number of days written like 7 日`);
  return Number(match[1]);
}

function requiredDate(source: string, field: string, file: string): string {
  return frontMatterDate(source, field, file) ?? fail(file, `front matter needs "${field}"`);
}

/**
 * The text of each leaf section, the run from one heading (h2 or h3) to the next, by heading id; the
 * text before the first heading is ''. Whitespace is dropped: spacing alone is no change.
 */
export function sectionTexts(tokens: Token[]): Map<string, string> {
  const sections = new Map<string, string>([['', '']]);
  let id = '';
  for (const token of tokens) {
    if (token.type === 'heading_open') {
      id = String(token.attrGet('id'));
      sections.set(id, '');
    }
    if (token.type === 'inline') sections.set(id, `${sections.get(id) ?? ''}\u0000${token.content.replace(/\s+/g, '')}`);
  }
  return sections;
}

type ReadVersion = Omit<TextVersion, 'until' | 'notes' | 'noteGroups' | 'correction' | 'replaced' | 'changed' | 'noteItems' | 'correctionItems' | 'consent'>;

/**
 * Reads one version: checks its dates and parses it, facts written out (archived) or from site.ts. How
 * much notice it needs depends on its notes, so readHistories checks that.
 */
export function readVersion(source: string, file: string, archived: boolean, parsed?: ParsedPage): ReadVersion {
  const effective = requiredDate(source, 'effective', file);
  const updated = requiredDate(source, 'updated', file);
  if (archived && basename(file) !== `${effective}.md`) fail(file, `the file of the version effective on ${effective} must be named ${effective}.md`);
  if (effective < updated) fail(file, `published ${updated}, it cannot take effect earlier (${effective})`);
  const values = archived ? dateValues(source, file) : { ...placeholders, ...dateValues(source, file) };
  return { effective, updated, ...parseVersionText(source, file, values, archived, parsed) };
}

/**
 * A version's text parsed (`parsed`, when the page data has it already: content/<page>.md is parsed
 * once), and each of its sections' text as the notes are checked against it.
 */
export function parseVersionText(source: string, file: string, values: Readonly<Record<string, string>>, archived: boolean, parsed?: ParsedPage): Pick<TextVersion, 'page' | 'sections'> {
  const page = parsed ?? parsePage(source, file, values, archived);
  // The same text with neutral dates, so that a version's own dates are not counted as a change.
  const neutral = parsePage(source, file, { ...values, 'dates.effective': '-', 'dates.updated': '-' }, true);
  return { page, sections: sectionTexts(neutral.tokens) };
}

/** The sections a version changed against the one before it, and those it removed. */
export function changedSections(previous: Pick<TextVersion, 'sections'>, next: Pick<TextVersion, 'sections'>): { changed: Set<string>; removed: Set<string> } {
  const changed = new Set([...next.sections].filter(([id, text]) => previous.sections.get(id) !== text).map(([id]) => id));
  const removed = new Set([...previous.sections.keys()].filter((id) => !next.sections.has(id)));
  return { changed, removed };
}

/** The notice the notes' items need: a bold paragraph alone heads a group, 对您不利的变化 or 其他变化. */
type Group = 'adverse' | 'other';

/** A paragraph that is only bold words is a group's heading: which group, or null for any other paragraph. */
function groupHeading(tokens: Token[], index: number, file: string): Group | null {
  const paragraph = tokens[index];
  if (paragraph?.type !== 'paragraph_open' || paragraph.level !== 0) return null;
  const children = (tokens[index + 1]?.children ?? []).filter((child) => child.type !== 'text' || child.content !== '');
  const bold = children.length === 3 && children[0]?.type === 'strong_open' && children[2]?.type === 'strong_close';
  if (!bold) return null;
  const words = children[1]?.content ?? '';
  if (words.includes('不利')) return 'adverse';
  if (words.startsWith('其他')) return 'other';
  return fail(file, `"${words}" heads no group: the groups are 对您不利的变化 (the notice period applies) and 其他变化`);
}

/** The top-level blocks of notes by group, the group headings left out (see NoteGroups). */
function notesByGroup(tokens: Token[], file: string): NoteGroups {
  const parts: Record<keyof NoteGroups, Token[]> = { intro: [], adverse: [], other: [] };
  let group: Group | null = null;
  let part: keyof NoteGroups | null = null;
  for (const [index, token] of tokens.entries()) {
    if (token.level === 0 && token.nesting === 1) {
      const heading = groupHeading(tokens, index, file);
      if (heading) group = heading;
      part = heading ? null : (group ?? (token.type === 'bullet_list_open' ? 'adverse' : 'intro'));
    }
    if (part) parts[part].push(token);
  }
  const render = (part: Token[]) => markdown.renderer.render(part, markdown.options, {});
  return { intro: render(parts.intro), adverse: render(parts.adverse), other: render(parts.other) };
}

/**
 * The 更新说明 of `version` (or its 更正说明, against the publication it corrects): Markdown paragraphs
 * and bullet lists. Every item links to a section of the page (`#/privacy?section=<id>`, or `#/privacy`
 * for the text before the first heading, or `#/privacy?version=<previous>&section=<id>` for a section it
 * removed), and the sections linked are exactly those whose text changed: notes can neither miss nor
 * invent a change. Items under 对您不利的变化, and any before the first group, count as adverse.
 */
export function readNotes(
  source: string,
  file: string,
  route: Route,
  previous: Pick<TextVersion, 'effective' | 'sections'> & { name?: string },
  version: Pick<TextVersion, 'page' | 'sections'>,
  idsByPath: Map<string, Set<string>>,
): Notes {
  const { content, data } = matter(source);
  const declared = declaredConsent((data as Record<string, unknown>).consent, file);
  const tokens = markdown.parse(fillPlaceholders(content, file), {});
  for (const token of tokens) {
    if (token.level === 0 && token.nesting !== -1 && !['bullet_list_open', 'paragraph_open'].includes(token.type)) {
      fail(file, `holds a ${token.type.replace(/_open$/, '')}: 更新说明 are paragraphs and bullet lists`);
    }
  }
  const ownIds = new Map(idsByPath).set(route.path, version.page.ids);
  const ownAddress = (href: string) => {
    const address = parseTextHref(href);
    return address?.path === route.path ? address : null;
  };
  // A section the version removed is linked in the previous version: `#/privacy?version=<previous>&section=<id>`.
  const previousSection = (href: string) => {
    const address = ownAddress(href);
    return address?.version === previous.effective && !address.compare && Boolean(address.section);
  };
  const named = new Set<string>();
  let item: Token[] | null = null;
  let group: Group = 'adverse';
  let adverse = 0;
  const items: NoteItem[] = [];
  for (const [index, token] of tokens.entries()) {
    group = groupHeading(tokens, index, file) ?? group;
    if (token.type === 'list_item_open' && token.level === 1) {
      item = [];
      if (group === 'adverse') adverse += 1;
    } else if (token.type === 'list_item_close' && token.level === 1) {
      const hrefs = (item ?? []).flatMap((t) => t.children ?? []).filter((child) => child.type === 'link_open').map((link) => String(link.attrGet('href')));
      const own = hrefs.flatMap((href) => ownAddress(href) ?? []);
      if (own.length === 0) fail(file, 'every item must link to the section it is about');
      const sections = own.map((address) => address.section ?? '');
      for (const id of sections) named.add(id);
      items.push({ kind: group, ...itemWords(item ?? []), sections: [...new Set(sections)] });
      item = null;
    } else item?.push(token);
  }
  checkLinks({ tokens }, file, ownIds, previousSection);
  const { changed, removed } = changedSections(previous, version);
  const name = (id: string) => (id ? `"${id}"` : 'the text before the first heading');
  for (const id of named) {
    if (!changed.has(id) && !removed.has(id)) fail(file, `names ${name(id)}, which did not change since ${previousName(previous)}`);
  }
  const missed = [...changed, ...removed].filter((id) => !named.has(id));
  if (missed.length > 0) fail(file, `no item names ${missed.map(name).join(', ')}, changed since ${previousName(previous)}`);
  // Shown under the heading 更新说明 (or 更正说明): its groups' bold paragraphs are headings under it.
  return { html: headingsOfBoldParagraphs(markdown.renderer.render(tokens, markdown.options, {}), 2), adverse, items, declared, groups: notesByGroup(tokens, file) };
}

/** An item's words, links as their words, and its bold opening words if it starts with some. */
function itemWords(tokens: Token[]): Pick<NoteItem, 'lead' | 'text'> {
  const inline = tokens.filter((token) => token.type === 'inline');
  const words = (children: Token[]) => children.map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : '')).join('');
  const text = inline.map((token) => words(token.children ?? [])).join('').trim();
  const first = (inline[0]?.children ?? []).filter((child) => child.type !== 'text' || child.content !== '');
  const close = first.findIndex((child) => child.type === 'strong_close');
  const lead = first[0]?.type === 'strong_open' && close > 0 ? words(first.slice(1, close)).trim() : null;
  return { lead: lead || null, text };
}

const previousName = (previous: Pick<TextVersion, 'effective'> & { name?: string }) => previous.name ?? `the version effective on ${previous.effective}`;

/** The name on the record of the `nth` publication of a version on the day `updated`: `2026-11-27`, then `2026-11-27-2`. */
export const publicationKey = (updated: string, nth: number) => (nth > 1 ? `${updated}-${String(nth)}` : updated);

/**
 * The publications a correction replaced, oldest first: content/withdrawn/<page>/<effective>/<key>.md
 * (see Publication.key), each with its 更新说明 as published (<key>.notes.md) and, if it was itself a
 * correction, its 更正说明 (<key>.correction.md), as npm run correct-version keeps them. They are the
 * record, frozen: read, not checked.
 */
function readReplaced(contentDir: string, pageId: string, effective: string, correctedOn: string): Publication[] {
  const dir = join(contentDir, 'withdrawn', pageId, effective);
  if (!existsSync(dir)) return [];
  const order = (key: string) => key.replace(/^(\d{4}-\d{2}-\d{2})$/, '$1-1').replace(/-(\d+)$/, (_, nth: string) => `-${nth.padStart(4, '0')}`);
  const files = readdirSync(dir);
  const keys = files
    .flatMap((name) => /^(\d{4}-\d{2}-\d{2}(?:-\d+)?)\.md$/.exec(name)?.[1] ?? [])
    .sort((a, b) => order(a).localeCompare(order(b)));
  const known = new Set(keys.flatMap((key) => [`${key}.md`, `${key}.notes.md`, `${key}.correction.md`]));
  for (const stray of files) if (!known.has(stray)) fail(join(dir, stray), 'is not a publication (<date>.md, or <date>-2.md for the second of a day), its 更新说明 (.notes.md) or its 更正说明 (.correction.md)');
  const published = (file: string) => (existsSync(file) ? headingsOfBoldParagraphs(markdown.render(matter(readFileSync(file, 'utf8')).content), 2) : null);
  const read = keys.map((key, index) => {
    const file = join(dir, `${key}.md`);
    const source = readFileSync(file, 'utf8');
    const updated = requiredDate(source, 'updated', file);
    const nth = keys.slice(0, index + 1).filter((earlier) => earlier.startsWith(updated)).length;
    if (key !== publicationKey(updated, nth) || requiredDate(source, 'effective', file) !== effective) {
      fail(file, `must be the publication of ${updated} (the ${String(nth)}. that day, ${publicationKey(updated, nth)}.md) of the version effective on ${effective}`);
    }
    const notes = published(join(dir, `${key}.notes.md`));
    const correction = published(join(dir, `${key}.correction.md`));
    return { updated, key, ...parseVersionText(source, file, dateValues(source, file), true), notes, correction };
  });
  return read.map((publication, index) => ({ ...publication, correctedOn: read[index + 1]?.updated ?? correctedOn }));
}

/**
 * The notice a version needs. A version whose notes list no change against the reader may take effect
 * on the day it is published; one that lists any needs `changes.notice` (site.ts): its 更新说明's from
 * the day the version was first published, its 更正说明's from the day of the correction.
 */
function checkNotice(file: string, version: ReadVersion, firstPublished: string, notes: Notes | null, correction: Notes | null, consent: ConsentClass): void {
  const notice = noticeDays();
  if (notes && consent === 'required' && version.effective < addDays(firstPublished, notice)) {
    fail(file, `its consent class is required, so it needs ${textFacts['changes.notice']} of notice (changes.notice): published ${firstPublished}, it can take effect on ${addDays(firstPublished, notice)} at the earliest`);
  }
  const needs = (from: string, count: number, what: string) => {
    if (count > 0 && version.effective < addDays(from, notice)) {
      fail(file, `its ${what} list${count === 1 ? 's' : ''} ${String(count)} change(s) against the reader (对您不利的变化), so it needs ${textFacts['changes.notice']} of notice (changes.notice): published ${from}, it can take effect on ${addDays(from, notice)} at the earliest`);
    }
  };
  needs(firstPublished, notes?.adverse ?? 0, '更新说明');
  needs(version.updated, correction?.adverse ?? 0, '更正说明');
}

/** Reads every versioned text: its versions, oldest first, their 更新说明, and the corrections made before each bound. */
export function readHistories(contentDir: string, newest: Map<string, { source: string; file: string; page?: ParsedPage }>, idsByPath: Map<string, Set<string>>): Map<string, TextHistory> {
  const histories = new Map<string, TextHistory>();
  const consentFile = join(contentDir, 'consent-sections.json');
  const consentSections = existsSync(consentFile) ? readConsentSections(consentFile) : new Map<string, readonly string[]>();
  for (const route of routes) {
    const current = newest.get(route.path);
    if (!current || frontMatterDate(current.source, 'effective', current.file) === null) continue;
    const dir = join(contentDir, 'versions', route.id);
    const archived = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.md')) : [];
    const read = [
      ...archived.map((name) => readVersion(readFileSync(join(dir, name), 'utf8'), join(dir, name), true)),
      readVersion(current.source, current.file, false, current.page),
    ].sort((a, b) => a.effective.localeCompare(b.effective));
    const notesDir = join(contentDir, 'update-notes', route.id);
    const notesFiles = new Set(existsSync(notesDir) ? readdirSync(notesDir) : []);
    const withdrawnDir = join(contentDir, 'withdrawn', route.id);
    const corrected = new Set(existsSync(withdrawnDir) ? readdirSync(withdrawnDir) : []);
    const versions: TextVersion[] = [];
    read.forEach((version, index) => {
      const previous = versions[index - 1];
      const file = `${route.id}/${version.effective}.md`;
      if (previous?.effective === version.effective) fail(file, `two versions take effect on ${version.effective}`);
      if (previous && version.updated < previous.updated) fail(file, `published ${version.updated}, before the version before it (${previous.updated})`);
      if (version.page.content.title !== route.title) fail(file, `title must be "${route.title}"`);
      for (const id of version.page.ids) if (reservedIds.has(id) || id.startsWith('change-')) fail(file, `the id "${id}" is the page's own`);
      if (previous) previous.until = addDays(version.effective, -1);
      const notesFile = join(notesDir, `${version.effective}.md`);
      const notesName = `content/update-notes/${route.id}/${version.effective}.md`;
      notesFiles.delete(`${version.effective}.md`);
      if (previous && !existsSync(notesFile)) fail(notesFile, `is missing: every version after the first says what changed (content/update-notes/${file})`);
      const notes = previous ? readNotes(readFileSync(notesFile, 'utf8'), notesName, route, previous, version, idsByPath) : null;

      // A correction: the version as published earlier is on the record, and this publication says what it changed.
      corrected.delete(version.effective);
      const replaced = readReplaced(contentDir, route.id, version.effective, version.updated);
      const correctionFile = join(notesDir, `${version.effective}.correction.md`);
      const correctionName = `content/update-notes/${route.id}/${version.effective}.correction.md`;
      notesFiles.delete(`${version.effective}.correction.md`);
      const last = replaced.at(-1);
      if (last && !existsSync(correctionFile)) fail(correctionName, `is missing: a version published again before it took effect says what the correction changed`);
      if (!last && existsSync(correctionFile)) fail(correctionName, `corrects nothing: content/withdrawn/${route.id}/${version.effective}/ holds no earlier publication`);
      if (last && last.updated > version.updated) fail(file, `a correction cannot be published before the text it corrects (${last.updated})`);
      if (last && version.updated >= version.effective) fail(file, `binds from ${version.effective}: a correction must be published before (published ${version.updated}); publish a new version instead`);
      const correction = last
        ? readNotes(readFileSync(correctionFile, 'utf8'), correctionName, route, { effective: version.effective, sections: last.sections, name: `the text published on ${last.updated}` }, version, idsByPath)
        : null;
      const difference = previous ? changedSections(previous, version) : null;
      const changed = difference ? [...difference.changed, ...difference.removed] : [];
      const items = [...(notes?.items ?? []), ...(correction?.items ?? [])];
      const consent = previous ? consentClass(notesName, notes?.declared, derivedConsent(items, changed, consentSections.get(route.id) ?? [])) : 'required';
      checkNotice(file, version, replaced[0]?.updated ?? version.updated, notes, correction, consent);
      versions.push({
        ...version,
        until: null,
        notes: notes?.html ?? null,
        noteGroups: notes?.groups ?? null,
        correction: correction?.html ?? null,
        replaced,
        changed,
        noteItems: notes?.items ?? [],
        correctionItems: correction?.items ?? [],
        consent,
      });
    });
    const newestIds = versions.at(-1)?.page.ids ?? new Set<string>();
    for (const id of consentSections.get(route.id) ?? []) {
      if (![...newestIds].some((each) => each === id || each.startsWith(`${id}-`))) fail('content/consent-sections.json', `names "${id}", which ${route.id}'s newest version has no section of`);
    }
    for (const stray of corrected) fail(`content/withdrawn/${route.id}/${stray}`, 'names no version of the text');
    if (versions[0] && notesFiles.has(`${versions[0].effective}.md`)) fail(`update-notes/${route.id}/${versions[0].effective}.md`, 'the first version has nothing to compare with');
    notesFiles.delete(`${versions[0]?.effective ?? ''}.md`);
    for (const stray of notesFiles) fail(`update-notes/${route.id}/${stray}`, 'names no version of the text');
    histories.set(route.path, { route, versions });
  }
  return histories;
}

/** Headings the history adds to a version's page. */
const reservedIds = new Set(['update-notes', 'correction-notes', 'history', 'version-notice']);

/** The version after `version`, and the one before it, if any. */
const nextOf = (history: TextHistory, version: TextVersion) => history.versions[history.versions.indexOf(version) + 1];
const previousOf = (history: TextHistory, version: TextVersion) => history.versions[history.versions.indexOf(version) - 1];

/** The title of a page that shows one version of a text, e.g. `隐私政策（2026 年 11 月 1 日版）`. */
export const versionTitle = (title: string, effective: string) => `${title}（${chineseDate(effective)}版）`;

/** `2026 年 11 月 1 日至 2026 年 11 月 30 日有效` or `自 2026 年 12 月 1 日起生效`: true whatever the date. */
export function period(version: TextVersion): string {
  return version.until ? `${chineseDate(version.effective)}至 ${chineseDate(version.until)}有效` : `自 ${chineseDate(version.effective)}起生效`;
}

/** The first day of each span of dates in which the status of every version stays the same: '', then each effective date. */
const spans = (history: TextHistory): string[] => ['', ...history.versions.map((version) => version.effective)];

/** Where `version` stands on the first day of a span (src/texts/on-date.ts). */
const statusOf = (history: TextHistory, version: TextVersion, from: string): Status =>
  statusOn(history.versions.map((each) => each.effective), version.effective, from);

const statusWords: Record<Status, string> = { upcoming: '即将生效', inForce: '现行', superseded: '已失效' };
const versionNames: Record<Status, string> = { upcoming: '即将生效的版本', inForce: '现行版本', superseded: '已失效的版本' };

const href = (history: TextHistory, address: Omit<TextAddress, 'path'> = {}) => textHref({ path: history.route.path, ...address }, '&amp;');
const versionHref = (history: TextHistory, version: TextVersion) => href(history, { version: version.effective });
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
const replacedPath = (history: TextHistory, version: TextVersion, publication: Publication) => plainDocumentPath(history.route, replacedKey(version, publication));

/**
 * The corrections of a version, each by its day: `2026 年 11 月 27 日更正`, `2026 年 11 月 27 日更正，同日再次更正`
 * (a second correction that day), then `同日第 3 次更正`, or `2026 年 11 月 27 日更正，2026 年 11 月 28 日再次更正`; '' for a version never corrected.
 */
export function correctionWords(version: Pick<TextVersion, 'updated' | 'replaced'>): string {
  const days = [...version.replaced.map((publication) => publication.updated), version.updated];
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
const publicationWords = (version: TextVersion, publication: Publication) => {
  const nth = version.replaced.indexOf(publication);
  return `${chineseDate(publication.updated)}${nth > 0 ? `第 ${String(nth)} 次更正` : '公布'}`;
};

/** `2026 年 11 月 23 日公布、拟自 2026 年 12 月 1 日起生效的原文本`, `2026 年 11 月 27 日第 1 次更正、拟自 2026 年 12 月 8 日起生效的文本`. */
const replacedName = (version: TextVersion, publication: Publication) =>
  `${publicationWords(version, publication)}、拟自 ${chineseDate(version.effective)}起生效的${version.replaced[0] === publication ? '原' : ''}文本`;

/** When the publication was corrected: `2026 年 11 月 27 日`, or `同日` when that was the day it was published. */
const correctedWhen = (publication: Publication) => (publication.correctedOn === publication.updated ? '同日' : chineseDate(publication.correctedOn));

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
function lead(history: TextHistory, version: TextVersion, plain: boolean): string {
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
function datedLead(history: TextHistory, version: TextVersion): PageContent['dated'] {
  return spans(history).map((from) => ({
    from,
    parts: [versionNotice(history, version, from), versionList(history, version, from)],
  }));
}

/** A version as the link to its plain document names it: `自 2026 年 12 月 1 日起生效的版本`. */
const shown = (version: TextVersion) => ({ effective: version.effective, name: `${period(version)}的版本` });

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
  const { html, changes } = compareTexts(version.page.tokens, next.page.tokens, markdown, changeHref, { text: true });
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
    tocNote: (id) => changesIn(finished, id, changeHref),
    shownVersion: shown(next),
  });
  const compared = skips ? `${chineseDate(next.effective)}版与 ${chineseDate(version.effective)}版对比` : `与 ${chineseDate(version.effective)}版对比`;
  return {
    ...content,
    title: `${content.title}（${compared}）`,
    dated: spans(history).map((from) => ({ from, parts: [notice(from)] })),
  };
}

/**
 * The 更新说明 of every version after `from` up to `to`, as a comparison of the two shows them: first
 * each one's changes against the reader, then the others, each under the version that made it. A
 * section link goes to the section in the comparison, or, for a section `to` no longer has, in the
 * version the note is about.
 */
function notesBetween(history: TextHistory, from: TextVersion, to: TextVersion, comparison: Omit<TextAddress, 'path'>): string {
  const between = history.versions.slice(history.versions.indexOf(from) + 1, history.versions.indexOf(to) + 1);
  const pin = (html: string, version: TextVersion) =>
    html.replace(/href="(#[^"]+)"/g, (link, found: string) => {
      const address = parseTextHref(found);
      if (address?.path !== history.route.path || address.version || address.compare) return link;
      const section = address.section;
      if (!section) return `href="${href(history, comparison)}"`;
      return `href="${href(history, to.page.ids.has(section) ? { ...comparison, section } : { version: version.effective, section })}"`;
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

/** For a table of contents entry: how many changes the section holds, linking to its first. */
function changesIn(html: string, id: string, changeHref: (n: number) => string): string {
  const section = html.split('<section>').find((part) => part.includes(`<h2 id="${id}"`)) ?? '';
  const changes = [...section.matchAll(/id="change-(\d+)"/g)].map((match) => Number(match[1]));
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
