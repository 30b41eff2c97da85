import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { printableLink } from '../vite-plugins/content/printable-paths.ts';
import { compilePrintables } from '../vite-plugins/content/printables.ts';
import type { TextHistory, TextVersion } from '../vite-plugins/content/histories.ts';
import { routeById } from '../src/config/routes.ts';

/** A content directory holding these printable documents. */
function contentWith(files: Record<string, string>, follows = '2026-12-08'): string {
  const dir = mkdtempSync(join(tmpdir(), 'printables-'));
  mkdirSync(join(dir, 'printables'));
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, 'printables', name), `---\ntitle: 申请表\ndescription: 一份申请表。\nfollows: ${follows}\n---\n\n${text}`);
  }
  return dir;
}

const ids = new Map([['/parent', new Set(['steps'])]]);
/** 家长监护工程 with two versions, the newer corrected once before it bound. */
const version = (effective: string, updated: string, replaced: number): TextVersion =>
  ({ effective, updated, replaced: Array.from({ length: replaced }, () => ({ updated: '2026-11-24' })) }) as unknown as TextVersion;
const histories = new Map<string, TextHistory>([
  ['/parent', { route: routeById('parent'), versions: [version('2026-12-01', '2026-11-23', 0), version('2026-12-08', '2026-11-27', 1)] }],
]);

describe('printable documents', () => {
  it('are served beside the plain documents, with a heading and no table of contents, linking to their page', () => {
    const dir = contentWith({ 'parent-form.md': '见[申请步骤](#/parent?section=steps)。\n\n## 一、申请人 {#a}\n\n| 项目 | 填写 |\n| --- | --- |\n| 姓名 | |\n' });
    const [form] = compilePrintables(dir, ids, histories);
    expect(form?.path).toBe('/pages/parent-form.html');
    expect(form?.route.id).toBe('parent');
    expect(form?.content.body).toMatch(/^<h1 tabindex="-1">申请表<\/h1><p class="printable-version">本文件依据自 2026 年 12 月 8 日起生效的家长监护工程（2026 年 11 月 27 日更正）编写。.*<\/p><div class="prose printable">/);
    expect(form?.content.body).not.toContain('class="toc"');
    expect(form?.content.body).toContain('<td></td>');
    expect(printableLink(dir).test('/pages/parent-form.html')).toBe(true);
    expect(printableLink(dir).test('/pages/parent-other.html')).toBe(false);
  });

  it('fail the build when named for no page, or linking to a section that does not exist', () => {
    expect(() => compilePrintables(contentWith({ 'form.md': '文。' }), ids, histories)).toThrow(/named for its page/);
    expect(() => compilePrintables(contentWith({ 'parent-form.md': '见[步骤](#/parent?section=nope)。' }), ids, histories)).toThrow(/names a section that does not exist/);
  });

  it('fail the build unless they follow the newest version of their page', () => {
    expect(() => compilePrintables(contentWith({ 'parent-form.md': '文。' }, '2026-12-01'), ids, histories)).toThrow(/not the newest version/);
    expect(() => compilePrintables(contentWith({ 'parent-form.md': '文。' }, '2026-12-02'), ids, histories)).toThrow(/names no version/);
  });
});
