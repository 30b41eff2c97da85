import { readdirSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { routes } from '../../src/config/routes.ts';
import type { PageContent, TextCalendar } from '../../src/config/page-content.ts';
import { pageContent, readTexts, type ParsedPage } from './compile.ts';
import { compilePrintables, type Printable } from './printables.ts';
import { beijingToday } from '../../src/texts/on-date.ts';
import { textLists } from '../../src/config/text-lists.ts';
import { listPage, type TextList } from './lists.ts';
import { checkSectionLinksInForce, comparisonPage, plainVersionPage, predecessorOf, replacedPage, versionPage, type LinkToPartElsewhere } from './pages.ts';
import { readHistories, type TextHistory, type TextVersion } from './histories.ts';
import { replacedKey } from './notices.ts';

/**
 * Which page a module under content/ is: a current text, an earlier version, or a comparison of an
 * earlier version with a later one (`to`: the next when absent).
 */
export type PageModule =
  | { kind: 'current'; path: string }
  | { kind: 'version'; path: string; effective: string }
  | { kind: 'comparison'; path: string; effective: string; to?: string }
  /** A list of a version (src/config/text-lists.ts); of the newest when `effective` is absent. */
  | { kind: 'list'; path: string; effective?: string; list: string };

/**
 * content/<page>.md, content/versions/<page>/<date>.md and the same with `?compare` (with the next
 * version) or `?compare=<later date>` (earlier versions), or `?list=<name>`; null for any other id.
 */
export function pageModule(contentDir: string, id: string): PageModule | null {
  const [file = '', query] = id.split('?');
  if (!file.endsWith('.md')) return null;
  const parts = relative(contentDir, file).split(sep);
  const route = (routeId: string | undefined) => routes.find((candidate) => candidate.id === routeId);
  const list = /^list=([a-z-]+)$/.exec(query ?? '')?.[1];
  if (parts.length === 1) {
    const current = route(basename(file, '.md'));
    if (current && list) return { kind: 'list', path: current.path, list };
    return current && query === undefined ? { kind: 'current', path: current.path } : null;
  }
  const archived = route(parts[1]);
  if (parts.length !== 3 || parts[0] !== 'versions' || !archived) return null;
  const effective = basename(file, '.md');
  if (query === undefined) return { kind: 'version', path: archived.path, effective };
  if (list) return { kind: 'list', path: archived.path, effective, list };
  const to = /^compare(?:=(\d{4}-\d{2}-\d{2}))?$/.exec(query);
  if (!to) return null;
  return to[1] ? { kind: 'comparison', path: archived.path, effective, to: to[1] } : { kind: 'comparison', path: archived.path, effective };
}

/**
 * The name of a page's chunk (`page-privacy`, `version-privacy-2026-11-01`, `compare-privacy-2026-11-01`,
 * `compare-privacy-2026-11-01-2026-12-08`), readable in the network panel; `[name]` for any other chunk.
 */
export function chunkName(contentDir: string, facadeModuleId: string | null): string {
  const module = facadeModuleId ? pageModule(contentDir, facadeModuleId) : null;
  if (!module) return '[name]';
  const page = basename(module.path);
  if (module.kind === 'current') return `page-${page}`;
  if (module.kind === 'version') return `version-${page}-${module.effective}`;
  if (module.kind === 'list') return `list-${page}-${module.effective ? `${module.effective}-` : ''}${module.list}`;
  return `compare-${page}-${module.effective}${module.to ? `-${module.to}` : ''}`;
}

export interface CompiledContent {
  module(module: PageModule): PageContent;
  /** Each versioned text's effective dates, oldest first (the app's `virtual:text-calendar`). */
  calendar(): TextCalendar;
  /** The module of every view the app loads only through `virtual:text-views`, by its key there (see textViews). */
  views(): Map<string, string>;
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
  /** The document of the publication its dated copy followed (pages.ts, predecessorOf), if the page has versions. */
  newestPredecessor?: string | null;
  versions: Array<{ effective: string; content: PageContent; predecessor: string | null }>;
  /** Publications a correction replaced before they bound, each at its own address (`2026-12-01-2026-11-23`). */
  replaced: Array<{ name: string; content: PageContent; predecessor: string | null }>;
  /** Each version's lists (src/config/text-lists.ts), at `2026-12-08-third-parties`; the newest's also at `third-parties`. */
  lists: Array<{ name: string; content: PageContent }>;
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
    // Each content/<page>.md read and parsed once: the page data and the newest version of its history.
    const texts = readTexts(contentDir);
    const pages = new Map([...texts].map(([path, text]) => [path, text.page]));
    const idsByPath = new Map([...pages].map(([path, page]) => [path, page.ids]));
    const histories = readHistories(contentDir, texts, idsByPath);
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
      const find = (effective: string) => history.versions.find((candidate) => candidate.effective === effective);
      const version = module.kind === 'current' || (module.kind === 'list' && !module.effective) ? history.versions.at(-1) : find(module.effective ?? '');
      if (!version) throw new Error(`no such version of ${module.path}`);
      if (module.kind === 'list') {
        const list = textLists.find((candidate) => candidate.name === module.list && routes.find((route) => route.id === candidate.page)?.path === module.path);
        const page = list && listPage(history, version, list);
        if (!page) throw new Error(`${module.path} ${version.effective} has no list "${module.list}"`);
        return page;
      }
      if (module.kind !== 'comparison') return versionPage(history, version);
      const to = module.to === undefined ? undefined : find(module.to);
      if (module.to !== undefined && !to) throw new Error(`no version of ${module.path} effective on ${module.to}`);
      return comparisonPage(history, version, to);
    },
    calendar() {
      return Object.fromEntries([...get().histories.values()].map((history) => [history.route.id, history.versions.map((version) => version.effective)]));
    },
    views() {
      const views = new Map<string, string>();
      for (const history of get().histories.values()) {
        const { route, versions } = history;
        versions.forEach((from, index) => {
          const file = join(contentDir, 'versions', route.id, `${from.effective}.md`);
          // Every later version: the next by `?compare`, the chunk `?compare=<earlier>` has always named.
          versions.slice(index + 1).forEach((to, after) => {
            views.set(`${route.id}/${from.effective}/${to.effective}`, after === 0 ? `${file}?compare` : `${file}?compare=${to.effective}`);
          });
          // Each list the version has; the newest's is content/<page>.md's.
          const newest = index === versions.length - 1;
          for (const list of listsOf(history, from)) {
            views.set(`${route.id}/${from.effective}/${list.name}`, newest ? `${join(contentDir, `${route.id}.md`)}?list=${list.name}` : `${file}?list=${list.name}`);
          }
        });
      }
      return views;
    },
    plainPages(path) {
      const { pages, histories } = get();
      const history = histories.get(path);
      const page = pages.get(path);
      if (!page) throw new Error(`no content for ${path}`);
      if (!history) return { newest: pageContent(page.content, path), versions: [], replaced: [], lists: [] };
      const versions = history.versions.map((version) => ({ effective: version.effective, content: plainVersionPage(history, version), predecessor: predecessorOf(history, version) }));
      const replaced = history.versions.flatMap((version) =>
        version.replaced.map((publication) => ({
          name: replacedKey(version, publication),
          content: replacedPage(history, version, publication),
          predecessor: predecessorOf(history, version, publication),
        })),
      );
      const lists = history.versions.flatMap((version, index) =>
        listsOf(history, version).flatMap((list) => {
          const content = listPage(history, version, list, true);
          if (!content) return [];
          const dated = { name: `${version.effective}-${list.name}`, content };
          return index === history.versions.length - 1 ? [dated, { name: list.name, content }] : [dated];
        }),
      );
      const newest = versions.pop();
      if (!newest) throw new Error(`${path} has no versions`);
      return { newest: newest.content, newestEffective: newest.effective, newestPredecessor: newest.predecessor, versions, replaced, lists };
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
 * texts, their earlier versions, the comparisons of every two (`<version>.md?compare` with the next,
 * `?compare=<later>`) and each version's lists (`?list=<name>`), each its own lazy chunk. The app finds
 * the versions' by `import.meta.glob` and the effective dates in `virtual:text-calendar`; the comparisons
 * and lists in `virtual:text-views`, which only a lazy chunk imports (src/app/text-views.ts).
 */
export function markdownPages(contentDir: string, content: CompiledContent): Plugin {
  const calendarId = 'virtual:text-calendar';
  const viewsId = 'virtual:text-views';
  return {
    name: 'markdown-pages',
    resolveId: (id) => (id === calendarId || id === viewsId ? `\0${id}` : null),
    load(id) {
      if (id !== `\0${calendarId}` && id !== `\0${viewsId}`) return null;
      for (const file of contentFiles(contentDir)) this.addWatchFile(file);
      if (id === `\0${calendarId}`) {
        for (const { file, href, lacking, elsewhere } of content.linksToPartsElsewhere()) {
          this.info(`${file}: "${href}" leads, while the version effective on ${lacking} is in force, to a page that says the part is in ${elsewhere.version}`);
        }
        return `export default ${JSON.stringify(content.calendar())};`;
      }
      const views = [...content.views()].map(([key, module]) => `${JSON.stringify(key)}: () => import(${JSON.stringify(module)})`);
      return `export default {\n${views.join(',\n')}\n};`;
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

/** The lists of src/config/text-lists.ts that a version of a text has: those whose section it has. */
function listsOf(history: TextHistory, version: TextVersion): TextList[] {
  return textLists.filter((list) => list.page === history.route.id && version.page.ids.has(list.section));
}

/** Every Markdown file a page is compiled from. */
function contentFiles(contentDir: string): string[] {
  return readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(contentDir, name));
}
