import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileContent, fillPlaceholders, parsePage } from '../vite-plugins/content/compile';
import { headingsOfBoldParagraphs } from '../vite-plugins/content/markdown/index';
import { checkLinks, placeholders } from '../vite-plugins/content/rules';
import { dateValues } from '../vite-plugins/content/dates';
import { routes, type RouteId } from '../src/config/routes';

const contentDir = fileURLToPath(new URL('../content', import.meta.url));
const hanCharacters = (text: string) => (text.match(/\p{Script=Han}/gu) ?? []).length;

/** A text's floor, so that a page cut short by mistake fails; a page not listed needs a real text of its own. */
const minimumHan: Partial<Record<RouteId, number>> = {
  index: 500,
  introduce: 1500,
  privacy: 10_000,
  parent: 4000,
  agreement: 10_000,
};

describe('page texts', () => {
  const pages = compileContent(contentDir);

  it.each(routes.map((route) => [route.id, route.path] as const))('%s is long enough', (id, path) => {
    const raw = readFileSync(`${contentDir}/${id}.md`, 'utf8');
    const source = fillPlaceholders(raw, id, { ...placeholders, ...dateValues(raw, id) });
    expect(hanCharacters(source)).toBeGreaterThanOrEqual(minimumHan[id] ?? 300);
    expect(pages.get(path)?.content.sections.length).toBeGreaterThanOrEqual(3);
  });
});

describe('content build rules', () => {
  const page = (body: string) => `---\ntitle: 测试\ndescription: 测试页面\n---\n\n${body}\n`;
  const links = new Map([['/privacy', new Set(['scope'])]]);

  it('compiles headings with their ids and lists the sections', () => {
    const parsed = parsePage(page('## 范围 {#scope}\n\n正文。\n\n### 细节 {#detail}\n\n更多。'), 't.md');
    expect(parsed.content.sections).toEqual([{ id: 'scope', title: '范围' }]);
    expect(parsed.content.html).toContain('<h2 id="scope" tabindex="-1">范围</h2>');
  });

  it('wraps each ## section, with its ### parts, in a <section>', () => {
    const parsed = parsePage(page('引言。\n\n## 甲 {#a}\n\n文。\n\n### 细 {#d}\n\n文。\n\n## 乙 {#b}\n\n文。'), 't.md');
    expect(parsed.content.html.replace(/\n/g, '')).toBe(
      '<p>引言。</p><section><h2 id="a" tabindex="-1">甲</h2><p>文。</p><h3 id="d" tabindex="-1">细</h3><p>文。</p></section>' +
        '<section><h2 id="b" tabindex="-1">乙</h2><p>文。</p></section>',
    );
  });

  it('fails on a word that content/terms.json rules out, in the text or the front matter; an earlier version keeps its words', () => {
    expect(() => parsePage(page('## 范围 {#scope}\n\n请拨打客服电话。'), 't.md')).toThrow(/"客服电话" is written: the texts say 客服热线/);
    expect(() => parsePage(page('## 范围 {#scope}\n\n未成年用户。').replace('测试页面', '邮编'), 't.md')).toThrow(/"邮编"/);
    expect(parsePage(page('## 范围 {#scope}\n\n请拨打客服电话。'), 't.md', {}, true).content.html).toContain('客服电话');
  });

  it('fails on a clause that limits the reader’s rights without its word in bold, when the text promises bold', () => {
    const promised = (body: string) => page(body).replace('title: 测试\n', 'title: 测试\nbold: [不承担, 我们有权]\n');
    expect(() => parsePage(promised('## 范围 {#scope}\n\n**甲。**对此我们不承担责任。'), 't.md')).toThrow(/"对此我们不承担责任。" limits the reader's rights/);
    expect(parsePage(promised('## 范围 {#scope}\n\n甲。**对此我们不承担责任**，但会说明原因。'), 't.md').ids.has('scope')).toBe(true);
    expect(parsePage(page('## 范围 {#scope}\n\n对此我们不承担责任。'), 't.md').ids.has('scope')).toBe(true);
  });

  it('holds a part written for children to short sentences that say 你, with no links', () => {
    const forChildren = (body: string) => page(`## 给你的约定 {#kids}\n\n${body}\n\n## 其他 {#other}\n\n您的权利写在这里，这一句可以写得很长很长很长很长很长很长。`).replace('title: 测试\n', 'title: 测试\nchildReadable: [kids]\n');
    expect(parsePage(forChildren('- 陌生人不能给你发私信。\n- 花钱之前，先问爸爸妈妈。'), 't.md').ids.has('kids')).toBe(true);
    expect(() => parsePage(forChildren('你在游戏里遇到任何让你不舒服或者害怕的事情都可以马上告诉爸爸妈妈。'), 't.md')).toThrow(/has 32 Han characters/);
    expect(() => parsePage(forChildren('你可以看[规则](#/privacy?section=scope)。'), 't.md')).toThrow(/holds a link/);
    expect(() => parsePage(forChildren('请您陪孩子阅读。'), 't.md')).toThrow(/says 您/);
  });

  it('fails on a duplicate id', () => {
    expect(() => parsePage(page('## 甲 {#a}\n\n文。\n\n## 乙 {#a}\n\n文。'), 't.md')).toThrow(/duplicate heading id "a"/);
  });

  it('fails on a heading without an id', () => {
    expect(() => parsePage(page('## 甲\n\n文。'), 't.md')).toThrow(/has no \{#id\}/);
  });

  it('fails on an empty section', () => {
    expect(() => parsePage(page('## 甲 {#a}\n\n## 乙 {#b}\n\n文。'), 't.md')).toThrow(/empty/);
  });

  it('fails on a missing config value', () => {
    expect(() => parsePage(page('## 甲 {#a}\n\n{{company.fax}}'), 't.md')).toThrow(/company\.fax/);
  });

  it.each(['#/nowhere', '#/privacy?section=missing', 'http://pay.example/privacy', 'ftp://files.example/a'])('fails on the link %s', (href) => {
    const parsed = parsePage(page(`## 甲 {#a}\n\n[链接](${href})`), 't.md');
    expect(() => {
      checkLinks(parsed, 't.md', links);
    }).toThrow(/link/);
  });

  it('accepts in-app links to pages and their sections, mail links and https pages', () => {
    const parsed = parsePage(
      page('## 甲 {#a}\n\n[政策](#/privacy) [范围](#/privacy?section=scope) [信](mailto:a@b.example) [合作方](https://pay.example/privacy)'),
      't.md',
    );
    expect(() => {
      checkLinks(parsed, 't.md', links);
    }).not.toThrow();
  });

  it('makes a heading of a bold paragraph that is a title, a level below the heading it comes under', () => {
    const parsed = parsePage(page('**要点摘要**\n\n一句。\n\n## 附录 {#list}\n\n**栖云计算（成都栖云计算服务有限公司）**\n\n- 用途\n\n### 步骤 {#steps}\n\n**1. 同意请求**\n\n**我们不承担责任。**\n\n**依照法律，在以下情形中：**'), 't.md');
    const { html } = parsed.content;
    expect(html).toContain('<h2 class="bold-heading">要点摘要</h2>');
    expect(html).toContain('<h3 class="bold-heading">栖云计算（成都栖云计算服务有限公司）</h3>');
    expect(html).toContain('<h4 class="bold-heading">1. 同意请求</h4>');
    // A clause or a sentence in bold stays one; the heading made opens no section, and names no part.
    expect(html).toContain('<p><strong>我们不承担责任。</strong></p>');
    expect(html).toContain('<p><strong>依照法律，在以下情形中：</strong></p>');
    expect(html.indexOf('<section>')).toBeGreaterThan(html.indexOf('要点摘要'));
    expect(parsed.content.sections.map((section) => section.id)).toEqual(['list']);
    expect(headingsOfBoldParagraphs('<p><strong>其他变化</strong></p>', 2)).toBe('<h3 class="bold-heading">其他变化</h3>');
  });

  it('closes bold between Chinese punctuation and a Chinese character', () => {
    const parsed = parsePage(page('## 甲 {#a}\n\n**我们不承担责任。**上述约定除外。'), 't.md');
    expect(parsed.content.html).toContain('<strong>我们不承担责任。</strong>上述约定除外。');
  });

  it.each([
    ['unclosed bold', '**没有闭合'],
    ['a stray backtick', '代码 `'],
    ['a link it could not parse', '[链接] (#/privacy)x [坏](#/privacy'],
  ])('fails when Markdown syntax shows as text: %s', (_, body) => {
    expect(() => parsePage(page(`## 甲 {#a}\n\n${body}`), 't.md')).toThrow(/Markdown syntax/);
  });

  it.each([
    ['a shared value of site.ts', '停止运营前 60 日通知您。', /60 日.*shutdown\.notice/],
    ['an age', '未满 13 周岁的儿童', /an age/],
    ['a period in working days', '在 5 个工作日内答复', /working days/],
    ['a clock time', '晚上 8:30 以后', /clock time/],
    ['an amount', '单次充值 30 元', /amount of money/],
  ])('fails when a shared fact is written out instead of its placeholder: %s', (_, body, message) => {
    expect(() => parsePage(page(`## 甲 {#a}\n\n${body}`), 't.md')).toThrow(message);
  });

  it.each(['保存5 个月', '使用SDK 接入', '共 3页'])('fails on Chinese set tight against a figure or a Latin word: %s', (body) => {
    expect(() => parsePage(page(`## 甲 {#a}\n\n${body}`), 't.md')).toThrow(/no space between Chinese/);
  });

  it('accepts the same facts as placeholders, and other figures', () => {
    const body = '停止运营前 {{shutdown.notice}}通知您；未满 {{age.child}}的儿童；共 160 日的活动。';
    expect(() => parsePage(page(`## 甲 {#a}\n\n${body}`), 't.md')).not.toThrow();
  });

  it('renders no raw HTML from the Markdown', () => {
    const parsed = parsePage(page('## 甲 {#a}\n\n<script>alert(1)</script>'), 't.md');
    expect(parsed.content.html).not.toContain('<script>');
  });
});
