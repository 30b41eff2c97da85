import { readdirSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { routes } from '../src/config/routes.ts';
import type { PageContent } from '../src/config/page-content.ts';
import { compileContent, pageContent, type ParsedPage } from './markdown-pages.ts';
import { comparisonPage, historyPart, readHistories, versionPage, type TextHistory } from './text-versions.ts';

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

export interface CompiledContent {
  module(module: PageModule): PageContent;
  /** The current text of a page. */
  page(path: string): PageContent;
  /** Forget the compiled texts: the next `module` compiles them again. */
  invalidate(): void;
}

interface Compiled {
  pages: Map<string, ParsedPage>;
  histories: Map<string, TextHistory>;
}

/** The texts and their histories compiled and checked together (links cross pages), once until invalidated. */
export function compiledContent(contentDir: string): CompiledContent {
  let compiled: Compiled | undefined;
  const compile = (): Compiled => {
    const pages = compileContent(contentDir);
    const idsByPath = new Map([...pages].map(([path, page]) => [path, page.ids]));
    return { pages, histories: readHistories(contentDir, idsByPath) };
  };
  return {
    module(module) {
      compiled ??= compile();
      const page = compiled.pages.get(module.path);
      if (!page) throw new Error(`no content for ${module.path}`);
      const history = compiled.histories.get(module.path);
      if (module.kind === 'current') {
        return pageContent(page.content, module.path, history ? { lead: historyPart(history) } : {});
      }
      const version = history?.versions.find((candidate) => candidate.effective === module.effective);
      if (!history || !version) throw new Error(`no version ${module.effective} of ${module.path}`);
      return module.kind === 'version' ? versionPage(history, version) : comparisonPage(history, version, page);
    },
    page(path) {
      return this.module({ kind: 'current', path });
    },
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
  return {
    name: 'markdown-pages',
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
      // The marks and notices of earlier versions and comparisons are styled by a stylesheet of their
      // own, which Vite loads with their chunk: a current text's reader never downloads it.
      const styles = module.kind === 'current' ? '' : `import '/src/styles/versions.css';\n`;
      return { code: `${styles}export default ${JSON.stringify(content.module(module))};`, map: null };
    },
  };
}

/** Every Markdown file a page is compiled from. */
function contentFiles(contentDir: string): string[] {
  return readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(contentDir, name));
}
