import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import matter from 'gray-matter';
import type { Token } from 'markdown-it';
import { routes, type Route } from '../../src/config/routes.ts';
import { textFacts } from '../../src/config/site.ts';
import { parseTextHref } from '../../src/texts/text-address.ts';
import { fillPlaceholders, parsePage, type ParsedPage } from './compile.ts';
import { headingsOfBoldParagraphs, markdown } from './markdown/index.ts';
import { checkLinks, fail, placeholders } from './rules.ts';
import { addDays, dateValues, frontMatterDate } from './dates.ts';
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
export const nextOf = (history: TextHistory, version: TextVersion) => history.versions[history.versions.indexOf(version) + 1];
export const previousOf = (history: TextHistory, version: TextVersion) => history.versions[history.versions.indexOf(version) - 1];
