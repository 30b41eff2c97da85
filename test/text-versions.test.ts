import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsePage, readTexts } from '../vite-plugins/content/compile';
import { markdown } from '../vite-plugins/content/markdown/index';
import { compiledContent } from '../vite-plugins/content/plugin';
import { compareTexts, splitSentences } from '../vite-plugins/content/sentence-diff';
import { htmlPieces } from '../vite-plugins/content/html-pieces';
import { checkedDate } from '../vite-plugins/content/dates';
import { checkSectionLinksInForce, comparisonPage, partsElsewhere, plainVersionPage, replacedPage } from '../vite-plugins/content/pages.ts';
import { readHistories, readNotes, readVersion, type TextHistory, type TextVersion } from '../vite-plugins/content/histories.ts';
import { replacedKey } from '../vite-plugins/content/notices.ts';
import { routeById } from '../src/config/routes';
import { textOn } from '../src/pages/text-on-date';
import { beijingToday, inForce, statusOn } from '../src/texts/on-date';
import { textView } from '../src/texts/text-view';

const contentDir = fileURLToPath(new URL('../content', import.meta.url));

const source = (effective: string, updated: string, body = '## 范围 {#scope}\n\n旧的一句。') =>
  `---\neffective: ${effective}\nupdated: ${updated}\ntitle: 隐私政策\ndescription: 说明\n---\n\n${body}\n`;
const archived = (effective: string, updated: string, body?: string): TextVersion => ({
  ...readVersion(source(effective, updated, body), `/content/versions/privacy/${effective}.md`, true),
  until: null,
  notes: null,
  noteGroups: null,
  correction: null,
  replaced: [],
  changed: [],
  noteItems: [],
  correctionItems: [],
  consent: 'required',
});

describe('a version’s dates', () => {
  it.each(['2026-13-01', '2026-02-30', '2026-11-1', '20261101', 'next week'])('fails on the malformed date %s', (date) => {
    expect(() => checkedDate(date, 'effective', 'x.md')).toThrow(/not a date/);
    expect(() => archived(date, '2026-10-20')).toThrow(/not a date/);
  });

  it('fails when it takes effect before it is published', () => {
    expect(() => archived('2026-11-01', '2026-11-02')).toThrow(/cannot take effect earlier/);
    expect(archived('2026-11-02', '2026-11-02').effective).toBe('2026-11-02');
  });

  it('fails when the file is not named for its date', () => {
    expect(() => readVersion(source('2026-11-01', '2026-10-20'), '/v/2026-10-01.md', true)).toThrow(/named 2026-11-01\.md/);
  });

  it('writes facts out: only its own dates are placeholders', () => {
    expect(() => archived('2026-11-01', '2026-10-20', '## 范围 {#scope}\n\n{{company.name}}。')).toThrow(/company\.name/);
    expect(archived('2026-11-01', '2026-10-20', '生效日期：{{dates.effective}}\n\n## 范围 {#scope}\n\n一句。').page.content.html).toContain(
      '生效日期：<time datetime="2026-11-01">2026 年 11 月 1 日</time>',
    );
  });
});

describe('更新说明 match the changes', () => {
  const before = archived('2026-11-01', '2026-10-20', '开头。\n\n## 范围 {#scope}\n\n一句。\n\n## 儿童 {#children}\n\n旧规则。\n\n## 旧节 {#gone}\n\n删去。');
  const after = archived('2026-12-01', '2026-11-23', '开头。\n\n## 范围 {#scope}\n\n一句。\n\n## 儿童 {#children}\n\n新规则。');
  const ids = new Map([['/privacy', after.page.ids]]);
  const read = (notes: string) => readNotes(notes, 'n.md', routeById('privacy'), before, after, ids);
  const complete = '- 新增[儿童规则](#/privacy?section=children)，删去[旧节](#/privacy?version=2026-11-01&section=gone)。';

  it('renders paragraphs and lists whose items link to the sections that changed', () => {
    const { html, adverse } = read(`**对您不利的变化**\n\n${complete}`);
    expect(adverse).toBe(1);
    expect(html).toContain('<a href="#/privacy?section=children">儿童规则</a>');
    // Its groups are headings under 更新说明 (an h2), looking as the bold paragraphs they are written as.
    expect(html).toContain('<h3 class="bold-heading">对您不利的变化</h3>');
  });

  it('counts as adverse the items under 对您不利的变化, and any before the first group', () => {
    expect(read(`**其他变化**\n\n${complete}`).adverse).toBe(0);
    expect(read(complete).adverse).toBe(1);
    expect(() => read(`**要点**\n\n${complete}`)).toThrow(/heads no group/);
  });

  it('fails on notes that miss a change', () => {
    expect(() => read('- 新增[儿童规则](#/privacy?section=children)。')).toThrow(/no item names "gone"/);
  });

  it('fails on notes that invent a change', () => {
    expect(() => read(`${complete}\n- 修改了[范围](#/privacy?section=scope)。`)).toThrow(/names "scope", which did not change/);
  });

  it('fails on an item without a link to its section, and on a link to a section that does not exist', () => {
    expect(() => read(`${complete}\n- 文字更清楚。`)).toThrow(/every item/);
    expect(() => read(`${complete}\n- 改了[别处](#/privacy?section=elsewhere)。`)).toThrow(/does not exist/);
  });

  it('does not count a version’s own dates, nor spacing, as a change', () => {
    const spaced = archived('2026-12-01', '2026-11-23', '生效日期：{{dates.effective}}\n\n## 范围 {#scope}\n\n一 句。');
    const dated = archived('2026-11-01', '2026-10-20', '生效日期：{{dates.effective}}\n\n## 范围 {#scope}\n\n一句。');
    expect(() => readNotes('- [范围](#/privacy?section=scope)', 'n.md', routeById('privacy'), dated, spaced, ids)).toThrow(/did not change/);
  });
});

describe('comparison', () => {
  const page = (body: string) => parsePage(`---\ntitle: 隐私政策\ndescription: 说明\n---\n\n${body}\n`, 't.md');
  const compare = (before: string, after: string) =>
    compareTexts(page(before).tokens, page(after).tokens, markdown, (n) => `#/privacy?compare=x&amp;section=change-${String(n)}`);

  // What a sentence shows and says; its pieces are those htmlPieces reads in its HTML.
  const sentences = (html: string) =>
    splitSentences(html).map(({ html: sentence, pieces, text }) => {
      expect(pieces).toEqual(htmlPieces(sentence));
      return { html: sentence, text };
    });

  it('splits at 。！？； and keeps inline tags balanced in every sentence', () => {
    expect(sentences('<strong>甲。乙！</strong>丙；丁')).toEqual([
      { html: '<strong>甲。</strong>', text: '甲。' },
      { html: '<strong>乙！</strong>', text: '乙！' },
      { html: '丙；', text: '丙；' },
      { html: '丁', text: '丁' },
    ]);
    expect(sentences('丙<a href="#/x">甲。乙。</a>')).toEqual([
      { html: '丙<a href="#/x">甲。</a>', text: '丙甲。' },
      { html: '<a href="#/x">乙。</a>', text: '乙。' },
    ]);
  });

  it('drops the tags a split leaves empty, those inside first, and keeps a contact’s copy slot', () => {
    const slot = '<span class="copy-slot"></span>';
    expect(sentences(`<strong><a href="#/x">甲。</a></strong>乙 <a href="mailto:a@b.example">a@b.example</a>${slot}。`)).toEqual([
      { html: '<strong><a href="#/x">甲。</a></strong>', text: '甲。' },
      { html: `乙 <a href="mailto:a@b.example">a@b.example</a>${slot}。`, text: '乙 a@b.example。' },
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
    expect(html).toMatch(/<li class="change" id="change-1" tabindex="-1"><del>.*二。<\/del><a class="next-change" href="[^"]*section=change-2" aria-label="下一处修改（第 2 处，共 2 处）">/);
    expect(html).not.toContain('section=change-3');
  });

  it('puts the jump from a changed heading after the heading, out of its name', () => {
    const { html } = compare('## 甲 {#a}\n\n一句。', '## 乙 {#a}\n\n一句。又一句。');
    expect(html).toMatch(/<h2 id="a" tabindex="-1"><span class="change" id="change-\d" tabindex="-1"><ins>[^]*?<\/ins><\/span><\/h2>\n<a class="next-change"/);
  });

  it('compares table rows whole', () => {
    const table = (cell: string) => `## 甲 {#a}\n\n| 项 | 期限 |\n|---|---|\n| 日志 | ${cell} |`;
    const { html, changes } = compare(table('六个月'), table('三个月'));
    expect(changes).toBe(2);
    expect(html).toMatch(/<tr class="change" id="change-1" tabindex="-1"><td><del>/);
    expect(html).toMatch(/<tr class="change" id="change-2" tabindex="-1">\n<td><ins>/);
  });

  it('fails the build when a version changed nothing', () => {
    const older = archived('2026-11-01', '2026-10-20', '## 范围 {#scope}\n\n一句。');
    const newer = archived('2026-12-01', '2026-11-23', '## 范围 {#scope}\n\n一句。');
    const history: TextHistory = { route: routeById('privacy'), versions: [older, newer] };
    expect(() => comparisonPage(history, older)).toThrow(/comparison .* is empty/);
  });

  it('marks in the table of contents how many changes each section has, linking to its first', () => {
    const body = (text: string) => ['甲', '乙', '丙', '丁'].map((title, index) => `## ${title} {#s${String(index)}}\n\n${index === 2 ? text : '同。'}`).join('\n\n');
    const older = archived('2026-11-01', '2026-10-20', body('旧一。旧二。'));
    const newer = archived('2026-12-01', '2026-11-23', body('新一。旧二。新三。'));
    const page = comparisonPage({ route: routeById('privacy'), versions: [older, newer] }, older);
    expect(page.body).toContain('丙</a> <a class="toc-changes" href="#/privacy?compare=2026-11-01&amp;section=change-1">2 处修改</a>');
    expect(page.body).toContain('<li><a href="#/privacy?compare=2026-11-01&amp;section=s0">甲</a></li>');
  });
});

describe('comparison across skipped versions', () => {
  const body = (text: string) => ['甲', '乙', '丙', '丁'].map((title, index) => `## ${title} {#s${String(index)}}\n\n${index === 2 ? text : '同。'}`).join('\n\n');
  const noted = (version: TextVersion, previous: TextVersion, notes: string): TextVersion => {
    const read = readNotes(notes, `${version.effective}.md`, routeById('privacy'), previous, version, new Map([['/privacy', version.page.ids]]));
    return { ...version, notes: read.html, noteGroups: read.groups };
  };
  const first = archived('2026-11-01', '2026-10-20', body('一。'));
  const second = noted(archived('2026-11-27', '2026-11-20', body('一。二。')), first, '说明。\n\n**其他变化**\n\n- 加了[二](#/privacy?section=s2)。');
  const third = noted(archived('2026-12-08', '2026-11-30', body('二。三。')), second, '**对您不利的变化**\n\n- 删了一，见[丙](#/privacy?section=s2)。\n\n**其他变化**\n\n- 加了三，见[丙](#/privacy?section=s2)。');
  const history: TextHistory = { route: routeById('privacy'), versions: [first, second, third] };

  it('compares the earlier text with the later one, each change marked once, its address keeping both dates', () => {
    const page = comparisonPage(history, first, third);
    expect(page.title).toBe('隐私政策（2026 年 12 月 8 日版与 2026 年 11 月 1 日版对比）');
    expect(page.body).toContain('<del><span class="visually-hidden">删除：</span>一。</del>');
    expect(page.body).toContain('<ins><span class="visually-hidden">新增：</span>二。</ins><ins><span class="visually-hidden">新增：</span>三。</ins>');
    expect(page.body).toContain('<a class="toc-changes" href="#/privacy?compare=2026-11-01&amp;to=2026-12-08&amp;section=change-1">');
  });

  it('lists the 更新说明 of every version in between, the adverse ones of all first, links kept in the comparison', () => {
    const notes = comparisonPage(history, first, third).body.split('<h2 id="update-notes"')[1] ?? '';
    const at = (words: string) => notes.indexOf(words);
    expect(notes).toContain('先后有 2 个版本生效（2026 年 11 月 27 日、2026 年 12 月 8 日）');
    // The groups are headings under 更新说明, as in a version's own notes.
    expect(notes).toContain('<h3 class="bold-heading">对您不利的变化</h3>');
    expect(at('删了一')).toBeGreaterThan(at('<h3 class="bold-heading">对您不利的变化</h3>'));
    expect(at('<h3 class="bold-heading">其他变化</h3>')).toBeGreaterThan(at('删了一'));
    expect(at('说明。')).toBeGreaterThan(at('<h3 class="bold-heading">其他变化</h3>'));
    expect(at('加了三')).toBeGreaterThan(at('加了二'));
    expect(notes).toContain('href="#/privacy?compare=2026-11-01&amp;to=2026-12-08&amp;section=s2"');
    expect(notes).not.toContain('href="#/privacy?section=');
  });

  it('a comparison with the next version has the address, title and notes it always had', () => {
    const page = comparisonPage(history, second);
    expect(page.title).toBe('隐私政策（与 2026 年 11 月 27 日版对比）');
    expect(page.body).toContain('href="#/privacy?compare=2026-11-27&amp;section=change-1"');
    expect(page.body).not.toContain('to=');
    expect(page.body).toContain('以下是本页的版本与上一版本相比的更新说明');
  });

  it('what an address asks for: a comparison in order, else a version and why', () => {
    const dates = ['2026-11-01', '2026-11-27', '2026-12-08'];
    expect(textView(dates, '2026-11-01', '2026-12-08')).toEqual({ show: 'comparison', from: '2026-11-01', to: '2026-12-08', reversed: false });
    expect(textView(dates, '2026-12-08', '2026-11-01')).toEqual({ show: 'comparison', from: '2026-11-01', to: '2026-12-08', reversed: true });
    expect(textView(dates, '2026-11-27', null)).toEqual({ show: 'comparison', from: '2026-11-27', to: '2026-12-08', reversed: false });
    expect(textView(dates, '2026-12-08', null)).toEqual({ show: 'version', effective: null, why: 'newest' });
    expect(textView(dates, '2026-11-27', '2026-11-27')).toEqual({ show: 'version', effective: '2026-11-27', why: 'same' });
    expect(textView(dates, null, '2026-11-27')).toEqual({ show: 'version', effective: '2026-11-27', why: 'no-earlier' });
    for (const [compare, to] of [['2026-11-02', '2026-12-08'], ['2026-11-01', '2030-01-01'], ['<script>', null], [null, '']] as const) {
      expect(textView(dates, compare, to)).toEqual({ show: 'version', effective: null, why: 'unknown' });
    }
  });
});

describe('notice and corrections', () => {
  const text = (effective: string, updated: string, rule: string) =>
    `---\neffective: ${effective}\nupdated: ${updated}\ntitle: 隐私政策\ndescription: 说明\n---\n\n## 范围 {#scope}\n\n一句。\n\n## 规则 {#rule}\n\n${rule}\n`;
  const item = '- 修改了[规则](#/privacy?section=rule)。';
  /** A content folder holding one text's record: the files, by path under content/. */
  const histories = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'texts-'));
    for (const [name, source] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), source);
    }
    const file = join(dir, 'privacy.md');
    const newest = new Map([['/privacy', { file, source: readFileSync(file, 'utf8') }]]);
    const ids = parsePage(readFileSync(file, 'utf8'), file, undefined, true).ids;
    return () => readHistories(dir, newest, new Map([['/privacy', ids]])).get('/privacy');
  };
  const first = { 'versions/privacy/2026-11-01.md': text('2026-11-01', '2026-10-20', '旧规则。') };

  it('lets a version that lists no change against the reader take effect the day it is published', () => {
    const read = histories({ ...first, 'privacy.md': text('2026-11-27', '2026-11-27', '更宽的规则。'), 'update-notes/privacy/2026-11-27.md': `**其他变化**\n\n${item}` });
    expect(read()?.versions.map((version) => version.effective)).toEqual(['2026-11-01', '2026-11-27']);
  });

  it('holds a version with a change against the reader to the notice period', () => {
    const notes = `**对您不利的变化**\n\n${item}`;
    expect(histories({ ...first, 'privacy.md': text('2026-11-30', '2026-11-27', '更严的规则。'), 'update-notes/privacy/2026-11-30.md': notes })).toThrow(/2026-12-04 at the earliest/);
    expect(histories({ ...first, 'privacy.md': text('2026-12-04', '2026-11-27', '更严的规则。'), 'update-notes/privacy/2026-12-04.md': notes })()?.versions).toHaveLength(2);
  });

  describe('a version corrected before it binds', () => {
    const published = {
      ...first,
      'withdrawn/privacy/2026-12-01/2026-11-23.md': text('2026-12-01', '2026-11-23', '不公平的规则。'),
      'withdrawn/privacy/2026-12-01/2026-11-23.notes.md': `**对您不利的变化**\n\n${item}`,
      'update-notes/privacy/2026-12-01.md': `**对您不利的变化**\n\n${item}`,
    };
    const correction = (updated: string, notes: string | null = `**其他变化**\n\n${item}`) => ({
      ...published,
      'privacy.md': text('2026-12-01', updated, '公平的规则。'),
      ...(notes === null ? {} : { 'update-notes/privacy/2026-12-01.correction.md': notes }),
    });

    it('keeps the publication it replaced on the record, and its notice counts from the first publication', () => {
      const version = histories(correction('2026-11-27'))()?.versions.at(-1);
      expect(version?.updated).toBe('2026-11-27');
      expect(version?.replaced.map((publication) => [publication.updated, publication.correctedOn])).toEqual([['2026-11-23', '2026-11-27']]);
      expect(version?.correction).toContain('<a href="#/privacy?section=rule">规则</a>');
    });

    it('keeps a correction that was itself corrected on the record, with its 更正说明', () => {
      const twice = {
        ...correction('2026-11-28'),
        'withdrawn/privacy/2026-12-01/2026-11-27.md': text('2026-12-01', '2026-11-27', '较公平的规则。'),
        'withdrawn/privacy/2026-12-01/2026-11-27.notes.md': `**对您不利的变化**\n\n${item}`,
        'withdrawn/privacy/2026-12-01/2026-11-27.correction.md': `**其他变化**\n\n${item}`,
      };
      const version = histories(twice)()?.versions.at(-1);
      expect(version?.replaced.map((publication) => [publication.updated, publication.correctedOn])).toEqual([
        ['2026-11-23', '2026-11-27'],
        ['2026-11-27', '2026-11-28'],
      ]);
      expect(version?.replaced[1]?.correction).toContain('规则');
    });

    it('keeps apart the publications of one day: a correction corrected the day it was published', () => {
      const sameDay = {
        ...correction('2026-11-27'),
        'withdrawn/privacy/2026-12-01/2026-11-27.md': text('2026-12-01', '2026-11-27', '较公平的规则。'),
        'withdrawn/privacy/2026-12-01/2026-11-27.correction.md': `**其他变化**\n\n${item}`,
        'withdrawn/privacy/2026-12-01/2026-11-27-2.md': text('2026-12-01', '2026-11-27', '更公平的规则。'),
        'withdrawn/privacy/2026-12-01/2026-11-27-2.correction.md': `**其他变化**\n\n${item}`,
      };
      const history = histories(sameDay)();
      const version = history?.versions.at(-1);
      if (!history || !version) throw new Error('no history');
      expect(version.replaced.map((publication) => [publication.key, publication.correctedOn])).toEqual([
        ['2026-11-23', '2026-11-27'],
        ['2026-11-27', '2026-11-27'],
        ['2026-11-27-2', '2026-11-27'],
      ]);
      expect(version.replaced.map((publication) => replacedKey(version, publication))).toEqual(['2026-12-01-2026-11-23', '2026-12-01-2026-11-27', '2026-12-01-2026-11-27-2']);
      const plain = plainVersionPage(history, version).body;
      // Its dates line: each date also as a machine reads it.
      // From the third correction on, their count and the last one's day: 历史版本 lists them one by one.
      expect(plain).toContain('（<time datetime="2026-11-23">2026 年 11 月 23 日</time>公布，生效前更正 3 次，最近一次为 <time datetime="2026-11-27">2026 年 11 月 27 日</time>）');
      expect(plain).toContain('2026 年 11 月 27 日第 1 次更正、拟自 2026 年 12 月 1 日起生效的文本（同日在生效前再次更正，从未生效；<a href="/pages/privacy-2026-12-01-2026-11-27.html">');
      expect(plain).toContain('2026 年 11 月 27 日第 2 次更正、拟自 2026 年 12 月 1 日起生效的文本（同日在生效前再次更正，从未生效；<a href="/pages/privacy-2026-12-01-2026-11-27-2.html">');
      const second = version.replaced[2];
      if (!second) throw new Error('no second correction');
      expect(replacedPage(history, version, second).title).toBe('隐私政策（2026 年 12 月 1 日版）更正文本（2026 年 11 月 27 日第 2 次更正，未生效）');
      // The build refuses a record whose names do not say which publication of the day each is.
      expect(histories({ ...sameDay, 'withdrawn/privacy/2026-12-01/2026-11-27-3.md': text('2026-12-01', '2026-11-26', '规则。') })).toThrow(/must be the publication of 2026-11-26/);
    });

    it('needs the notice period again for a change against the reader the correction makes', () => {
      expect(histories(correction('2026-11-27', `**对您不利的变化**\n\n${item}`))).toThrow(/its 更正说明 lists 1 change.*2026-12-04 at the earliest/);
    });

    it('says what it changed, and is published not before the text it corrects and before it binds', () => {
      expect(histories(correction('2026-11-27', null))).toThrow(/2026-12-01\.correction\.md: is missing/);
      expect(histories(correction('2026-11-27', '更正了文字。'))).toThrow(/no item names "rule", changed since the text published on 2026-11-23/);
      expect(histories(correction('2026-12-01'))).toThrow(/a correction must be published before/);
      expect(histories(correction('2026-11-22'))).toThrow(/cannot be published before the text it corrects/);
    });
  });
});

describe('a part that a version lacks', () => {
  const older = { ...archived('2026-11-01', '2026-10-20', '## 范围 {#scope}\n\n一句。\n\n### 儿童 {#minors-children}\n\n旧规则。'), until: '2026-11-30' };
  const newer = archived('2026-12-01', '2026-11-23', '## 范围 {#scope}\n\n一句。\n\n## 儿童规则 {#children}\n\n新规则。');
  const history: TextHistory = { route: routeById('privacy'), versions: [older, newer] };

  it('is placed in the nearest version that has it, later ones first', () => {
    expect(partsElsewhere(history, older)).toEqual({
      children: { title: '儿童规则', href: '#/privacy?version=2026-12-01&section=children', version: '自 2026 年 12 月 1 日起生效的版本' },
    });
    expect(partsElsewhere(history, newer)).toEqual({
      'minors-children': { title: '儿童', href: '#/privacy?version=2026-11-01&section=minors-children', version: '2026 年 11 月 1 日至 2026 年 11 月 30 日有效的版本' },
    });
  });

  it('is checked for every link against each version in force from the build’s day on', () => {
    const page = parsePage('---\ntitle: 首页\ndescription: 说明\n---\n\n见[儿童规则](#/privacy?section=children)。\n', 'index.md');
    const histories = new Map([['/privacy', history]]);
    const pages = new Map([['/index', page]]);
    const explained = checkSectionLinksInForce(pages, histories, '2026-11-28');
    expect(explained).toEqual([{ file: 'index.md', href: '#/privacy?section=children', lacking: '2026-11-01', elsewhere: partsElsewhere(history, older).children }]);
    expect(checkSectionLinksInForce(pages, histories, '2026-12-01')).toEqual([]);
    const nowhere = parsePage('---\ntitle: 首页\ndescription: 说明\n---\n\n见[规则](#/privacy?section=nowhere)。\n', 'index.md');
    expect(() => checkSectionLinksInForce(new Map([['/index', nowhere]]), histories, '2026-11-28')).toThrow(/no such section/);
  });
});

// The first test compiles every text, version and publication on the record: seconds on a busy machine.
describe('the texts’ histories', { timeout: 30_000 }, () => {
  const content = compiledContent(contentDir);
  const texts = readTexts(contentDir);

  it.each(['/privacy', '/agreement'])('%s compiles each version and each comparison with the next', (path) => {
    const dates = content.calendar()[path.slice(1)] ?? [];
    expect(dates.length).toBeGreaterThan(1);
    for (const date of dates.slice(0, -1)) {
      const version = content.module({ kind: 'version', path, effective: date });
      expect(version.version?.effective).toBe(date);
      expect(content.module({ kind: 'comparison', path, effective: date }).body).toMatch(/<ins>.*<del>|<del>.*<ins>/s);
    }
    // Every two versions are compared, each its own module; the next one by the `?compare` it always had.
    const pairs = [...content.views().entries()].filter(([key]) => new RegExp(`^${path.slice(1)}/[\\d-]+/\\d{4}-\\d{2}-\\d{2}$`).test(key));
    expect(pairs).toHaveLength((dates.length * (dates.length - 1)) / 2);
    expect(pairs.filter(([, module]) => module.endsWith('?compare'))).toHaveLength(dates.length - 1);
    // And each list the newest version has, compiled from its section.
    for (const [key, module] of content.views()) {
      if (!key.startsWith(`${path.slice(1)}/${dates.at(-1) ?? ''}/`) || !module.includes('?list=')) continue;
      const list = content.module({ kind: 'list', path, list: module.split('?list=')[1] ?? '' });
      expect(list.body).toContain('<div class="prose">');
      expect(list.version?.effective).toBe(dates.at(-1));
    }
    expect(texts.get(path)?.page.ids.has('update-notes')).toBe(false);
    // Every comparison of the longest texts, sentence by sentence: seconds on a busy 2-core machine.
  }, 60_000);
});

describe('the text a reader sees on a date', () => {
  it('takes the date in Beijing, whatever the device’s zone', () => {
    expect(beijingToday(Date.parse('2026-11-30T16:05:00Z'))).toBe('2026-12-01');
    expect(beijingToday(Date.parse('2026-11-30T15:55:00Z'))).toBe('2026-11-30');
  });

  it('puts in force the latest version that has taken effect, before the first the first', () => {
    const dates = ['2026-11-01', '2026-12-01'];
    expect(inForce(dates, '2026-11-30')).toBe('2026-11-01');
    expect(inForce(dates, '2026-12-01')).toBe('2026-12-01');
    expect(inForce(dates, '2026-10-01')).toBe('2026-11-01');
  });

  it('says where a version stands: before the first effective date none binds', () => {
    const dates = ['2026-11-01', '2026-12-01'];
    expect(dates.map((date) => statusOn(dates, date, '2026-10-31'))).toEqual(['upcoming', 'upcoming']);
    expect(dates.map((date) => statusOn(dates, date, '2026-11-30'))).toEqual(['inForce', 'upcoming']);
    expect(dates.map((date) => statusOn(dates, date, '2026-12-01'))).toEqual(['superseded', 'inForce']);
  });

  it('fills the dated words, and keeps section links in the version only when the address names it', () => {
    const content = {
      title: '隐私政策',
      description: '',
      body: '<template data-dated></template><a href="#/privacy?version=2026-11-01&amp;section=a">甲</a>',
      version: { effective: '2026-11-01', title: '隐私政策（2026 年 11 月 1 日版）' },
      dated: [
        { from: '', parts: ['即将生效'] },
        { from: '2026-11-01', parts: ['现行'] },
        { from: '2026-12-01', parts: ['已失效'] },
      ],
    };
    expect(textOn(content, '2026-11-30', false)).toEqual({ title: '隐私政策', dated: ['现行'], versionLink: '?version=2026-11-01&' });
    expect(textOn(content, '2026-12-01', true)).toEqual({ title: '隐私政策（2026 年 11 月 1 日版）', dated: ['已失效'], versionLink: null });
    expect(textOn(content, '2026-10-31', true).dated).toEqual(['即将生效']);
  });
});
