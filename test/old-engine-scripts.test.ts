import { parse } from 'acorn';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineScriptsNotAllowed, scriptHashSource } from '../vite-plugins/html/inline-script-policy';
import { linksBetweenDocuments, nomoduleFallback } from '../vite-plugins/html/plain-documents';
import { bundleStartupScript } from '../vite-plugins/html/startup-scripts';

describe('the start-up script', () => {
  it('is ES2017, plus the one import() that every engine of the matrix with ES modules has', async () => {
    const startupScript = await bundleStartupScript('startup.js');
    expect(startupScript.match(/\bimport\(/g)).toHaveLength(1);
    // acorn knows import() only from ES2020: read it as a call to check the rest as ES2017.
    expect(() => parse(startupScript.replace(/\bimport\(/, 'load('), { ecmaVersion: 2017 })).not.toThrow();
  });
});

describe('the nomodule fallback', () => {
  it('is ES5', async () => {
    const script = await nomoduleFallback();
    expect(() => parse(script, { ecmaVersion: 5 })).not.toThrow();
  });

  it.each([
    ['', '/pages/index.html'],
    ['#/privacy', '/pages/privacy.html'],
    ['#/PRIVACY/?section=cookies', '/pages/privacy.html#cookies'],
    ['#/agreement?from=app&section=real-name', '/pages/agreement.html#real-name'],
    ['#/nope', '/pages/index.html'],
    ['#/%E0%A4%A', '/pages/index.html'],
  ])('sends %j to the plain document %s', async (hash, document) => {
    const replaced: string[] = [];
    runInNewContext(await nomoduleFallback(), { location: { hash, replace: (url: string) => replaced.push(url) } });
    expect(replaced).toEqual([document]);
  });
});

describe('the plain documents', () => {
  it('link to each other and to headings instead of in-app addresses', () => {
    expect(linksBetweenDocuments('<a href="#/privacy?section=cookies">a</a> <a href="#/index">b</a> <a href="mailto:x@y">c</a>')).toBe(
      '<a href="/pages/privacy.html#cookies">a</a> <a href="/pages/index.html">b</a> <a href="mailto:x@y">c</a>',
    );
    expect(() => linksBetweenDocuments('<a href="#/nope">a</a>')).toThrow(/names no page/);
  });
});

describe('the inline script check', () => {
  const csp = `default-src 'none'; script-src 'self' ${scriptHashSource('run()')}; style-src 'self'`;

  it('passes scripts the policy allows by hash, external scripts and data blocks', () => {
    const html = '<script>run()</script><script type="module" src="/a.js"></script><script type="application/json" id="x">{}</script>';
    expect(inlineScriptsNotAllowed(html, csp)).toEqual([]);
  });

  it('names the hash of every other inline script', () => {
    expect(inlineScriptsNotAllowed('<script>run()</script><script type="module">other()</script>', csp)).toEqual([scriptHashSource('other()')]);
  });
});
