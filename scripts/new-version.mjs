// `npm run new-version -- <page> <effective date> [--updated <date>] [--content <dir>]`
// Starts a new version of a legal text (see README, "Publish a change to a legal text"):
// 1. freezes the text as it reads today as content/versions/<page>/<its effective date>.md, every fact
//    written out (only its own {{dates.*}} stay placeholders);
// 2. gives content/<page>.md the new effective date, and as its update date --updated or today in Beijing;
// 3. leaves an empty content/update-notes/<page>/<new date>.md, which the build fails on until it names
//    every section the edit changes.
// A version may take effect on the day it is published; the build holds it to the notice period the
// texts promise (site.ts `changes.notice`) as soon as its 更新说明 list a change against the reader.
// A date before the newest version's inserts a version (e.g. one that only favours the reader, in force
// at once, while a later one is still upcoming): it starts as a copy of the version in force before it,
// and the versions after it, which now compare with it, must be corrected (npm run correct-version).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { versionCommand } from './version-command.mjs';

const { page, effective, updated, contentDir, fail, freeze, frontMatterDate } = await versionCommand('new-version');
const file = join(contentDir, `${page}.md`);
const source = readFileSync(file, 'utf8');
const current = frontMatterDate(source, 'effective', file);
if (!current) fail(`content/${page}.md has no "effective" date: only a legal text has versions`);
if (effective < updated) fail(`published ${updated}, a version cannot take effect earlier (${effective})`);
const versionsDir = join(contentDir, 'versions', page);
const notesFile = join(contentDir, 'update-notes', page, `${effective}.md`);
if (existsSync(notesFile)) fail(`${notesFile} exists already`);
mkdirSync(join(contentDir, 'update-notes', page), { recursive: true });

if (effective < current) {
  // Inserted before the newest: a copy of the version in force the day before it.
  const earlier = (existsSync(versionsDir) ? readdirSync(versionsDir) : [])
    .map((name) => name.replace(/\.md$/, ''))
    .filter((date) => date < effective)
    .sort();
  const base = earlier.at(-1);
  if (!base) fail(`no version takes effect before ${effective}`);
  if (existsSync(join(versionsDir, `${effective}.md`))) fail(`a version takes effect on ${effective} already`);
  const later = readdirSync(versionsDir).map((name) => name.replace(/\.md$/, '')).filter((date) => date > effective).concat(current).sort();
  const copy = readFileSync(join(versionsDir, `${base}.md`), 'utf8')
    .replace(/^effective:.*$/m, `effective: ${effective}`)
    .replace(/^updated:.*$/m, `updated: ${updated}`);
  writeFileSync(join(versionsDir, `${effective}.md`), copy);
  writeFileSync(notesFile, '');
  console.log(`Inserted content/versions/${page}/${effective}.md, a copy of the version effective ${base} (updated ${updated}).
Next: edit it, list what changed in ${notesFile} (对您不利的变化 first, if any: then the notice period
applies), and correct each later version, which now compares with it: ${later.map((date) => `npm run correct-version -- ${page} ${date}`).join('; ')}.
npm run build names every section still missing.`);
  process.exit(0);
}

const frozenFile = join(versionsDir, `${current}.md`);
if (existsSync(frozenFile)) fail(`${frozenFile} exists already`);

const frozen = freeze(source, file);
mkdirSync(versionsDir, { recursive: true });
writeFileSync(frozenFile, frozen);

const next = source
  .replace(/^effective:.*$/m, `effective: ${effective}`)
  .replace(/^updated:.*$/m, `updated: ${updated}`);
writeFileSync(file, next);
writeFileSync(notesFile, '');

console.log(`Froze the text effective ${current} as ${frozenFile}.
content/${page}.md now takes effect on ${effective} (updated ${updated}).
Next: edit content/${page}.md, then list what changed in ${notesFile} (对您不利的变化 first, if
any: then the notice period applies; the build names every section still missing), check with
npm run build, and publish on ${updated}.`);
