import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { homeRoute, routes } from '../src/config/routes.ts';
import { site } from '../src/config/site.ts';
import securityHeaders from '../deploy/security-headers.json' with { type: 'json' };
import type { PageContent } from '../src/pages/page-content.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Matches the addresses the router resolves to the home page (see src/router/match-location.ts). */
const homeAddress = String.raw`^#?(\/?(index)?)?\/*(\?.*)?$`;

/**
 * The home page as src/pages/markdown-page.tsx renders it, `hidden` until the inline script below
 * has seen that the address is home's: a cold deep link never shows it, not even for one frame.
 */
function prerenderedHome(home: PageContent): string {
  return (
    `<article class="page" id="prerendered-home" hidden><h1 tabindex="-1">${escapeHtml(home.heading)}</h1>` +
    `<div class="prose">${home.html}</div></article>`
  );
}

/** Runs while the HTML is parsed, before the first paint: shows the prerendered home when it is home. */
export function homeRevealScript(): string {
  const title = `${homeRoute.title} - ${site['product.name']}`;
  return (
    `if(new RegExp(${JSON.stringify(homeAddress)},'i').test(location.hash)){` +
    `document.getElementById('prerendered-home').hidden=false;document.title=${JSON.stringify(title)}}`
  );
}

/** The CSP source that allows the inline script: deploy/security-headers.json must list it. */
export function homeRevealHash(): string {
  return `'sha256-${createHash('sha256').update(homeRevealScript()).digest('base64')}'`;
}

/**
 * The layout's markup (src/layout/app-layout.tsx renders the same), so that the header and
 * navigation paint from the HTML before any script runs; with the home page's content inside.
 */
export function shellHtml(home: PageContent): string {
  const links = routes.map((route) => `<li><a href="#${route.path}">${escapeHtml(route.title)}</a></li>`).join('');
  return [
    '<button type="button" class="skip-link">跳到正文</button>',
    `<header class="site-header"><a class="brand" href="#/index">${escapeHtml(site['product.name'])}</a></header>`,
    `<nav class="site-nav" aria-label="主导航"><ul>${links}</ul></nav>`,
    `<div class="content" id="content"><main class="main">${prerenderedHome(home)}</main>`,
    `<footer class="site-footer"><p>© 2026 ${escapeHtml(site['company.name'])}<br>`,
    `客服电话 ${escapeHtml(site['contact.phone'])} · ${escapeHtml(site['contact.hours'])}</p></footer></div>`,
  ].join('');
}

/**
 * The start-up script: it reads the address and asks for that page's chunk at once, so the chunk
 * downloads beside the app's bundle instead of after it. A wrong guess only costs the preload.
 * It is a module placed before the app's: modules run in document order, so it always runs first.
 */
function routePreloadScript(chunkByPath: Record<string, string>): string {
  return `const chunks = ${JSON.stringify(chunkByPath)};
try {
  let path = decodeURIComponent(location.hash.slice(1).split('?')[0] || '/').toLowerCase().replace(/\\/+$/, '');
  if (!path.startsWith('/')) path = '/' + path;
  const chunk = chunks[path === '/' ? '/index' : path];
  if (chunk) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: chunk }));
} catch {
  // An undecodable address: the app shows its not-found page; there is nothing to preload.
}
`;
}

export function prerenderShell(home: () => PageContent): Plugin {
  return {
    name: 'prerender-shell',
    apply: 'build',
    // After Vite has written index.html into the bundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunkByPath: Record<string, string> = {};
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.facadeModuleId?.endsWith('.md')) continue;
          const route = routes.find((candidate) => output.facadeModuleId?.endsWith(`/${candidate.id}.md`));
          if (route) chunkByPath[route.path] = `/${output.fileName}`;
        }
        if (Object.keys(chunkByPath).length !== routes.length) this.error('a page chunk is missing');
        const preload = this.emitFile({ type: 'asset', name: 'route-preload.js', source: routePreloadScript(chunkByPath) });
        const html = bundle['index.html'];
        if (html?.type !== 'asset' || typeof html.source !== 'string') return this.error('index.html is missing');
        const csp = securityHeaders['Content-Security-Policy'];
        if (!csp.includes(`script-src 'self' ${homeRevealHash()}`)) {
          this.error(`deploy/security-headers.json: script-src must be "'self' ${homeRevealHash()}" for the inline script`);
        }
        html.source = html.source
          .replace('<div id="app"></div>', `<div id="app">${shellHtml(home())}</div>\n    <script>${homeRevealScript()}</script>`)
          .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <script type="module" src="/${this.getFileName(preload)}"></script>`);
      },
    },
  };
}
