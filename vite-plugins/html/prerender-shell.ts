import { createServer, type Plugin, type PluginOption } from 'vite';
import { homeRoute, routes } from '../../src/config/routes.ts';
import { documentTitle } from '../../src/config/site.ts';
import type { TextCalendar } from '../../src/config/page-content.ts';
import { pageModule, type CompiledContent, type PageModule } from '../content/plugin.ts';
import { elementSpan, firstElement, htmlPieces, pointAfter, withEdits, type Opened } from '../content/html-pieces.ts';
import { bundleStartupScript } from './startup-scripts.ts';

/**
 * What the start-up script (src/startup/startup.js) needs to know: the app's entry script, home's path,
 * and each page's document title and its chunks, each with the date from which it is the text in force
 * (a page without versions has one, from '').
 */
export function startupPages(app: string, chunks: Map<string, Array<[string, string]>>): string {
  const pages = Object.fromEntries(
    routes.map((route) => [route.path, { chunks: chunks.get(route.path), title: documentTitle(route.title) }]),
  );
  return JSON.stringify({ app, home: homeRoute.path, pages }).replace(/</g, '\\u003c');
}

/**
 * Each page's chunks (`file`, of a current text or a version; not comparisons or lists), oldest first, each with
 * the date from which the start-up script shows it as the text in force (src/texts/on-date.ts): a
 * version's chunk from its effective date, content/<page>.md's from the newest, a page without versions
 * from ''.
 */
export function startupChunks(calendar: TextCalendar, chunks: Iterable<{ module: PageModule; file: string }>): Map<string, Array<[string, string]>> {
  const byPath = new Map<string, Array<[string, string]>>();
  for (const { module, file } of chunks) {
    if (module.kind === 'comparison' || module.kind === 'list') continue;
    const route = routes.find((candidate) => candidate.path === module.path);
    const dates = route ? (calendar[route.id] ?? []) : [];
    const from = module.kind === 'version' ? module.effective : (dates[dates.length - 1] ?? '');
    byPath.set(module.path, [...(byPath.get(module.path) ?? []), [from, file]]);
  }
  for (const list of byPath.values()) list.sort(([a], [b]) => a.localeCompare(b));
  return byPath;
}

/** The entry script Vite writes into index.html, which the start-up script requests instead. */
const isEntryScript = ({ open, attributes }: Opened) => open === 'script' && attributes.type === 'module' && /^\/assets\/index-[\w-]+\.js$/.test(attributes.src ?? '');

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
    const pieces = htmlPieces(html);
    const page = firstElement(pieces, 'prerendered home: <article class="page">', ({ open, attributes }) => open === 'article' && attributes.class === 'page').element.spans.class;
    const current = pieces.flatMap((piece) => ('open' in piece && piece.spans['aria-current'] ? [piece.spans['aria-current']] : []));
    if (!page || current.length !== 1 || !current[0]) throw new Error('prerendered home: expected one <article class="page"> and one current link');
    return withEdits(html, [
      { ...pointAfter(page), html: ' id="prerendered-home"' },
      // The attribute, with the space before it.
      { start: current[0].start - 1, end: current[0].end, html: '' },
    ]);
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
        const chunks = startupChunks(
          calendar,
          Object.values(bundle).flatMap((output) => {
            const module = output.type === 'chunk' && output.facadeModuleId ? pageModule(contentDir, output.facadeModuleId) : null;
            return module ? [{ module, file: `/${output.fileName}` }] : [];
          }),
        );
        const complete = routes.every((route) => chunks.get(route.path)?.length === Math.max(1, calendar[route.id]?.length ?? 0));
        if (!complete) this.error('a page chunk is missing');
        const html = bundle['index.html'];
        if (html?.type !== 'asset' || typeof html.source !== 'string') return this.error('index.html is missing');
        const pieces = htmlPieces(html.source);
        const script = firstElement(pieces, 'entry script', isEntryScript);
        const app = script.element.attributes.src ?? '';
        const root = firstElement(pieces, '<div id="app">', ({ open, attributes }) => open === 'div' && attributes.id === 'app').element;
        const title = firstElement(pieces, '<title>', ({ open }) => open === 'title').index;
        html.source = withEdits(html.source, [
          { ...elementSpan(pieces, script.index, true), html: '' },
          { ...pointAfter(root), html: await prerenderHome(entry, plugins) },
          {
            ...pointAfter(elementSpan(pieces, title)),
            html: '\n' + `    <script type="application/json" id="startup-pages">${startupPages(app, chunks)}</script>\n` + `    <script>${await bundleStartupScript('startup.js')}</script>`,
          },
        ]);
      },
    },
  };
}
