import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { printableLink } from '../vite-plugins/content/printable-paths.ts';
import { compilePrintables } from '../vite-plugins/content/printables.ts';

/** A content directory holding these printable documents. */
function contentWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'printables-'));
  mkdirSync(join(dir, 'printables'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'printables', name), `---\ntitle: 申请表\ndescription: 一份申请表。\n---\n\n${text}`);
  return dir;
}

const ids = new Map([['/parent', new Set(['steps'])]]);

describe('printable documents', () => {
  it('are served beside the plain documents, with a heading and no table of contents, linking to their page', () => {
    const dir = contentWith({ 'parent-form.md': '见[申请步骤](#/parent?section=steps)。\n\n## 一、申请人 {#a}\n\n| 项目 | 填写 |\n| --- | --- |\n| 姓名 | |\n' });
    const [form] = compilePrintables(dir, ids);
    expect(form?.path).toBe('/pages/parent-form.html');
    expect(form?.route.id).toBe('parent');
    expect(form?.content.body).toMatch(/^<h1 tabindex="-1">申请表<\/h1><div class="prose printable">/);
    expect(form?.content.body).not.toContain('class="toc"');
    expect(form?.content.body).toContain('<td></td>');
    expect(printableLink(dir).test('/pages/parent-form.html')).toBe(true);
    expect(printableLink(dir).test('/pages/parent-other.html')).toBe(false);
  });

  it('fail the build when named for no page, or linking to a section that does not exist', () => {
    expect(() => compilePrintables(contentWith({ 'form.md': '文。' }), ids)).toThrow(/named for its page/);
    expect(() => compilePrintables(contentWith({ 'parent-form.md': '见[步骤](#/parent?section=nope)。' }), ids)).toThrow(/names a section that does not exist/);
  });
});
