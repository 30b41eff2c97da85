import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compiledContent } from '../vite-plugins/content/plugin';
import { linksBetweenDocuments, plainDocumentsOf } from '../vite-plugins/html/plain-documents';

// docs/open-terms-archive/Weiguang.json, the declaration an Open Terms Archive collection tracks the
// legal texts with (docs/legal-manifest.md, "Archiving the texts"): checked against the documents the
// build writes, and, where the engine is installed, by the engine itself.

interface Terms {
  fetch: string;
  select: string;
}

const root = fileURLToPath(new URL('..', import.meta.url));
const declaration = JSON.parse(readFileSync(join(root, 'docs/open-terms-archive/Weiguang.json'), 'utf8')) as { name: string; terms: Record<string, Terms> };
const content = compiledContent(join(root, 'content'));
const { earlier, documents } = plainDocumentsOf(content);
/** The body of each plain document as the build writes it, by address. */
const bodies = new Map(documents.map((document) => [document.path, linksBetweenDocuments(document.page.body, earlier, document.own)]));

/** The text a declared entry tracks (`privacy`), from its address, `https://weiguang.example/pages/privacy.html`. */
const textOf = (terms: Terms) => /^https:\/\/weiguang\.example\/pages\/([a-z]+)\.html$/.exec(terms.fetch)?.[1];

describe('the Open Terms Archive declaration (docs/open-terms-archive/Weiguang.json)', () => {
  it('tracks each legal text, and only those, at its plain document, by the element that holds its words', () => {
    const legalTexts = [...content.histories().values()].map((history) => history.route.id).sort();
    expect(Object.values(declaration.terms).map(textOf).sort()).toEqual(legalTexts);
    for (const [type, terms] of Object.entries(declaration.terms)) {
      const id = textOf(terms) ?? '';
      expect(terms.select, type).toBe(`[data-legal-text="${id}"]`);
      // The selector is one attribute's value: it matches each element that carries it, here exactly one.
      const body = bodies.get(`/pages/${id}.html`) ?? '';
      expect([...body.matchAll(/ data-legal-text="([a-z]+)"/g)].map((match) => match[1]), type).toEqual([id]);
    }
    expect(declaration.terms['Privacy Policy'] && textOf(declaration.terms['Privacy Policy'])).toBe('privacy');
    expect(declaration.terms['Terms of Service'] && textOf(declaration.terms['Terms of Service'])).toBe('agreement');
  });
});

/**
 * The engine is not a dependency of the project: it brings some 900 packages, puppeteer and a
 * browser download, for a check that runs when the declaration or the documents' markup changes.
 * Install it apart (`npm install @opentermsarchive/engine@9` in a folder of its own) and name that
 * folder in OTA_ENGINE_DIR; it needs a Chromium (CHROMIUM_PATH, else /usr/bin/chromium).
 */
const engineDir = process.env.OTA_ENGINE_DIR;
const engine = engineDir && existsSync(join(engineDir, 'node_modules/@opentermsarchive/engine/package.json')) ? join(engineDir, 'node_modules/@opentermsarchive/engine') : undefined;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const skipped = !engine
  ? ' (skipped: @opentermsarchive/engine is not installed here; set OTA_ENGINE_DIR to a folder where it is, see the comment above)'
  : !existsSync(chromium)
    ? ` (skipped: no Chromium at ${chromium}; set CHROMIUM_PATH)`
    : '';

/** Each legal text's plain document, served as the build writes its body, on a loopback port. */
async function serveDocuments(): Promise<{ origin: string; close: () => void }> {
  const server = createServer((request, response) => {
    const body = bodies.get(request.url ?? '');
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>t</title></head><body><nav><a href="/pages/index.html">首页</a></nav><main><article class="page">${body}</article></main></body></html>`);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { origin: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`, close: () => server.close() };
}

describe.skipIf(skipped !== '')(`the Open Terms Archive engine${skipped}`, { timeout: 120_000 }, () => {
  it('validates the declaration: every text fetched, selected, at least 100 characters, the same twice; only the custom terms type fails its schema', async () => {
    const { origin, close } = await serveDocuments();
    try {
      const collection = mkdtempSync(join(tmpdir(), 'ota-'));
      mkdirSync(join(collection, 'declarations'));
      const local = JSON.stringify(declaration).replaceAll('https://weiguang.example', origin);
      writeFileSync(join(collection, 'declarations/Weiguang.json'), local);
      // The engine launches its browser with no arguments; as root, Chromium needs --no-sandbox.
      const browser = join(collection, 'chromium.sh');
      writeFileSync(browser, `#!/bin/sh\nexec ${chromium} --no-sandbox "$@"\n`, { mode: 0o755 });
      // Not spawnSync: this process serves the documents the engine fetches.
      const run = spawn('node', [join(engine ?? '', 'bin/ota.js'), 'validate', 'declarations'], {
        cwd: collection,
        // Not Vitest's NODE_ENV=test: the engine would read its own test configuration.
        env: { ...process.env, NODE_ENV: 'development', PUPPETEER_EXECUTABLE_PATH: browser, PUPPETEER_SKIP_DOWNLOAD: '1' },
      });
      let output = '';
      run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      run.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await once(run, 'close');
      expect(output).toMatch(/13 passing/);
      expect(output).toMatch(/1 failing/);
      expect(output).toMatch(/1\) valid declaration schema[\s\S]*data\/terms property name must be valid/);
      expect(output.match(/✔ content is consistent when fetched and filtered twice in a row/g)).toHaveLength(3);
    } finally {
      close();
    }
  });

  it('records each text’s words alone: from its first line, without the page’s tools, notices or record', async () => {
    const exports = pathToFileURL(join(engine ?? '', 'src/archivist/extract/exports.js')).href;
    const { default: extract } = (await import(exports)) as { default: (document: { location: string; content: string; contentSelectors: string; mimeType: string }) => Promise<string> };
    for (const terms of Object.values(declaration.terms)) {
      const id = textOf(terms) ?? '';
      const markdown = await extract({ location: terms.fetch, content: `<!doctype html><html><body>${bodies.get(`/pages/${id}.html`) ?? ''}</body></html>`, contentSelectors: terms.select, mimeType: 'text/html' });
      expect(markdown, id).toMatch(/^\*\*生效日期：2026 年 12 月 8 日\*\*/);
      for (const outside of ['保存一份：', '本版本自', '查看修改']) expect(markdown, `${id}: ${outside}`).not.toContain(outside);
      // A link to a part of the same text stays a fragment: the record does not change when a later version supersedes it.
      expect(markdown, id).toMatch(/\]\(#[a-z]/);
    }
  });
});
