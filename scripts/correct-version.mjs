// `npm run correct-version -- <page> <effective date> [--updated <date>] [--content <dir>]`
// Corrects a version of a legal text that has been published but does not bind yet (see README,
// "Correct a version before it takes effect"):
// 1. keeps the publication as it stands on the record: content/withdrawn/<page>/<effective>/<its
//    update date>.md (its text, every fact written out), with its 更新说明 (.notes.md) and, if it was
//    itself a correction, its 更正说明 (.correction.md); a publication that is the second of the version
//    on its day (a correction corrected the same day) is kept as <date>-2.md, a third as <date>-3.md;
// 2. gives the version the new update date (--updated, or today in Beijing), which must be before the
//    day it takes effect and not before the publication it corrects (the same day is allowed);
// 3. leaves an empty content/update-notes/<page>/<effective>.correction.md (更正说明), which the build
//    fails on until it names every section the correction changes.
// The build then holds the corrected version to the notice period only if its 更正说明 or 更新说明
// list a change against the reader (对您不利的变化).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { versionCommand } from './version-command.mjs';

const { page, effective, updated, contentDir, fail, freeze, frontMatterDate, fillFacts } = await versionCommand('correct-version');

const newestFile = join(contentDir, `${page}.md`);
const archivedFile = join(contentDir, 'versions', page, `${effective}.md`);
const newest = frontMatterDate(readFileSync(newestFile, 'utf8'), 'effective', newestFile) === effective;
const file = newest ? newestFile : archivedFile;
if (!existsSync(file)) fail(`${page} has no version effective on ${effective}`);
const source = readFileSync(file, 'utf8');
const published = frontMatterDate(source, 'updated', file);
if (!published) fail(`${file} has no "updated" date`);
if (updated >= effective) fail(`the version effective on ${effective} binds from that day: a correction must be published before it (${updated} is too late); publish a new version instead (npm run new-version)`);
if (updated < published) fail(`the version was published on ${published}: its correction cannot come earlier (${updated})`);

const recordDir = join(contentDir, 'withdrawn', page, effective);
// The record already holds the publications of that day before this one: this is the next of that day.
const sameDay = existsSync(recordDir) ? readdirSync(recordDir).filter((name) => new RegExp(`^${published}(-\\d+)?\\.md$`).test(name)).length : 0;
const key = sameDay === 0 ? published : `${published}-${String(sameDay + 1)}`;
const record = join(recordDir, `${key}.md`);
if (existsSync(record)) fail(`${record} exists already`);
mkdirSync(recordDir, { recursive: true });
// The publication as it read, every fact written out; its own dates stay placeholders.
writeFileSync(record, newest ? freeze(source, file) : source);
const notesFile = join(contentDir, 'update-notes', page, `${effective}.md`);
if (existsSync(notesFile)) writeFileSync(join(recordDir, `${key}.notes.md`), fillFacts(readFileSync(notesFile, 'utf8'), notesFile));
const correctionFile = join(contentDir, 'update-notes', page, `${effective}.correction.md`);
if (existsSync(correctionFile)) writeFileSync(join(recordDir, `${key}.correction.md`), fillFacts(readFileSync(correctionFile, 'utf8'), correctionFile));

writeFileSync(file, source.replace(/^updated:.*$/m, `updated: ${updated}`));
writeFileSync(correctionFile, '');

console.log(`Kept the publication of ${published} on the record as ${record}.
The version effective on ${effective} is now the correction published on ${updated}.
Next: edit ${file}, list what the correction changed in ${correctionFile} (对您不利的变化 first,
if any: then the notice period applies), revise the 更新说明 if the change touches them, and check
with npm run build: it names every section still missing, in this version's notes and in the next's.`);
