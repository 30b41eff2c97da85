// `npm run new-version -- <page> <effective date> [--updated <date>] [--content <dir>]`
// Starts a new version of a legal text (see README, "Publish a change to a legal text"):
// 1. freezes the text as it reads today as content/versions/<page>/<its effective date>.md, every fact
//    written out (only its own {{dates.*}} stay placeholders);
// 2. gives content/<page>.md the new effective date, and as its update date --updated or today in Beijing;
// 3. leaves an empty content/update-notes/<page>/<new date>.md, which the build fails on until it names
//    every section the edit changes.
// It refuses a date that breaks the notice period the texts promise (site.ts `changes.notice`).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
const load = async (path) => {
  /** @type {{ module: T }} */
  const loaded = await runnerImport(join(root, path), { configFile: false, logLevel: 'error' });
  return loaded.module;
};

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { updated: { type: 'string' }, content: { type: 'string', default: join(root, 'content') } },
});
const [page, effective] = positionals;
/** @param {string} message @returns {never} */
const fail = (message) => {
  console.error(`new-version: ${message}`);
  process.exit(1);
};

/** @type {typeof import('../src/config/routes.ts')} */
const { routes } = await load('src/config/routes.ts');
/** @type {typeof import('../vite-plugins/content/compile.ts')} */
const { fillPlaceholders } = await load('vite-plugins/content/compile.ts');
/** @type {typeof import('../vite-plugins/content/rules.ts')} */
const { placeholders } = await load('vite-plugins/content/rules.ts');
/** @type {typeof import('../vite-plugins/content/dates.ts')} */
const { addDays, checkedDate, frontMatterDate } = await load('vite-plugins/content/dates.ts');
/** @type {typeof import('../vite-plugins/content/versions.ts')} */
const { noticeDays } = await load('vite-plugins/content/versions.ts');
/** @type {typeof import('../src/pages/text-on-date.ts')} */
const { beijingToday } = await load('src/pages/text-on-date.ts');

if (!page || !effective || !routes.some((route) => route.id === page)) {
  fail(`usage: npm run new-version -- <${routes.map((route) => route.id).join('|')}> <effective YYYY-MM-DD> [--updated YYYY-MM-DD]`);
}
const contentDir = resolve(values.content);
const file = join(contentDir, `${page}.md`);
const source = readFileSync(file, 'utf8');
const current = frontMatterDate(source, 'effective', file);
if (!current) fail(`content/${page}.md has no "effective" date: only a legal text has versions`);
try {
  checkedDate(effective, 'the effective date', file);
  if (values.updated) checkedDate(values.updated, '--updated', file);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const updated = values.updated ?? beijingToday();
if (effective <= current) fail(`the new version must take effect after the current one (${current})`);
const earliest = addDays(updated, noticeDays());
if (effective < earliest) fail(`published ${updated}, a version can take effect on ${earliest} at the earliest (changes.notice)`);

const frozenFile = join(contentDir, 'versions', page, `${current}.md`);
const notesFile = join(contentDir, 'update-notes', page, `${effective}.md`);
if (existsSync(frozenFile)) fail(`${frozenFile} exists already`);
if (existsSync(notesFile)) fail(`${notesFile} exists already`);

// Every fact as it reads today; a version's own dates stay placeholders, filled from its front matter.
const ownDates = { 'dates.effective': '{{dates.effective}}', 'dates.updated': '{{dates.updated}}' };
const frozen = fillPlaceholders(source, file, { ...placeholders, ...ownDates });
mkdirSync(join(contentDir, 'versions', page), { recursive: true });
writeFileSync(frozenFile, frozen);

const next = source
  .replace(/^effective:.*$/m, `effective: ${effective}`)
  .replace(/^updated:.*$/m, `updated: ${updated}`);
writeFileSync(file, next);
mkdirSync(join(contentDir, 'update-notes', page), { recursive: true });
writeFileSync(notesFile, '');

console.log(`Froze the text effective ${current} as ${frozenFile}.
content/${page}.md now takes effect on ${effective} (updated ${updated}).
Next: edit content/${page}.md, then list what changed in ${notesFile}
(the build names every section still missing), check with npm run build, and publish on ${updated}.`);
