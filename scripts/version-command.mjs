// What `npm run new-version` and `npm run correct-version` share: their arguments
// (`<page> <effective date> [--updated <date>] [--content <dir>]`), checked, and the project's modules
// they use, loaded through Vite's module runner.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';

const root = join(import.meta.dirname, '..');

/**
 * The project's TypeScript modules, through Vite's module runner.
 * @template T
 * @param {string} path
 * @returns {Promise<T>}
 */
export const load = async (path) => {
  /** @type {{ module: T }} */
  const loaded = await runnerImport(join(root, path), { configFile: false, logLevel: 'error' });
  return loaded.module;
};

/**
 * Parses and checks the arguments of a version command named `name`; any error ends the process.
 * @param {string} name
 */
export async function versionCommand(name) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { updated: { type: 'string' }, content: { type: 'string', default: join(root, 'content') } },
  });
  /** @param {string} message @returns {never} */
  const fail = (message) => {
    console.error(`${name}: ${message}`);
    process.exit(1);
  };
  /** @type {typeof import('../src/config/routes.ts')} */
  const { routes } = await load('src/config/routes.ts');
  /** @type {typeof import('../vite-plugins/content/compile.ts')} */
  const { fillPlaceholders } = await load('vite-plugins/content/compile.ts');
  /** @type {typeof import('../vite-plugins/content/rules.ts')} */
  const { placeholders } = await load('vite-plugins/content/rules.ts');
  /** @type {typeof import('../vite-plugins/content/dates.ts')} */
  const { checkedDate, frontMatterDate } = await load('vite-plugins/content/dates.ts');
  /** @type {typeof import('../src/texts/on-date.ts')} */
  const { beijingToday } = await load('src/texts/on-date.ts');

  const [page, effective] = positionals;
  if (!page || !effective || !routes.some((route) => route.id === page)) {
    fail(`usage: npm run ${name} -- <${routes.map((route) => route.id).join('|')}> <effective YYYY-MM-DD> [--updated YYYY-MM-DD]`);
  }
  try {
    checkedDate(effective, 'the effective date', page);
    if (values.updated) checkedDate(values.updated, '--updated', page);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  // Every fact as it reads today; a version's own dates stay placeholders, filled from its front matter.
  const ownDates = { 'dates.effective': '{{dates.effective}}', 'dates.updated': '{{dates.updated}}' };
  /** @param {string} source @param {string} file */
  const freeze = (source, file) => fillPlaceholders(source, file, { ...placeholders, ...ownDates });
  return {
    page,
    effective,
    updated: values.updated ?? beijingToday(),
    contentDir: resolve(values.content),
    fail,
    freeze,
    /** @param {string} source @param {string} field @param {string} file */
    frontMatterDate: (source, field, file) => frontMatterDate(source, field, file),
    /** @param {string} source @param {string} file */
    fillFacts: (source, file) => fillPlaceholders(source, file),
  };
}
