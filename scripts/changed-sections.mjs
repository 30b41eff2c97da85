// `node scripts/changed-sections.mjs <older.md> <newer.md>`: the sections (heading ids) whose text
// differs between two versions of a legal text, as the build counts them for 更新说明 and 更正说明:
// changed, added and removed. A file with {{placeholders}} (content/<page>.md) is read with site.ts.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { load } from './version-command.mjs';

/** @type {typeof import('../vite-plugins/content/rules.ts')} */
const { placeholders } = await load('vite-plugins/content/rules.ts');
/** @type {typeof import('../vite-plugins/content/histories.ts')} */
const { parseVersionText } = await load('vite-plugins/content/histories.ts');

const [olderFile, newerFile] = process.argv.slice(2).map((file) => resolve(file));
if (!olderFile || !newerFile) {
  console.error('usage: node scripts/changed-sections.mjs <older.md> <newer.md>');
  process.exit(1);
}
/** @param {string} file */
const sections = (file) => {
  const { page, sections } = parseVersionText(readFileSync(file, 'utf8'), file, placeholders, true);
  const titles = new Map(page.tokens.flatMap((token, index) => (token.type === 'heading_open' ? [[String(token.attrGet('id')), page.tokens[index + 1]?.content ?? '']] : [])));
  return { texts: sections, titles };
};
const older = sections(olderFile);
const newer = sections(newerFile);
const name = (/** @type {string} */ id, /** @type {Map<string,string>} */ titles) => (id ? `${id}  ${titles.get(id) ?? ''}` : '(the text before the first heading)');
for (const [id, text] of newer.texts) {
  const before = older.texts.get(id);
  if (before === undefined) console.log(`added    ${name(id, newer.titles)}`);
  else if (before !== text) console.log(`changed  ${name(id, newer.titles)}`);
}
for (const id of older.texts.keys()) if (!newer.texts.has(id)) console.log(`removed  ${name(id, older.titles)}`);
