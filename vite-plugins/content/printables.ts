import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { routes, type Route } from '../../src/config/routes.ts';
import type { PageContent } from '../../src/config/page-content.ts';
import { parsePage } from './compile.ts';
import { chineseDate } from '../../src/texts/chinese-date.ts';
import { frontMatterDate } from './dates.ts';
import { correctionWords } from './notices.ts';
import type { TextHistory } from './histories.ts';
import { markdown } from './markdown/index.ts';
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

/**
 * The version of a legal text a printable follows (front matter `follows`, its effective date), stated
 * at its top: on paper the reader sees which rules the form was written for, and what applies before.
 */
function followsLine(file: string, source: string, route: Route, histories: ReadonlyMap<string, TextHistory>): string {
  const history = histories.get(route.path);
  const follows = frontMatterDate(source, 'follows', file);
  if (!history) return follows ? fail(file, `"follows": ${route.title} has no versions`) : '';
  if (!follows) return fail(file, `front matter needs "follows": the effective date of the version of ${route.title} it is written for`);
  const version = history.versions.find((candidate) => candidate.effective === follows);
  if (!version) fail(file, `"follows: ${follows}" names no version of ${route.title}`);
  if (version !== history.versions.at(-1)) fail(file, `"follows: ${follows}" is not the newest version of ${route.title}: update the document with the text`);
  const corrected = version.replaced.length > 0 ? `（${correctionWords(version)}）` : '';
  return (
    `<p class="printable-version">本文件依据自 ${chineseDate(version.effective)}起生效的${route.title}${corrected}编写。` +
    `在此之前提出申请的，以申请当日有效的${route.title}为准（<a href="/#${route.path}">打开当日有效的版本</a>）。</p>`
  );
}

/**
 * Compiles and checks every printable document; `idsByPath` are the pages' heading ids, for its links;
 * `histories` the legal texts' versions, for the one it follows.
 */
export function compilePrintables(contentDir: string, idsByPath: Map<string, Set<string>>, histories: ReadonlyMap<string, TextHistory>): Printable[] {
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
      const source = readFileSync(file, 'utf8');
      const page = parsePage(source, file);
      checkLinks(page, `printables/${name}`, idsByPath, links);
      const { title, description, heading, html } = page.content;
      // No table of contents: on paper it would only take room.
      const body = `<h1 tabindex="-1">${markdown.utils.escapeHtml(heading)}</h1>${followsLine(file, source, route, histories)}<div class="prose printable">${html}</div>`;
      return { route, path: `/pages/${basename(name, '.md')}.html`, content: { title, description, body } };
    });
}
