import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { homeRoute, routes, type Route } from '../../src/config/routes.ts';
import { documentTitle } from '../../src/config/site.ts';
import { parseTextHref } from '../../src/texts/text-address.ts';
import type { PageContent } from '../../src/config/page-content.ts';
import type { CompiledContent } from '../content/plugin.ts';
import { versionTitle } from '../content/notices.ts';
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

/** Which document is being written: its page and, for a text with versions, the version it shows. */
export interface OwnDocument {
  path: string;
  version?: string;
}

/**
 * In-app links (`#/privacy`, `#/privacy?section=cookies`, `#/privacy?version=2026-11-01&amp;section=cookies`)
 * as links to the documents and their headings. `earlier` lists each page's earlier versions: a link to
 * the newest is a link to the page's own document. A link to a heading of the document being written
 * (`own`) is a bare fragment (`#cookies`): the same in its undated and dated copies, and unchanged when
 * a later version supersedes it (an archive's record of the dated copy then never moves).
 */
export function linksBetweenDocuments(html: string, earlier: ReadonlyMap<string, readonly string[]> = new Map(), own?: OwnDocument): string {
  return html.replace(/href="(#\/[^"]*)"/g, (found, href: string) => {
    const address = parseTextHref(href);
    // A comparison has no document: it is left for the check below.
    if (!address || address.compare) return found;
    const route = routes.find((candidate) => candidate.path === address.path);
    if (!route) throw new Error(`plain documents: ${found} names no page`);
    if (own && address.section && !address.list && address.path === own.path && (address.version ?? undefined) === own.version) return `href="#${address.section}"`;
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
export function plainDocument(
  index: string,
  route: Route,
  content: { title: string; description: string; body: string },
  earlier: ReadonlyMap<string, readonly string[]> = new Map(),
  own?: OwnDocument,
): string {
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
  const linked = linksBetweenDocuments(html, earlier, own);
  // An in-app link left over names an address with no document (a comparison, say).
  if (linked.includes('href="#/')) throw new Error(`plain documents: ${route.path} links to an address that has no document (a comparison?)`);
  return linked;
}

/**
 * A dated document's links to its place in the text's history (RFC 5829), both fixed on the day it is
 * published: `predecessor-version`, the document of the publication it followed (null for the first
 * version: none; see predecessorOf in ../content/pages.ts), and `latest-version`, the text's stable address.
 */
export function publicationLinks(route: Route, predecessor: string | null): string {
  const previous = predecessor === null ? '' : `  <link rel="predecessor-version" href="${predecessor}" />\n  `;
  return `${previous}  <link rel="latest-version" href="${plainDocumentPath(route)}" />\n  `;
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

/** One document the build writes for a page: where, what, and how it links (see plainDocument, publicationLinks). */
export interface PlainDocumentOf {
  path: string;
  route: Route;
  page: PageContent;
  /** The document's own text, whose section links are bare fragments; none for a list or a replaced publication (already so). */
  own?: OwnDocument;
  /** A dated document's predecessor (null: none, only `latest-version`); undefined for any other document. */
  predecessor?: string | null;
}

/**
 * The documents of every page: the newest text (also under its date, so that a copy kept of it stays that
 * version when a later one is published), each earlier version, each publication a correction replaced, and each list on its own
 * (`privacy-third-parties.html`, and each version's under its date, titled as the app titles a version's);
 * `earlier`, each page's earlier versions, for linksBetweenDocuments.
 */
export function plainDocumentsOf(content: CompiledContent): { earlier: Map<string, string[]>; documents: PlainDocumentOf[] } {
  const pages = new Map(routes.map((route) => [route, content.plainPages(route.path)]));
  const earlier = new Map([...pages].map(([route, { versions }]) => [route.path, versions.map((version) => version.effective)]));
  const documents = [...pages].flatMap(([route, { newest, newestEffective, newestPredecessor, versions, replaced, lists }]): PlainDocumentOf[] => {
    const version = (effective: string, page: PageContent, predecessor: string | null): PlainDocumentOf => ({
      path: plainDocumentPath(route, effective),
      route,
      page: { ...page, title: versionTitle(page.title, effective) },
      own: { path: route.path, version: effective },
      predecessor,
    });
    return [
      { path: plainDocumentPath(route), route, page: newest, own: { path: route.path, ...(newestEffective && { version: newestEffective }) } },
      ...(newestEffective ? [version(newestEffective, newest, newestPredecessor ?? null)] : []),
      ...versions.map((each) => version(each.effective, each.content, each.predecessor)),
      ...replaced.map((publication) => ({ path: plainDocumentPath(route, publication.name), route, page: publication.content, predecessor: publication.predecessor })),
      ...lists.map((list) => ({ path: plainDocumentPath(route, list.name), route, page: { ...list.content, title: list.content.version?.title ?? list.content.title } })),
    ];
  });
  return { earlier, documents };
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
        const { earlier, documents } = plainDocumentsOf(content);
        for (const { path, route, page, own, predecessor } of documents) {
          const document = plainDocument(html, route, page, earlier, own);
          const source = predecessor === undefined ? document : document.replace('</head>', `${publicationLinks(route, predecessor)}</head>`);
          this.emitFile({ type: 'asset', fileName: path.slice(1), source });
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
