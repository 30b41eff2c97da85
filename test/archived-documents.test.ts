import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compiledContent } from '../vite-plugins/content/plugin';
import { linksBetweenDocuments, plainDocumentsOf } from '../vite-plugins/html/plain-documents';

// The plain documents as an archive records them (docs/legal-manifest.md, "Archiving the texts"): each
// document's body as the build writes it, built from content/ or a scratch copy of it.

const root = fileURLToPath(new URL('..', import.meta.url));
const legalTexts = ['agreement', 'parent', 'privacy'];

/** Every plain document the build writes from `contentDir`, by address, with its body as written. */
function documentsOf(contentDir: string) {
  const { earlier, documents } = plainDocumentsOf(compiledContent(contentDir));
  return new Map(documents.map((document) => [document.path, { ...document, body: linksBetweenDocuments(document.page.body, earlier, document.own) }]));
}

/** The legal text's element (`#legal-text`), the last in a body: from its tag to the end. */
function legalText(body: string): string {
  const at = body.indexOf('<div class="prose" id="legal-text"');
  return at < 0 ? '' : body.slice(at);
}

const documents = documentsOf(join(root, 'content'));
const dated = [...documents.values()].filter((document) => document.predecessor !== undefined);

describe('the plain documents, as an archive records them', () => {
  it('write every link to a part of their own text as a bare fragment, to a part they hold', () => {
    for (const { path, body, own } of documents.values()) {
      if (!own) continue;
      expect(body, path).not.toContain(`href="${path}#`);
      for (const [, id] of body.matchAll(/href="#([^"]*)"/g)) expect(body, `${path} #${String(id)}`).toContain(`id="${String(id)}"`);
    }
    // Many: the contents, the key terms, the text's links to its sections.
    expect([...(documents.get('/pages/privacy-2026-12-01.html')?.body.matchAll(/href="#[a-z]/g) ?? [])].length).toBeGreaterThan(100);
  });

  it('hold the legal text in one element named by the text, on every version and publication of the three, and nowhere else', () => {
    for (const { path, body, route } of documents.values()) {
      const named = [...body.matchAll(/id="legal-text"/g)].length;
      const version = /^\/pages\/[a-z]+(-\d{4}-\d{2}-\d{2}(-\d{4}-\d{2}-\d{2}(-\d+)?)?)?\.html$/.test(path);
      expect(named, path).toBe(legalTexts.includes(route.id) && version ? 1 : 0);
      if (named) expect(body, path).toContain(`<div class="prose" id="legal-text" data-legal-text="${route.id}">`);
    }
    expect(dated.length).toBe(40);
  });

  it('keep the reader’s tools, the notices and the record outside it: only the text’s words are in it', () => {
    for (const { path, body } of dated) {
      const text = legalText(body);
      expect(text, path).toMatch(/^<div class="prose" id="legal-text" data-legal-text="[a-z]+">/);
      // Each text's first and later versions state their dates in their own places (the earliest none).
      for (const label of ['生效日期', '更新日期']) if (text.includes(`${label}：`)) expect(text, path).toMatch(new RegExp(`${label}：<time datetime="\\d{4}-\\d{2}-\\d{2}">`));
      for (const outside of ['class="toc"', 'keep-copy', 'text-history', 'version-notice', 'id="history"', '保存一份：', 'toc-title']) expect(text, `${path}: ${outside}`).not.toContain(outside);
    }
  });

  it('date the text’s 生效日期 and 更新日期, and the version’s dates line, in <time datetime>', () => {
    const privacy = documents.get('/pages/privacy-2026-12-01.html')?.body ?? '';
    expect(privacy).toContain('<strong>生效日期：<time datetime="2026-12-01">2026 年 12 月 1 日</time></strong>');
    expect(privacy).toContain('<strong>更新日期：<time datetime="2026-11-28">2026 年 11 月 28 日</time></strong>');
    expect(privacy).toContain(
      '<p>本版本 <time datetime="2026-12-01">2026 年 12 月 1 日</time>至 <time datetime="2026-12-07">2026 年 12 月 7 日</time>有效（<time datetime="2026-11-23">2026 年 11 月 23 日</time>公布，<time datetime="2026-11-27">2026 年 11 月 27 日</time>更正，同日再次更正，<time datetime="2026-11-28">2026 年 11 月 28 日</time>第 3 次更正）。</p>',
    );
  });

  it('give the newest text the same words at its stable and its dated address', () => {
    for (const id of legalTexts) {
      const stable = documents.get(`/pages/${id}.html`);
      const effective = stable?.own?.version ?? '';
      expect(legalText(stable?.body ?? '')).not.toBe('');
      expect(legalText(documents.get(`/pages/${id}-${effective}.html`)?.body ?? ''), id).toBe(legalText(stable?.body ?? ''));
    }
  });

  it('link each publication to the one it followed: a correction to the text it corrects, a first publication to the version published before it', () => {
    const predecessors = Object.fromEntries(dated.filter(({ route }) => route.id === 'privacy').map(({ path, predecessor }) => [path, predecessor]));
    expect(predecessors).toEqual({
      '/pages/privacy-2026-11-01.html': null,
      // Inserted on 27 November: the version published before it was the one of 1 November.
      '/pages/privacy-2026-11-27.html': '/pages/privacy-2026-11-01.html',
      // Also published on 27 November: only a version first published on an earlier day counts, so that no
      // link changes when a version is inserted later the same day.
      '/pages/privacy-2026-11-28.html': '/pages/privacy-2026-11-01.html',
      // Published on 28 November: the versions first published on an earlier day include 28 November's.
      '/pages/privacy-2026-11-29.html': '/pages/privacy-2026-11-28.html',
      '/pages/privacy-2026-12-01-2026-11-23.html': '/pages/privacy-2026-11-01.html',
      '/pages/privacy-2026-12-01-2026-11-27.html': '/pages/privacy-2026-12-01-2026-11-23.html',
      '/pages/privacy-2026-12-01-2026-11-27-2.html': '/pages/privacy-2026-12-01-2026-11-27.html',
      '/pages/privacy-2026-12-01.html': '/pages/privacy-2026-12-01-2026-11-27-2.html',
      '/pages/privacy-2026-12-08-2026-11-24.html': '/pages/privacy-2026-12-01.html',
      '/pages/privacy-2026-12-08-2026-11-27.html': '/pages/privacy-2026-12-08-2026-11-24.html',
      // Each of the day's later corrections follows the one before it.
      '/pages/privacy-2026-12-08-2026-11-27-2.html': '/pages/privacy-2026-12-08-2026-11-27.html',
      '/pages/privacy-2026-12-08-2026-11-27-3.html': '/pages/privacy-2026-12-08-2026-11-27-2.html',
      '/pages/privacy-2026-12-08-2026-11-27-4.html': '/pages/privacy-2026-12-08-2026-11-27-3.html',
      '/pages/privacy-2026-12-08-2026-11-27-5.html': '/pages/privacy-2026-12-08-2026-11-27-4.html',
      // A correction on a later day follows the last publication before it.
      '/pages/privacy-2026-12-08.html': '/pages/privacy-2026-12-08-2026-11-27-5.html',
    });
  });

  it('keep a dated document’s text and links when a later version supersedes it (two builds, before and after npm run new-version)', { timeout: 60_000 }, () => {
    const scratch = mkdtempSync(join(tmpdir(), 'content-'));
    cpSync(join(root, 'content'), scratch, { recursive: true });
    const before = documentsOf(scratch);
    execFileSync('node', ['scripts/new-version.mjs', 'privacy', '2027-03-01', '--updated', '2027-02-01', '--content', scratch], { cwd: root, stdio: 'pipe' });
    const after = documentsOf(scratch);
    const superseded = '/pages/privacy-2026-12-08.html';
    expect(before.get('/pages/privacy.html')?.own?.version).toBe('2026-12-08');
    expect(after.get('/pages/privacy.html')?.own?.version).toBe('2027-03-01');
    for (const { path, body, predecessor } of before.values()) {
      if (predecessor === undefined) continue;
      const later = after.get(path);
      expect(legalText(later?.body ?? ''), path).toBe(legalText(body));
      expect(later?.predecessor, path).toBe(predecessor);
    }
    expect(legalText(after.get(superseded)?.body ?? '')).toContain('href="#term-');
    expect(after.get('/pages/privacy-2027-03-01.html')?.predecessor).toBe(superseded);
  });
});
