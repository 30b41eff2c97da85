import { describe, expect, it } from 'vitest';
import { parsePage } from '../vite-plugins/content/compile.ts';
import { linkKeyTerms, type KeyTerms } from '../vite-plugins/content/key-terms.ts';

const terms: KeyTerms = { ids: { 单独同意: 'term-separate-consent', 同意: 'term-consent', 处理: 'term-processing' }, unlinked: ['处理'] };
const href = (id: string) => `#/t?section=${id}`;
const link = (term: string, id: string) => `<a class="key-term" href="#/t?section=${id}">${term}</a>`;

/** A text with a 主要用语 section, compiled as the build does. */
function text(sections: string): string {
  const source = `---\ntitle: 测试页面\ndescription: 测试。\n---\n\n## 主要用语 {#definitions}\n\n- **单独同意**：针对一项处理单独取得的同意。\n- **处理**：收集、使用等。\n\n${sections}`;
  return linkKeyTerms(parsePage(source, 't.md').content.html, href, 't.md', terms);
}

describe('key terms', () => {
  it('gives each definition an id the router can land on, and leaves the definitions unlinked', () => {
    const html = text('## 甲 {#a}\n\n文。');
    expect(html).toContain('<strong><dfn id="term-separate-consent" tabindex="-1">单独同意</dfn></strong>：针对一项处理单独取得的同意。');
    expect(html).toContain('<strong><dfn id="term-processing" tabindex="-1">处理</dfn></strong>');
    expect(html).not.toContain('class="key-term"');
  });

  it('links the first use of a term in each section to its definition, the longest term first', () => {
    const html = text('## 甲 {#a}\n\n须经单独同意。再次单独同意。\n\n### 乙 {#b}\n\n单独同意以后。');
    expect(html).toContain(`须经${link('单独同意', 'term-separate-consent')}。再次单独同意。`);
    expect(html).toContain(`<p>${link('单独同意', 'term-separate-consent')}以后。</p>`);
    expect(html).not.toContain('term-consent');
  });

  it('never links inside a heading or another link, nor a term left unlinked', () => {
    const html = text('## 单独同意的范围 {#a}\n\n见[单独同意](#/t?section=a)；我们处理信息。');
    expect(html).toContain('<h2 id="a" tabindex="-1">单独同意的范围</h2>');
    expect(html).toContain('<a href="#/t?section=a">单独同意</a>；我们处理信息。');
    expect(html.match(/class="key-term"/g)).toBeNull();
  });

  it('leaves a deletion of a comparison unlinked and without the id, which the added definition keeps', () => {
    const compared =
      '<h3 id="d">主要用语</h3><ul><li><del><strong>单独同意</strong>：旧的说法。</del><ins><strong>单独同意</strong>：新的说法。</ins></li></ul>' +
      '<h3 id="e">其他</h3><p><del>旧的单独同意。</del><ins>新的单独同意。</ins></p>';
    const html = linkKeyTerms(compared, href, 't.md', terms);
    expect(html.match(/id="term-separate-consent"/g)).toHaveLength(1);
    expect(html).toContain('<del><strong>单独同意</strong>：旧的说法。</del>');
    expect(html).toContain(`<del>旧的单独同意。</del><ins>新的${link('单独同意', 'term-separate-consent')}。</ins>`);
  });

  it('fails on a defined term that has no id, and leaves a text without 主要用语 as it is', () => {
    expect(() => linkKeyTerms('<h2 id="d">主要用语</h2><ul><li><strong>冷静期</strong>：七日。</li></ul>', href, 't.md', terms)).toThrow(/"冷静期" is defined in 主要用语 but content\/key-terms.json gives it no id/);
    expect(linkKeyTerms('<h2 id="a">甲</h2><p>单独同意。</p>', href, 't.md', terms)).toBe('<h2 id="a">甲</h2><p>单独同意。</p>');
  });
});
