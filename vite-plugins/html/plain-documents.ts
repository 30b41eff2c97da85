import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { homeRoute, routes, type Route } from '../../src/config/routes.ts';
import { documentTitle } from '../../src/config/site.ts';
import { parseTextHref } from '../../src/texts/text-address.ts';
import type { CompiledContent } from '../content/plugin.ts';
import { versionTitle } from '../content/versions.ts';
import { plainDocumentPath } from './plain-document-path.ts';
import { bundleStartupScript } from './startup-scripts.ts';

/**
 * Every text is also a plain HTML document, for readers whose browser runs no script or no ES module
 * (see README, "Without JavaScript"): built from the same compiled Markdown and the same prerendered
 * layout as the app, with the app's stylesheet, and links between documents instead of in-app links.
 * index.html offers them only inside `<noscript>` and through a `nomodule` script, so a reader whose
 * browser runs the app never downloads any of it.
 */

export { plainDocumentPath };

/**
 * In-app links (`#/privacy`, `#/privacy?section=cookies`, `#/privacy?version=2026-11-01&amp;section=cookies`)
 * as links to the documents and their headings. `earlier` lists each page's earlier versions: a link to
 * the newest is a link to the page's own document.
 */
export function linksBetweenDocuments(html: string, earlier: ReadonlyMap<string, readonly string[]> = new Map()): string {
  return html.replace(/href="(#\/[^"]*)"/g, (found, href: string) => {
    const address = parseTextHref(href);
    // A comparison has no document: it is left for the check below.
    if (!address || address.compare) return found;
    const route = routes.find((candidate) => candidate.path === address.path);
    if (!route) throw new Error(`plain documents: ${found} names no page`);
    const archived = address.version && earlier.get(address.path)?.includes(address.version) ? address.version : undefined;
    return `href="${plainDocumentPath(route, archived)}${address.section ? `#${address.section}` : ''}"`;
  });
}

const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * One page as a document: index.html (as prerender-shell wrote it) without its scripts but the inline
 * start-up script (which applies the reader's text size and web-view mode, and finds no page data to
 * act on), with the page's title and description, and with the page's markup in the prerendered layout's article; the
 * buttons that need a script (skip link, back to top) go.
 */
export function plainDocument(index: string, route: Route, content: { title: string; description: string; body: string }, earlier: ReadonlyMap<string, readonly string[]> = new Map()): string {
  const replacements: Array<[RegExp | string, string]> = [
    [/\s*<script\b[^>]+>[\s\S]*?<\/script>/g, ''],
    [/<title>[^<]*<\/title>/, `<title>${escapeAttribute(documentTitle(content.title))}</title>`],
    [/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeAttribute(content.description)}"`],
    [/<article class="page" id="prerendered-home">[\s\S]*?<\/article>/, `<article class="page">${content.body}</article>`],
    [/<button type="button" class="skip-link">[^<]*<\/button>/, ''],
    [/<button type="button" class="back-to-top">[^<]*<\/button>/, ''],
    [`<li><a href="#${route.path}">`, `<li><a href="#${route.path}" aria-current="page">`],
  ];
  const html = replacements.reduce((document, [pattern, replacement]) => {
    if (typeof pattern === 'string' ? !document.includes(pattern) : !document.match(pattern)) {
      throw new Error(`plain documents: index.html has no ${String(pattern)}`);
    }
    return document.replace(pattern, replacement);
  }, index);
  const linked = linksBetweenDocuments(html, earlier);
  // An in-app link left over names an address with no document (a comparison, say).
  if (linked.includes('href="#/')) throw new Error(`plain documents: ${route.path} links to an address that has no document (a comparison?)`);
  return linked;
}

/**
 * For index.html with scripting off: every document, and, first, the one the address names. `#/privacy`
 * makes the element with id `/privacy` the CSS `:target` (src/styles/noscript.css shows only that one).
 */
export function noscriptOffer(): string {
  const link = (route: Route): string => `<a href="${plainDocumentPath(route)}">${route.title}</a>`;
  const addressed = routes.map((route) => `<p class="noscript-addressed" id="${route.path}">你要打开的页面：${link(route)}</p>`).join('');
  const all = routes.map((route) => `<li>${link(route)}</li>`).join('');
  return `<noscript><div class="noscript">${addressed}<p>浏览器没有运行脚本。各页都有无需脚本的版本：</p><ul>${all}</ul></div></noscript>`;
}

/**
 * The nomodule script (src/startup/nomodule.js), for a browser without ES modules, with the addresses
 * of the documents it sends the reader to.
 */
export function nomoduleFallback(): Promise<string> {
  const plain = { home: plainDocumentPath(homeRoute), documents: Object.fromEntries(routes.map((route) => [route.path, plainDocumentPath(route)])) };
  return bundleStartupScript('nomodule.js', { 'virtual:plain-documents': `export default ${JSON.stringify(plain)};` });
}

/**
 * Writes the five documents (with each version's, and each list's: src/config/text-lists.ts) and the printable ones (with their own stylesheet, for paper), and the
 * noscript offer, its stylesheet and the nomodule script into index.html.
 */
export function plainDocuments(content: CompiledContent, noscriptStylesheet: string, printableStylesheet: string): Plugin {
  return {
    name: 'plain-documents',
    apply: 'build',
    // After prerender-shell has put the prerendered layout into index.html.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || typeof index.source !== 'string') return this.error('index.html is missing');
        const html = index.source;
        const documents = new Map(routes.map((route) => [route, content.plainPages(route.path)]));
        const earlier = new Map([...documents].map(([route, { versions }]) => [route.path, versions.map((version) => version.effective)]));
        for (const [route, { newest, newestEffective, versions, replaced, lists }] of documents) {
          const emit = (fileName: string, page: typeof newest) =>
            this.emitFile({ type: 'asset', fileName: fileName.slice(1), source: plainDocument(html, route, page, earlier) });
          emit(plainDocumentPath(route), newest);
          // Also under its date: a copy kept of it stays that version when a later one is published.
          if (newestEffective) emit(plainDocumentPath(route, newestEffective), { ...newest, title: versionTitle(newest.title, newestEffective) });
          for (const version of versions) emit(plainDocumentPath(route, version.effective), { ...version.content, title: versionTitle(version.content.title, version.effective) });
          for (const publication of replaced) emit(plainDocumentPath(route, publication.name), publication.content);
          // A list on its own (`privacy-third-parties.html`, and each version's under its date), titled as the app titles a version's.
          for (const list of lists) emit(plainDocumentPath(route, list.name), { ...list.content, title: list.content.version?.title ?? list.content.title });
        }
        const printableCss = this.getFileName(this.emitFile({ type: 'asset', name: 'printable.css', source: readFileSync(printableStylesheet) }));
        for (const printable of content.printables()) {
          const document = plainDocument(html, printable.route, printable.content, earlier);
          const source = document.replace('</head>', `  <link rel="stylesheet" href="/${printableCss}" />\n  </head>`);
          this.emitFile({ type: 'asset', fileName: printable.path.slice(1), source });
        }
        const noscriptCss = this.getFileName(this.emitFile({ type: 'asset', name: 'noscript.css', source: readFileSync(noscriptStylesheet) }));
        const fallback = this.getFileName(this.emitFile({ type: 'asset', name: 'nomodule.js', source: await nomoduleFallback() }));
        index.source = html
          .replace('</head>', `  <noscript><link rel="stylesheet" href="/${noscriptCss}" /></noscript>\n    <script nomodule src="/${fallback}"></script>\n  </head>`)
          .replace('<body>', `<body>\n    ${noscriptOffer()}`);
      },
    },
  };
}
