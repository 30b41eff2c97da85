import type { Plugin } from 'vite';
import { routes } from '../src/config/routes.ts';
import { site } from '../src/config/site.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The layout's markup without a page (src/layout/app-layout.tsx renders the same), so that the
 * header and navigation paint from the HTML before any script runs. No page content is
 * prerendered: a cold deep link must never show another page's text.
 */
export function shellHtml(): string {
  const links = routes.map((route) => `<li><a href="#${route.path}">${escapeHtml(route.title)}</a></li>`).join('');
  return [
    '<button type="button" class="skip-link">跳到正文</button>',
    `<header class="site-header"><a class="brand" href="#/index">${escapeHtml(site['product.name'])}</a></header>`,
    `<nav class="site-nav" aria-label="主导航"><ul>${links}</ul></nav>`,
    '<div class="content" id="content"><main class="main"></main>',
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

export function prerenderShell(): Plugin {
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
        html.source = html.source
          .replace('<div id="app"></div>', `<div id="app">${shellHtml()}</div>`)
          .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <script type="module" src="/${this.getFileName(preload)}"></script>`);
      },
    },
  };
}
