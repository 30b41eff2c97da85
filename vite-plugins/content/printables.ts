import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { routes, type Route } from '../../src/config/routes.ts';
import type { PageContent } from '../../src/config/page-content.ts';
import { parsePage } from './compile.ts';
import { markdown } from './markdown.ts';
import { printableLink, printablesDir } from './printable-paths.ts';
import { checkLinks, fail } from './rules.ts';

/**
 * Documents a reader opens and prints from a page, such as 家长监护工程's application form:
 * content/printables/<page>-<name>.md, each a plain HTML document at /pages/<page>-<name>.html (see
 * ../html/plain-documents.ts), sized for A4. The text rules of the pages apply to them.
 */
export interface Printable {
  /** The page it belongs to and links to it. */
  route: Route;
  /** Where it is served, e.g. `/pages/parent-application.html`. */
  path: string;
  content: PageContent;
}

/** Compiles and checks every printable document; `idsByPath` are the pages' heading ids, for its links. */
export function compilePrintables(contentDir: string, idsByPath: Map<string, Set<string>>): Printable[] {
  const dir = printablesDir(contentDir);
  if (!existsSync(dir)) return [];
  const links = printableLink(contentDir);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const file = join(dir, name);
      const route = routes.find((candidate) => name.startsWith(`${candidate.id}-`));
      if (!route) fail(file, 'a printable document is named for its page: <page>-<name>.md');
      const page = parsePage(readFileSync(file, 'utf8'), file);
      checkLinks(page, `printables/${name}`, idsByPath, links);
      const { title, description, heading, html } = page.content;
      // No table of contents: on paper it would only take room.
      const body = `<h1 tabindex="-1">${markdown.utils.escapeHtml(heading)}</h1><div class="prose printable">${html}</div>`;
      return { route, path: `/pages/${basename(name, '.md')}.html`, content: { title, description, body } };
    });
}
