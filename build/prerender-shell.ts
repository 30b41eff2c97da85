import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { escapeHtml } from './markdown-pages.ts';
import { homeRoute, routes } from '../src/config/routes.ts';
import { documentTitle, site } from '../src/config/site.ts';
import securityHeaders from '../deploy/security-headers.json' with { type: 'json' };
import type { PageContent } from '../src/pages/page-content.ts';

/**
 * The start-up script, inline in the head before the stylesheet, so that it runs before that or the
 * app's bundle has arrived. It resolves the address the way src/router/match-location.ts does and,
 * only when the address names a page:
 * - starts that page's chunk downloading beside the bundle, instead of after it;
 * - at home, lets the stylesheet show the prerendered content (no other address ever shows it);
 * - elsewhere, shows the page from its chunk as soon as the chunk arrives, unless the app has
 *   rendered by then. The app later renders the same markup over it (src/app/main.tsx).
 * Its text does not change with the content (the chunk names are in the JSON before it), so the
 * hash that the Content-Security-Policy allows it by stays the same from build to build.
 */
export const startupScript = `(() => {
  const pages = JSON.parse(document.getElementById('startup-pages').textContent);
  const hash = location.hash.slice(1);
  const query = hash.indexOf('?');
  const raw = query < 0 ? hash : hash.slice(0, query);
  let path;
  try {
    path = '/' + decodeURIComponent(raw).toLowerCase().replace(/\\/+$/, '').replace(/^\\//, '');
  } catch {
    return;
  }
  const page = raw.length <= 256 && pages[path === '/' ? '${homeRoute.path}' : path];
  if (!page) return;
  const atHome = page.path === '${homeRoute.path}';
  if (atHome) document.documentElement.dataset.startupPage = 'home';
  document.title = page.title;
  // A failed download is the app's to report; here it only means that nothing is shown early.
  import(page.chunk).then((module) => {
    const home = document.getElementById('prerendered-home');
    if (!home) return;
    document.querySelector('nav a[href="#' + page.path + '"]').setAttribute('aria-current', 'page');
    if (atHome) return;
    home.parentElement.innerHTML = '<article class="page">' + module.default.body + '</article>';
    const section = query < 0 ? null : new URLSearchParams(hash.slice(query + 1)).get('section');
    if (section) document.getElementById(section)?.scrollIntoView();
  }, () => undefined);
})();`;

/** The CSP source that allows the start-up script: deploy/security-headers.json must list it. */
export function startupScriptHash(): string {
  return `'sha256-${createHash('sha256').update(startupScript).digest('base64')}'`;
}

/** What the start-up script needs to know: each page's chunk and document title. */
function startupPages(chunkByPath: Map<string, string>): string {
  const pages = Object.fromEntries(
    routes.map((route) => [route.path, { path: route.path, chunk: chunkByPath.get(route.path), title: documentTitle(route.title) }]),
  );
  return JSON.stringify(pages).replace(/</g, '\\u003c');
}

/**
 * The layout's markup (src/layout/app-layout.tsx renders the same), so that the header and
 * navigation paint from the HTML before any script runs; with home's content inside, which the
 * stylesheet shows only when the start-up script has seen that the address is home's.
 */
export function shellHtml(home: PageContent): string {
  const links = routes.map((route) => `<li><a href="#${route.path}">${escapeHtml(route.title)}</a></li>`).join('');
  return [
    '<button type="button" class="skip-link">跳到正文</button>',
    `<header class="site-header"><a class="brand" href="#/index">${escapeHtml(site['product.name'])}</a></header>`,
    `<nav class="site-nav" aria-label="主导航"><ul>${links}</ul></nav>`,
    `<div class="content" id="content"><main class="main">`,
    `<article class="page" id="prerendered-home">${home.body}</article></main>`,
    `<footer class="site-footer"><p>© 2026 ${escapeHtml(site['company.name'])}<br>`,
    `客服电话 ${escapeHtml(site['contact.phone'])} · ${escapeHtml(site['contact.hours'])}</p></footer></div>`,
  ].join('');
}

export function prerenderShell(home: () => PageContent): Plugin {
  return {
    name: 'prerender-shell',
    apply: 'build',
    // After Vite has written index.html into the bundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunkByPath = new Map<string, string>();
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.facadeModuleId?.endsWith('.md')) continue;
          const route = routes.find((candidate) => output.facadeModuleId?.endsWith(`/${candidate.id}.md`));
          if (route) chunkByPath.set(route.path, `/${output.fileName}`);
        }
        if (chunkByPath.size !== routes.length) this.error('a page chunk is missing');
        const html = bundle['index.html'];
        if (html?.type !== 'asset' || typeof html.source !== 'string') return this.error('index.html is missing');
        const csp = securityHeaders['Content-Security-Policy'];
        if (!csp.includes(`script-src 'self' ${startupScriptHash()}`)) {
          this.error(`deploy/security-headers.json: script-src must be "'self' ${startupScriptHash()}" for the inline script`);
        }
        html.source = html.source
          .replace('<div id="app"></div>', `<div id="app">${shellHtml(home())}</div>`)
          .replace(
            '</title>',
            '</title>\n' +
              `    <script type="application/json" id="startup-pages">${startupPages(chunkByPath)}</script>\n` +
              `    <script>${startupScript}</script>`,
          );
      },
    },
  };
}
