// What nginx with deploy/nginx.conf sends for dist/: run by `npm run test:nginx` (the `nginx` project
// of playwright.nginx.config.ts), never by `npm test`. The request fixture sends
// `Accept-Encoding: gzip,deflate,br` unless a test says otherwise, and decodes the body it gets.
import { createHash } from 'node:crypto';
import { expect, test, type APIResponse } from '@playwright/test';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { securityHeaders } from './security-headers';

const dist = join(import.meta.dirname, '..', 'dist');
const assets = readdirSync(join(dist, 'assets'));
const script = assets.find((file) => /^index-[\w-]+\.js$/.test(file));
const stylesheet = assets.find((file) => /^index-[\w-]+\.css$/.test(file));
const immutable = 'public, max-age=31536000, immutable';

/** Every header of deploy/security-headers.json, exactly once, with exactly its value. */
function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headersArray();
  for (const [name, value] of Object.entries(securityHeaders)) {
    const values = headers.filter((header) => header.name.toLowerCase() === name.toLowerCase()).map((header) => header.value);
    expect(values, name).toEqual([value]);
  }
}

test.describe('nginx (deploy/nginx.conf) serving dist/', { tag: '@nginx' }, () => {
  test('dist/ has the entry script and the stylesheet these checks fetch', () => {
    expect(script, 'dist/assets/index-*.js').toBeDefined();
    expect(stylesheet, 'dist/assets/index-*.css').toBeDefined();
  });

  for (const path of ['/', '/index.html']) {
    test(`GET ${path}: the HTML, no-cache, security headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(response.headers().server).toBe('nginx');
      expectSecurityHeaders(response);
      expect(await response.text()).toBe(readFileSync(join(dist, 'index.html'), 'utf8'));
    });
  }

  // The plain documents of the texts, for readers without scripts (vite-plugins/html/plain-documents.ts).
  for (const name of readdirSync(join(dist, 'pages')).filter((file) => file.endsWith('.html'))) {
    test(`GET /pages/${name}: the HTML, no-cache, security headers`, async ({ request }) => {
      const response = await request.get(`/pages/${name}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('no-cache');
      expectSecurityHeaders(response);
      expect(await response.text()).toBe(readFileSync(join(dist, 'pages', name), 'utf8'));
    });
  }

  test('GET the entry script without compression: the file, immutable, security headers', async ({ request }) => {
    const response = await request.get(`/assets/${String(script)}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers()['cache-control']).toBe(immutable);
    expect(response.headers()['content-encoding']).toBeUndefined();
    expectSecurityHeaders(response);
    expect((await response.body()).equals(readFileSync(join(dist, 'assets', String(script))))).toBe(true);
  });

  for (const { encoding, extension } of [
    { encoding: 'br', extension: '.br' },
    { encoding: 'gzip', extension: '.gz' },
  ]) {
    // The precompressed file itself: its length on the wire (nginx compressing on the fly sends no
    // Content-Length), and it decodes to the script.
    test(`Accept-Encoding: ${encoding} → the ${extension} file`, async ({ request }) => {
      const file = join(dist, 'assets', String(script));
      const response = await request.get(`/assets/${String(script)}`, { headers: { 'Accept-Encoding': encoding } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-encoding']).toBe(encoding);
      expect(response.headers().vary).toBe('Accept-Encoding');
      expect(response.headers()['cache-control']).toBe(immutable);
      expectSecurityHeaders(response);
      expect(response.headers()['content-length']).toBe(String(statSync(file + extension).size));
      expect((await response.body()).equals(readFileSync(file))).toBe(true);
    });
  }

  test('Accept-Encoding: gzip, deflate, br → brotli', async ({ request }) => {
    const response = await request.get(`/assets/${String(script)}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.headers()['content-encoding']).toBe('br');
  });

  test('GET the stylesheet: text/css, immutable', async ({ request }) => {
    const response = await request.get(`/assets/${String(stylesheet)}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers()['cache-control']).toBe(immutable);
    expectSecurityHeaders(response);
  });

  test('GET /assets/missing-123.js: 404, not HTML, not cached as immutable', async ({ request }) => {
    const response = await request.get('/assets/missing-123.js');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).not.toContain('html');
    expect(await response.text()).not.toMatch(/<html/i);
    expect(response.headers()['cache-control']).not.toContain('immutable');
    expectSecurityHeaders(response);
  });

  test('GET /assets/: 404, no listing', async ({ request }) => {
    const response = await request.get('/assets/');
    expect(response.status()).toBe(404);
    expectSecurityHeaders(response);
  });

  test('GET /privacy: 404, not index.html', async ({ request }) => {
    const response = await request.get('/privacy');
    expect(response.status()).toBe(404);
    expectSecurityHeaders(response);
  });

  // The legal record (docs/legal-manifest.md): the manifest revalidated, each canonical text kept for a year.
  test('GET /legal/manifest.json: JSON in UTF-8, no-cache with an ETag, so a client revalidates it', async ({ request }) => {
    const response = await request.get('/legal/manifest.json', { headers: { 'Accept-Encoding': 'identity' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response);
    expect(await response.text()).toBe(readFileSync(join(dist, 'legal', 'manifest.json'), 'utf8'));
    const etag = response.headers().etag;
    expect(etag).toBeTruthy();
    const again = await request.get('/legal/manifest.json', { headers: { 'Accept-Encoding': 'identity', 'If-None-Match': etag ?? '' } });
    expect(again.status()).toBe(304);
    expect(again.headers()['cache-control']).toBe('no-cache');
  });

  test('GET /legal/manifest.json compressed: the .br file, still no-cache', async ({ request }) => {
    const response = await request.get('/legal/manifest.json', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
  });

  interface CanonicalText {
    address: string;
    sha256: string;
  }
  const manifest = JSON.parse(readFileSync(join(dist, 'legal', 'manifest.json'), 'utf8')) as {
    texts: Array<{ versions: Array<{ canonicalText: CanonicalText; withdrawn: Array<{ canonicalText: CanonicalText }> }> }>;
  };
  const canonicalTexts = manifest.texts.flatMap((text) => text.versions.flatMap((version) => [version.canonicalText, ...version.withdrawn.map((each) => each.canonicalText)]));
  test('every canonical text in /legal/texts/: UTF-8 plain text, immutable for a year, the bytes the manifest hashes', async ({ request }) => {
    expect(canonicalTexts.length).toBeGreaterThan(0);
    expect(readdirSync(join(dist, 'legal', 'texts')).filter((file) => file.endsWith('.txt')).length).toBe(canonicalTexts.length);
    for (const { address, sha256 } of canonicalTexts) {
      for (const encoding of ['identity', 'gzip', 'br']) {
        const response = await request.get(address, { headers: { 'Accept-Encoding': encoding } });
        expect(response.status(), address).toBe(200);
        expect(response.headers()['content-type'], address).toBe('text/plain; charset=utf-8');
        expect(response.headers()['cache-control'], address).toBe(immutable);
        expectSecurityHeaders(response);
        expect(createHash('sha256').update(await response.body()).digest('hex'), `${address} (${encoding})`).toBe(sha256);
      }
    }
  });

  test('GET a canonical text that was never published: 404, not cached as immutable', async ({ request }) => {
    const response = await request.get('/legal/texts/privacy-2099-01-01-2098-12-01.txt');
    expect(response.status()).toBe(404);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response);
  });

  test('GET /favicon.png: image/png, no-cache', async ({ request }) => {
    const response = await request.get('/favicon.png');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/png(;|$)/);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response);
  });
});
