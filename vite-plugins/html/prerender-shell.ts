import { createServer, type Plugin, type PluginOption } from 'vite';
import { homeRoute, routes } from '../../src/config/routes.ts';
import { documentTitle } from '../../src/config/site.ts';
import { pageModule, type CompiledContent } from '../content/plugin.ts';

/**
 * The start-up script, inline in the head before the stylesheet, so that it runs before that or the
 * app's bundle has arrived. It resolves the address the way src/router/match-location.ts does and,
 * only when the address names a page:
 * - starts that page's chunk downloading beside the bundle, instead of after it (not for an earlier
 *   version of a text or a comparison, `?version=` or `?compare=`: the app shows those);
 * - at home, lets the stylesheet show the prerendered content (no other address ever shows it);
 * - elsewhere, shows the page from its chunk as soon as the chunk arrives, unless the app has
 *   rendered by then. The app then hydrates that markup (src/app/main.tsx).
 * Its text does not change with the content (the chunk names are in the JSON before it), so the
 * hash that the Content-Security-Policy allows it by (vite-plugins/inline-script-policy.ts checks it)
 * stays the same from build to build.
 * It runs before anything could be transpiled for an old engine, so it is written in ES2017 (plus
 * `import()`, which every engine with ES modules in the support matrix has): no `?.`, no `??`, no
 * `catch` without a binding (test/old-engine-scripts.test.ts parses it so).
 */
export const startupScript = `(() => {
  const pages = JSON.parse(document.getElementById('startup-pages').textContent);
  const hash = location.hash.slice(1);
  const query = hash.indexOf('?');
  const raw = query < 0 ? hash : hash.slice(0, query);
  let path;
  try {
    path = '/' + decodeURIComponent(raw).toLowerCase().replace(/\\/+$/, '').replace(/^\\//, '');
  } catch (malformed) {
    return;
  }
  if (path === '/') path = '${homeRoute.path}';
  const page = raw.length <= 256 && pages[path];
  const params = new URLSearchParams(query < 0 ? '' : hash.slice(query + 1));
  // An earlier version or a comparison is another chunk, which the app loads.
  if (!page || params.has('version') || params.has('compare')) return;
  const atHome = path === '${homeRoute.path}';
  // Names the page the HTML shows: the stylesheet shows home's by it, the app hydrates by it.
  if (atHome) document.documentElement.dataset.startupPage = path;
  document.title = page.title;
  // A legal text's version in force on the reader's date in Beijing, as src/pages/text-on-date.ts picks it.
  const today = new Date(Date.now() + 288e5).toISOString().slice(0, 10);
  const inForce = (list) => list.filter((entry) => entry[0] <= today).pop() || list[0];
  // A failed download is the app's to report; here it only means that nothing is shown early.
  import(inForce(page.chunks)[1]).then((module) => {
    // The parser may not have reached the layout yet when the chunk is here: then wait for it.
    if (document.getElementById('prerendered-home') || document.readyState !== 'loading') show(module.default);
    else document.addEventListener('DOMContentLoaded', () => show(module.default));
  }, () => undefined);
  function show(content) {
    const home = document.getElementById('prerendered-home');
    if (!home) return;
    document.querySelector('nav a[href="#' + path + '"]').setAttribute('aria-current', 'page');
    if (atHome) return;
    const dated = inForce((content.dated || []).map((entry) => [entry.from, entry.parts]));
    let body = content.body.split('<!--dated-->').map((piece, index) => (index ? dated[1][index - 1] : '') + piece).join('');
    if (content.version) body = body.split('?version=' + content.version.effective + '&amp;').join('?');
    home.parentElement.innerHTML = '<article class="page">' + body + '</article>';
    document.documentElement.dataset.startupPage = path;
    const section = params.get('section');
    const heading = section && document.getElementById(section);
    if (heading) heading.scrollIntoView();
  }
})();`;

/**
 * What the start-up script needs to know: each page's document title and its chunks, each with the date
 * from which it is the text in force (a page without versions has one, from '').
 */
function startupPages(chunks: Map<string, Array<[string, string]>>): string {
  const pages = Object.fromEntries(
    routes.map((route) => [route.path, { chunks: chunks.get(route.path), title: documentTitle(route.title) }]),
  );
  return JSON.stringify(pages).replace(/</g, '\\u003c');
}

/**
 * The app at home, rendered by React at build time (`entry`, e.g. /src/app/prerender-home.tsx, whose
 * `prerenderHome()` returns the HTML, loaded through a Vite server in SSR mode with the same plugins),
 * so the HTML is exactly what the app hydrates.
 * Two marks for the start-up script: home's content gets an id, which the stylesheet hides until
 * the script has seen that the address is home's; and no link is marked current until the script
 * knows which page the address names.
 */
async function prerenderHome(entry: string, plugins: () => PluginOption[]): Promise<string> {
  const server = await createServer({
    configFile: false,
    logLevel: 'error',
    plugins: plugins(),
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    // It only renders on the server: no dependency pre-bundling for a browser, and a cache of its own, so
    // a build never rewrites the optimized dependencies a running `npm run dev` is serving.
    optimizeDeps: { noDiscovery: true, include: [] },
    cacheDir: 'node_modules/.vite-prerender',
  });
  try {
    const { prerenderHome: render } = (await server.ssrLoadModule(entry)) as { prerenderHome?: () => unknown };
    if (typeof render !== 'function') throw new Error(`${entry} exports no prerenderHome()`);
    const html: unknown = await render();
    if (typeof html !== 'string') throw new Error(`${entry}: prerenderHome() returned no HTML`);
    const marked = html.replace('<article class="page">', '<article class="page" id="prerendered-home">').replace(' aria-current="page"', '');
    if (!marked.includes('id="prerendered-home"') || marked.includes('aria-current')) {
      throw new Error('prerendered home: expected one <article class="page"> and one current link');
    }
    return marked;
  } finally {
    await server.close();
  }
}

/**
 * `entry` is the module that renders home (see prerenderHome); `plugins` makes a fresh set of the
 * plugins the app's modules need (React, the page texts); `content` and `contentDir` tell which chunk
 * holds which text.
 */
export function prerenderShell(entry: string, plugins: () => PluginOption[], content: CompiledContent, contentDir: string): Plugin {
  return {
    name: 'prerender-shell',
    apply: 'build',
    // After Vite has written index.html into the bundle.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const calendar = content.calendar();
        const chunks = new Map<string, Array<[string, string]>>();
        for (const output of Object.values(bundle)) {
          const module = output.type === 'chunk' && output.facadeModuleId ? pageModule(contentDir, output.facadeModuleId) : null;
          if (output.type !== 'chunk' || !module || module.kind === 'comparison') continue;
          const route = routes.find((candidate) => candidate.path === module.path);
          const dates = route ? (calendar[route.id] ?? []) : [];
          const from = module.kind === 'version' ? module.effective : (dates[dates.length - 1] ?? '');
          chunks.set(module.path, [...(chunks.get(module.path) ?? []), [from, `/${output.fileName}`]]);
        }
        for (const list of chunks.values()) list.sort(([a], [b]) => a.localeCompare(b));
        const complete = routes.every((route) => chunks.get(route.path)?.length === Math.max(1, calendar[route.id]?.length ?? 0));
        if (!complete) this.error('a page chunk is missing');
        const html = bundle['index.html'];
        if (html?.type !== 'asset' || typeof html.source !== 'string') return this.error('index.html is missing');
        html.source = html.source
          .replace('<div id="app"></div>', `<div id="app">${await prerenderHome(entry, plugins)}</div>`)
          .replace(
            '</title>',
            '</title>\n' +
              `    <script type="application/json" id="startup-pages">${startupPages(chunks)}</script>\n` +
              `    <script>${startupScript}</script>`,
          );
      },
    },
  };
}
