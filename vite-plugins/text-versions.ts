import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import matter from 'gray-matter';
import type { Token } from 'markdown-it';
import { routes } from '../src/config/routes.ts';
import { textFacts } from '../src/config/site.ts';
import type { PageContent } from '../src/config/page-content.ts';
import { checkLinks, fillPlaceholders, finishHtml, markdown, pageContent, parsePage, type ParsedPage } from './markdown-pages.ts';
import { compareTexts } from './sentence-diff.ts';

/**
 * The history of a legal text. Every earlier version is content/versions/<page>/<effective date>.md,
 * with `effective` and `updated` in its front matter; it was in force from its effective date to the
 * day before the next version's. The current text is content/<page>.md, effective on site.ts's
 * `dates.effective`; what changed in it is content/update-notes/<page>.md, a list whose every item
 * links to the section it is about.
 */
export interface ArchivedVersion {
  /** `YYYY-MM-DD`, as the address names it (`?version=2026-11-01`). */
  effective: string;
  updated: string;
  /** The last day it was in force. */
  until: string;
  page: ParsedPage;
}

export interface TextHistory {
  path: string;
  /** The current text's dates. */
  effective: string;
  updated: string;
  /** Newest first. */
  versions: ArchivedVersion[];
  /** The 更新说明 of the current text, as HTML (a list). */
  notes: string;
}

function fail(file: string, message: string): never {
  throw new Error(`${basename(file)}: ${message}`);
}

/** A date written `YYYY-MM-DD` that exists in the calendar; anything else fails the build. */
export function checkedDate(value: string, what: string, file: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  if (!valid) fail(file, `${what} "${value}" is not a date written YYYY-MM-DD`);
  return value;
}

/** `2026-11-01` → `2026 年 11 月 1 日`, the way the texts write dates. */
export function chineseDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${String(year)} 年 ${String(month)} 月 ${String(day)} 日`;
}

function isoFromChinese(text: string, what: string): string {
  const match = /^(\d{4}) 年 (\d{1,2}) 月 (\d{1,2}) 日$/.exec(text);
  if (!match) fail('site.ts', `${what} "${text}" is not a date written like 2026 年 11 月 1 日`);
  const [, year = '', month = '', day = ''] = match;
  return checkedDate(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`, what, 'site.ts');
}

function dayBefore(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * A date field as written in the front matter. YAML would turn `2026-11-01` into a Date and quietly
 * roll `2026-02-30` over into March, so the raw text is read instead.
 */
/** The front matter as written (with options, gray-matter skips its cache, whose results lack it). */
const rawFrontMatter = (source: string): string => matter(source, {}).matter;

function frontMatterDate(rawFrontMatter: string, field: string, file: string): string {
  const raw = new RegExp(`^${field}:[ \\t]*(.*?)[ \\t]*$`, 'm').exec(rawFrontMatter)?.[1];
  if (raw === undefined) fail(file, `front matter needs "${field}"`);
  return checkedDate(raw.replace(/^(['"])(.*)\1$/, '$2'), field, file);
}

/** Reads and checks the earlier versions of one text; newest first, each with the day it ended. */
export function readVersions(files: ReadonlyArray<{ file: string; source: string }>, currentEffective: string, path: string): ArchivedVersion[] {
  const byDate = new Map<string, ArchivedVersion>();
  for (const { file, source } of files) {
    const raw = rawFrontMatter(source);
    const effective = frontMatterDate(raw, 'effective', file);
    const updated = frontMatterDate(raw, 'updated', file);
    if (byDate.has(effective) || effective === currentEffective) fail(file, `a version effective on ${effective} exists already`);
    if (basename(file, '.md') !== effective) fail(file, `the file of the version effective on ${effective} must be named ${effective}.md`);
    if (effective > currentEffective) fail(file, `takes effect after the current text (${currentEffective})`);
    if (updated > effective) fail(file, `updated ${updated}, after it took effect`);
    // Its own dates, not the current ones; every other fact is written out as it was then.
    const values = { 'dates.effective': chineseDate(effective), 'dates.updated': chineseDate(updated) };
    byDate.set(effective, { effective, updated, until: '', page: parsePage(source, file, values) });
  }
  const versions = [...byDate.values()].sort((a, b) => b.effective.localeCompare(a.effective));
  versions.forEach((version, index) => {
    version.until = dayBefore(versions[index - 1]?.effective ?? currentEffective);
    if (version.page.content.title !== routes.find((route) => route.path === path)?.title) fail(`${version.effective}.md`, 'has another title');
  });
  return versions;
}

/** The 更新说明: a list, each item linking to a section of the current text. */
export function readNotes(source: string, file: string, path: string, currentEffective: string, idsByPath: Map<string, Set<string>>): string {
  const { content } = matter(source);
  const effective = frontMatterDate(rawFrontMatter(source), 'effective', file);
  if (effective !== currentEffective) fail(file, `describes the version effective on ${effective}, but the current text takes effect on ${currentEffective}`);
  const tokens = markdown.parse(fillPlaceholders(content, file), {});
  const blocks = tokens.filter((token) => token.level === 0 && token.nesting !== -1);
  if (blocks.length !== 1 || blocks[0]?.type !== 'bullet_list_open') fail(file, 'must be one bullet list');
  checkLinks({ tokens }, file, idsByPath);
  const sectionLink = new RegExp(`^#${path}\\?section=`);
  let item: Token[] | null = null;
  for (const token of tokens) {
    if (token.type === 'list_item_open' && token.level === 1) item = [];
    else if (token.type === 'list_item_close' && token.level === 1) {
      const links = (item ?? []).flatMap((t) => t.children ?? []).filter((child) => child.type === 'link_open');
      if (!links.some((link) => sectionLink.test(String(link.attrGet('href'))))) fail(file, 'every item must link to the section it is about');
      item = null;
    } else item?.push(token);
  }
  return markdown.renderer.render(tokens, markdown.options, {});
}

/** Reads the history of every text that has one: content/versions/<page>/ and its notes. */
export function readHistories(contentDir: string, idsByPath: Map<string, Set<string>>): Map<string, TextHistory> {
  const histories = new Map<string, TextHistory>();
  const currentEffective = isoFromChinese(textFacts['dates.effective'], 'dates.effective');
  const currentUpdated = isoFromChinese(textFacts['dates.updated'], 'dates.updated');
  for (const route of routes) {
    const dir = join(contentDir, 'versions', route.id);
    if (!existsSync(dir)) continue;
    const files = readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .map((name) => ({ file: join(dir, name), source: readFileSync(join(dir, name), 'utf8') }));
    const versions = readVersions(files, currentEffective, route.path);
    const notesFile = join(contentDir, 'update-notes', `${route.id}.md`);
    if (!existsSync(notesFile)) fail(notesFile, 'is missing: a text with earlier versions says what changed');
    const notes = readNotes(readFileSync(notesFile, 'utf8'), notesFile, route.path, currentEffective, idsByPath);
    const ownIds = idsByPath.get(route.path) ?? new Set();
    for (const version of versions) {
      for (const id of version.page.ids) {
        if (reservedIds.has(id) || id.startsWith('change-')) fail(`${version.effective}.md`, `the id "${id}" is the page's own`);
      }
    }
    for (const id of ownIds) if (reservedIds.has(id) || id.startsWith('change-')) fail(`${route.id}.md`, `the id "${id}" is the page's own`);
    histories.set(route.path, { path: route.path, effective: currentEffective, updated: currentUpdated, versions, notes });
  }
  return histories;
}

/** Headings the history adds to the current text. */
const reservedIds = new Set(['update-notes', 'history']);

const period = (version: ArchivedVersion) => `${chineseDate(version.effective)}至 ${chineseDate(version.until)}`;
const versionHref = (path: string, version: ArchivedVersion) => `#${path}?version=${version.effective}`;
const compareHref = (path: string, version: ArchivedVersion) => `#${path}?compare=${version.effective}`;

/** 更新说明 and 历史版本, shown on the current text above its table of contents. */
export function historyPart(history: TextHistory): string {
  const { path, versions } = history;
  const previous = versions[0];
  const items = versions.map(
    (version) =>
      `<li><a href="${versionHref(path, version)}">${period(version)}有效的版本</a>（<a href="${compareHref(path, version)}">与现行版本对比</a>）</li>`,
  );
  return (
    '<div class="text-history">' +
    '<h2 id="update-notes" tabindex="-1">更新说明</h2>' +
    `<p>本版本于 ${chineseDate(history.updated)}发布，自 ${chineseDate(history.effective)}起生效。主要变化：</p>` +
    history.notes +
    (previous ? `<p><a href="${compareHref(path, previous)}">逐句查看与上一版本相比的全部修改</a></p>` : '') +
    '<h2 id="history" tabindex="-1">历史版本</h2>' +
    `<ul class="version-list">${items.join('')}</ul>` +
    '</div>'
  );
}

/** An earlier version: its whole text under a notice that it is no longer in force. */
export function versionPage(history: TextHistory, version: ArchivedVersion): PageContent {
  const { path } = history;
  const query = `version=${version.effective}&amp;`;
  // The text's links to its own sections stay inside this version.
  const html = version.page.content.html.replace(new RegExp(`href="#${path}\\?section=`, 'g'), `href="#${path}?${query}section=`);
  const notice =
    '<div class="version-notice" role="note">' +
    `<p><strong>本版本已失效。</strong>以下是 ${period(version)}有效的版本（${chineseDate(version.updated)}更新），仅供查阅；` +
    `自 ${chineseDate(history.effective)}起适用<a href="#${path}">现行版本</a>。</p>` +
    `<p><a href="${compareHref(path, version)}">查看此后的修改</a></p>` +
    '</div>';
  const content = pageContent({ ...version.page.content, html }, path, { query, lead: notice });
  return { ...content, title: `${content.title}（${chineseDate(version.effective)}版）` };
}

/** The current text with what changed since an earlier version marked, sentence by sentence. */
export function comparisonPage(history: TextHistory, version: ArchivedVersion, current: ParsedPage): PageContent {
  const { path } = history;
  const query = `compare=${version.effective}&amp;`;
  const { html, changes } = compareTexts(version.page.tokens, current.tokens, markdown, (n) => `#${path}?${query}section=change-${String(n)}`);
  if (changes === 0) fail(`${version.effective}.md`, 'the comparison with the current text is empty: a version that changed nothing is not a version');
  const notice =
    '<div class="version-notice" role="note">' +
    `<p>以下是现行版本（${chineseDate(history.effective)}起生效），标出了与 ${period(version)}有效的版本相比的 ${String(changes)} 处修改：` +
    '<ins>加下划线的是新增内容</ins>，<del>加删除线的是删除内容</del>。</p>' +
    `<p><a href="#${path}?${query}section=change-1">跳到第一处修改</a> · <a href="${versionHref(path, version)}">查看该版本全文</a> · <a href="#${path}">只看现行版本</a></p>` +
    '</div>';
  const content = pageContent({ ...current.content, html: finishHtml(html) }, path, { query, lead: notice, className: 'prose comparison' });
  return { ...content, title: `${content.title}（与 ${chineseDate(version.effective)}版对比）` };
}
