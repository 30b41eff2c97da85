import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileContent, markdown, parsePage } from '../vite-plugins/markdown-pages';
import { compiledContent } from '../vite-plugins/page-modules';
import { compareTexts, splitSentences } from '../vite-plugins/sentence-diff';
import { checkedDate, comparisonPage, readNotes, readVersions, type TextHistory } from '../vite-plugins/text-versions';

const contentDir = fileURLToPath(new URL('../content', import.meta.url));

const version = (effective: string, body = '## 范围 {#scope}\n\n旧的一句。', updated = '2026-10-20') => ({
  file: `/content/versions/privacy/${effective}.md`,
  source: `---\neffective: ${effective}\nupdated: ${updated}\ntitle: 隐私政策\ndescription: 说明\n---\n\n${body}\n`,
});

describe('earlier versions', () => {
  it('reads each version with its own dates and the day it ended', () => {
    const versions = readVersions([version('2026-06-01', undefined, '2026-05-20'), version('2026-11-01', '生效日期：{{dates.effective}}\n\n## 范围 {#scope}\n\n一句。')], '2026-12-01', '/privacy');
    expect(versions.map((v) => [v.effective, v.until])).toEqual([
      ['2026-11-01', '2026-11-30'],
      ['2026-06-01', '2026-10-31'],
    ]);
    expect(versions[0]?.page.content.html).toContain('生效日期：2026 年 11 月 1 日');
  });

  it.each(['2026-13-01', '2026-02-30', '2026-11-1', '20261101', 'next week'])('fails on the malformed date %s', (date) => {
    expect(() => checkedDate(date, 'effective', 'x.md')).toThrow(/not a date/);
    expect(() => readVersions([{ ...version('2026-11-01'), source: version(date).source }], '2026-12-01', '/privacy')).toThrow(/not a date/);
  });

  it('fails on a date that two versions share, or that the current text has', () => {
    const copy = { ...version('2026-11-01'), file: '/content/versions/privacy/copy.md' };
    expect(() => readVersions([version('2026-11-01'), copy], '2026-12-01', '/privacy')).toThrow(/exists already/);
    expect(() => readVersions([version('2026-12-01')], '2026-12-01', '/privacy')).toThrow(/exists already/);
  });

  it('fails when the file is not named for its date, or the version is later than the current text', () => {
    expect(() => readVersions([{ ...version('2026-11-01'), file: '/v/2026-10-01.md' }], '2026-12-01', '/privacy')).toThrow(/named 2026-11-01\.md/);
    expect(() => readVersions([version('2027-01-01')], '2026-12-01', '/privacy')).toThrow(/after the current text/);
  });

  it('writes facts out: only its own dates are placeholders', () => {
    expect(() => readVersions([version('2026-11-01', '## 范围 {#scope}\n\n{{company.name}}。')], '2026-12-01', '/privacy')).toThrow(/company\.name/);
  });
});

describe('更新说明', () => {
  const ids = new Map([['/privacy', new Set(['scope', 'children'])]]);
  const notes = (body: string, effective = '2026-12-01') => `---\neffective: ${effective}\n---\n\n${body}\n`;

  it('renders a list whose items link to their sections', () => {
    const html = readNotes(notes('- 新增[儿童规则](#/privacy?section=children)。'), 'n.md', '/privacy', '2026-12-01', ids);
    expect(html).toContain('<a href="#/privacy?section=children">儿童规则</a>');
  });

  it('fails on a link to a section that does not exist', () => {
    expect(() => readNotes(notes('- 改了[别处](#/privacy?section=gone)。'), 'n.md', '/privacy', '2026-12-01', ids)).toThrow(/does not exist/);
  });

  it('fails on an item without a link to its section', () => {
    expect(() => readNotes(notes('- 新增[儿童规则](#/privacy?section=children)。\n- 文字更清楚。'), 'n.md', '/privacy', '2026-12-01', ids)).toThrow(
      /every item/,
    );
  });

  it('fails when written for another version than the current one', () => {
    expect(() => readNotes(notes('- [范围](#/privacy?section=scope)', '2026-11-01'), 'n.md', '/privacy', '2026-12-01', ids)).toThrow(
      /current text takes effect/,
    );
  });
});

describe('comparison', () => {
  const page = (body: string) => parsePage(`---\ntitle: 隐私政策\ndescription: 说明\n---\n\n${body}\n`, 't.md');
  const compare = (before: string, after: string) =>
    compareTexts(page(before).tokens, page(after).tokens, markdown, (n) => `#/privacy?compare=x&amp;section=change-${String(n)}`);

  it('splits at 。！？； and keeps inline tags balanced in every sentence', () => {
    expect(splitSentences('<strong>甲。乙！</strong>丙；丁')).toEqual([
      { html: '<strong>甲。</strong>', text: '甲。' },
      { html: '<strong>乙！</strong>', text: '乙！' },
      { html: '丙；', text: '丙；' },
      { html: '丁', text: '丁' },
    ]);
  });

  it('marks an added and a removed sentence where they stand, announced in words', () => {
    const { html, changes } = compare('## 甲 {#a}\n\n留下。删去的。', '## 甲 {#a}\n\n留下。新加的。');
    expect(changes).toBe(1);
    expect(html).toContain('留下。<span class="change" id="change-1" tabindex="-1">');
    expect(html).toContain('<del><span class="visually-hidden">删除：</span>删去的。</del>');
    expect(html).toContain('<ins><span class="visually-hidden">新增：</span>新加的。</ins>');
  });

  it('shows a removed list item as an item, and links each change to the next', () => {
    const { html, changes } = compare('## 甲 {#a}\n\n- 一。\n- 二。\n\n段落。', '## 甲 {#a}\n\n- 一。\n\n段落。又一句。');
    expect(changes).toBe(2);
    expect(html).toMatch(/<li class="change" id="change-1" tabindex="-1"><del>.*二。<\/del><a class="next-change" href="[^"]*section=change-2">/);
    expect(html).not.toContain('section=change-3');
  });

  it('compares table rows whole', () => {
    const table = (cell: string) => `## 甲 {#a}\n\n| 项 | 期限 |\n|---|---|\n| 日志 | ${cell} |`;
    const { html, changes } = compare(table('六个月'), table('三个月'));
    expect(changes).toBe(2);
    expect(html).toMatch(/<tr class="change" id="change-1" tabindex="-1"><td><del>/);
    expect(html).toMatch(/<tr class="change" id="change-2" tabindex="-1">\n<td><ins>/);
  });

  it('fails the build when a version changed nothing', () => {
    const text = '## 范围 {#scope}\n\n一句。';
    const [archived] = readVersions([version('2026-11-01', text)], '2026-12-01', '/privacy');
    if (!archived) throw new Error('no version');
    const history: TextHistory = { path: '/privacy', effective: '2026-12-01', updated: '2026-11-23', versions: [archived], notes: '' };
    expect(() => comparisonPage(history, archived, page(text))).toThrow(/comparison .* is empty/);
  });
});

describe('the texts’ histories', () => {
  const content = compiledContent(contentDir);
  const pages = compileContent(contentDir);

  it.each(['/privacy', '/agreement'])('%s lists its versions and compiles each, with its comparison', (path) => {
    const current = content.module({ kind: 'current', path });
    const effective = [...current.body.matchAll(/\?version=([\d-]+)"/g)].map((match) => match[1] ?? '');
    expect(effective.length).toBeGreaterThan(0);
    for (const date of effective) {
      expect(content.module({ kind: 'version', path, effective: date }).body).toContain('本版本已失效');
      expect(content.module({ kind: 'comparison', path, effective: date }).body).toMatch(/<ins>.*<del>|<del>.*<ins>/s);
    }
    expect(pages.get(path)?.ids.has('update-notes')).toBe(false);
  });
});
