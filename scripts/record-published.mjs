// `npm run record-published [-- --content <dir>]`
// Records, in content/published-hashes.json, the sha256 of every canonical text of the legal texts
// (/legal/texts/<page>-<effective>-<published>.txt) that the record lacks: run it when you publish
// (docs/legal-manifest.md). It never changes an entry: a published text whose bytes differ from its
// entry stops it, as it stops the build.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { load } from './version-command.mjs';

const { values } = parseArgs({ options: { content: { type: 'string', default: join(import.meta.dirname, '..', 'content') } } });
const contentDir = resolve(values.content);
const recordFile = join(contentDir, 'published-hashes.json');
/** @type {typeof import('../vite-plugins/content/plugin.ts')} */
const { compiledContent } = await load('vite-plugins/content/plugin.ts');
/** @type {typeof import('../vite-plugins/content/legal-record.ts')} */
const { legalManifest, readPublishedRecord, withNewEntries } = await load('vite-plugins/content/legal-record.ts');

try {
  const record = readPublishedRecord(recordFile);
  const updated = withNewEntries(record, legalManifest([...compiledContent(contentDir).histories().values()]));
  const added = Object.keys(updated).filter((address) => !(address in record));
  writeFileSync(recordFile, `${JSON.stringify(updated, null, 2)}\n`);
  console.log(added.length === 0 ? 'record-published: nothing new' : `record-published: recorded ${added.join(', ')}`);
} catch (error) {
  console.error(`record-published: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
