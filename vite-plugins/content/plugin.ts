import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { routes } from '../../src/config/routes.ts';
import type { PageContent, TextCalendar } from '../../src/config/page-content.ts';
import { compileContent, pageContent, type ParsedPage } from './compile.ts';
import { compilePrintables, type Printable } from './printables.ts';
import { beijingToday } from '../../src/texts/on-date.ts';
import { checkSectionLinksInForce, comparisonPage, plainVersionPage, readHistories, replacedKey, replacedPage, versionPage, type LinkToPartElsewhere, type TextHistory } from './versions.ts';

/** Which page a module under content/ is: a current text, an earlier version, or a comparison with one. */
export type PageModule =
  | { kind: 'current'; path: string }
  | { kind: 'version' | 'comparison'; path: string; effective: string };

/**
 * content/<page>.md, content/versions/<page>/<date>.md and the same with `?compare`; null for any
 * other id.
 */
export function pageModule(contentDir: string, id: string): PageModule | null {
  const [file = '', query] = id.split('?');
  if (!file.endsWith('.md')) return null;
  const parts = relative(contentDir, file).split(sep);
  const route = (routeId: string | undefined) => routes.find((candidate) => candidate.id === routeId);
  if (parts.length === 1) {
    const current = route(basename(file, '.md'));
    return current && query === undefined ? { kind: 'current', path: current.path } : null;
  }
  const archived = route(parts[1]);
  if (parts.length !== 3 || parts[0] !== 'versions' || !archived) return null;
  const kind = query === 'compare' ? 'comparison' : query === undefined ? 'version' : null;
  return kind && { kind, path: archived.path, effective: basename(file, '.md') };
}

/**
 * The name of a page's chunk (`page-privacy`, `version-privacy-2026-11-01`, `compare-privacy-2026-11-01`),
 * readable in the network panel; `[name]` for any other chunk.
 */
export function chunkName(contentDir: string, facadeModuleId: string | null): string {
  const module = facadeModuleId ? pageModule(contentDir, facadeModuleId) : null;
  if (!module) return '[name]';
  const page = basename(module.path);
  return module.kind === 'current' ? `page-${page}` : `${module.kind === 'version' ? 'version' : 'compare'}-${page}-${module.effective}`;
}

export interface CompiledContent {
  module(module: PageModule): PageContent;
  /** Each versioned text's effective dates, oldest first (the app's `virtual:text-calendar`). */
  calendar(): TextCalendar;
  /** The plain documents of a page (see ../html/plain-documents.ts): its newest text (and its date, if it has versions), then each earlier version by date. */
  plainPages(path: string): PlainPages;
  /** The documents readers print from a page (content/printables/). */
  printables(): Printable[];
  /** Every versioned text's history, by path (the legal record, legal-record.ts, is made of them). */
  histories(): ReadonlyMap<string, TextHistory>;
  /** The in-app links to a part that a version in force when they are followed lacks: its page says where the part is. */
  linksToPartsElsewhere(): LinkToPartElsewhere[];
  /** Forget the compiled texts: the next call compiles them again. */
  invalidate(): void;
}

/** A page's plain documents (see ../html/plain-documents.ts). */
export interface PlainPages {
  newest: PageContent;
  /** The newest version's effective date, if the page has versions. */
  newestEffective?: string;
  versions: Array<{ effective: string; content: PageContent }>;
  /** Publications a correction replaced before they bound, each at its own address (`2026-12-01-2026-11-23`). */
  replaced: Array<{ name: string; content: PageContent }>;
}

interface Compiled {
  pages: Map<string, ParsedPage>;
  histories: Map<string, TextHistory>;
  printables: Printable[];
  linksToPartsElsewhere: LinkToPartElsewhere[];
}

/** The texts and their histories compiled and checked together (links cross pages), once until invalidated. */
export function compiledContent(contentDir: string): CompiledContent {
  let compiled: Compiled | undefined;
  const compile = (): Compiled => {
    const pages = compileContent(contentDir);
    const idsByPath = new Map([...pages].map(([path, page]) => [path, page.ids]));
    const sources = new Map(
      routes.map((route) => {
        const file = join(contentDir, `${route.id}.md`);
        return [route.path, { file, source: readFileSync(file, 'utf8') }];
      }),
    );
    const histories = readHistories(contentDir, sources, idsByPath);
    return {
      pages,
      histories,
      printables: compilePrintables(contentDir, idsByPath, histories),
      // From the day of the build on: a text is shown by a build deployed that day or later.
      linksToPartsElsewhere: checkSectionLinksInForce(pages, histories, beijingToday()),
    };
  };
  const get = (): Compiled => (compiled ??= compile());
  return {
    module(module) {
      const { pages, histories } = get();
      const page = pages.get(module.path);
      if (!page) throw new Error(`no content for ${module.path}`);
      const history = histories.get(module.path);
      if (!history) {
        if (module.kind !== 'current') throw new Error(`${module.path} has no versions`);
        return pageContent(page.content, module.path);
      }
      // content/<page>.md is the newest version.
      const version = module.kind === 'current' ? history.versions.at(-1) : history.versions.find((candidate) => candidate.effective === module.effective);
      if (!version) throw new Error(`no such version of ${module.path}`);
      return module.kind === 'comparison' ? comparisonPage(history, version) : versionPage(history, version);
    },
    calendar() {
      return Object.fromEntries([...get().histories.values()].map((history) => [history.route.id, history.versions.map((version) => version.effective)]));
    },
    plainPages(path) {
      const { pages, histories } = get();
      const history = histories.get(path);
      const page = pages.get(path);
      if (!page) throw new Error(`no content for ${path}`);
      if (!history) return { newest: pageContent(page.content, path), versions: [], replaced: [] };
      const versions = history.versions.map((version) => ({ effective: version.effective, content: plainVersionPage(history, version) }));
      const replaced = history.versions.flatMap((version) =>
        version.replaced.map((publication) => ({ name: replacedKey(version, publication), content: replacedPage(history, version, publication) })),
      );
      const newest = versions.pop();
      if (!newest) throw new Error(`${path} has no versions`);
      return { newest: newest.content, newestEffective: newest.effective, versions, replaced };
    },
    printables: () => get().printables,
    histories: () => get().histories,
    linksToPartsElsewhere: () => get().linksToPartsElsewhere,
    invalidate() {
      compiled = undefined;
    },
  };
}

/**
 * Compiles each text into a module exporting its PageContent, so no Markdown parser ships: the current
 * texts, their earlier versions, and the comparisons with them (`<version>.md?compare`), each its own
 * lazy chunk.
 */
export function markdownPages(contentDir: string, content: CompiledContent): Plugin {
  const calendarId = 'virtual:text-calendar';
  return {
    name: 'markdown-pages',
    resolveId: (id) => (id === calendarId ? `\0${calendarId}` : null),
    load(id) {
      if (id !== `\0${calendarId}`) return null;
      for (const file of contentFiles(contentDir)) this.addWatchFile(file);
      for (const { file, href, lacking, elsewhere } of content.linksToPartsElsewhere()) {
        this.info(`${file}: "${href}" leads, while the version effective on ${lacking} is in force, to a page that says the part is in ${elsewhere.version}`);
      }
      return `export default ${JSON.stringify(content.calendar())};`;
    },
    // Once per build; in dev, again after a text is edited.
    buildStart: () => content.invalidate(),
    watchChange(id) {
      if (id.endsWith('.md')) content.invalidate();
    },
    transform(_code, id) {
      if (!id.split('?')[0]?.endsWith('.md')) return null;
      const module = pageModule(contentDir, id);
      if (!module) throw new Error(`${relative(contentDir, id)} is not the content of a page`);
      for (const file of contentFiles(contentDir)) this.addWatchFile(file);
      const page = content.module(module);
      // A comparison's marks are styled by a stylesheet of its own, which Vite loads with its chunk. The
      // other texts have none: a stylesheet would cost their navigation a round trip.
      const styles = module.kind === 'comparison' ? `import '/src/styles/versions.css';\n` : '';
      return { code: `${styles}export default ${JSON.stringify(page)};`, map: null };
    },
  };
}

/** Every Markdown file a page is compiled from. */
function contentFiles(contentDir: string): string[] {
  return readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(contentDir, name));
}
