// `npm run record-published [-- --content <dir>]`
// Records, in content/published-hashes.json, the sha256 of every canonical text of the legal texts
// (/legal/texts/<page>-<effective>-<published>.txt) that the record lacks: run it when you publish
// (docs/legal-manifest.md). It never changes an entry: a published text whose bytes differ from its
// entry stops it, as it stops the build.
//
// `npm run record-published -- --amend <page> <effective date>`
// Sets the entry of that version's latest publication to the hash of its bytes now: for a version
// recorded on a branch and corrected before the branch lands. It refuses an entry that has landed, one
// that any commit of main's history added or removed (`git log main -S`): that text is published.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { load } from './version-command.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { content: { type: 'string', default: join(import.meta.dirname, '..', 'content') }, amend: { type: 'string' } },
});
const contentDir = resolve(values.content);
const recordFile = join(contentDir, 'published-hashes.json');
/** @type {typeof import('../vite-plugins/content/plugin.ts')} */
const { compiledContent } = await load('vite-plugins/content/plugin.ts');
/** @type {typeof import('../vite-plugins/content/legal-record.ts')} */
const { legalManifest, readPublishedRecord, withAmendedEntry, withNewEntries } = await load('vite-plugins/content/legal-record.ts');

/**
 * Whether `address` has an entry in main's history: a commit of main that added or removed it.
 * @param {string} address
 */
function landed(address) {
  try {
    const commits = execFileSync('git', ['log', 'main', '--format=%h', '-S', `"${address}"`, '--', 'published-hashes.json'], { cwd: contentDir, encoding: 'utf8', stdio: 'pipe' });
    return commits.trim() !== '';
  } catch (error) {
    const why = error instanceof Error && 'stderr' in error ? String(error.stderr).trim().split('\n')[0] : String(error);
    throw new Error(`cannot tell from git whether ${address} has landed on main (${why}), so it is left as it is`, { cause: error });
  }
}

try {
  const record = readPublishedRecord(recordFile);
  const manifest = legalManifest([...compiledContent(contentDir).histories().values()]);
  if (values.amend !== undefined) {
    const [effective, ...more] = positionals;
    if (!effective || more.length > 0) throw new Error('usage: npm run record-published -- --amend <page> <effective YYYY-MM-DD>');
    const { record: amended, address } = withAmendedEntry(record, manifest, values.amend, effective);
    if (landed(address)) throw new Error(`${address} has landed on main: it is published and its entry never changes (npm run correct-version corrects it)`);
    writeFileSync(recordFile, `${JSON.stringify(amended, null, 2)}\n`);
    console.log(amended[address] === record[address] ? `record-published: ${address} already holds its bytes` : `record-published: amended ${address}`);
  } else {
    if (positionals.length > 0) throw new Error('usage: npm run record-published [-- --amend <page> <effective YYYY-MM-DD>]');
    const updated = withNewEntries(record, manifest);
    const added = Object.keys(updated).filter((address) => !(address in record));
    writeFileSync(recordFile, `${JSON.stringify(updated, null, 2)}\n`);
    console.log(added.length === 0 ? 'record-published: nothing new' : `record-published: recorded ${added.join(', ')}`);
  }
} catch (error) {
  console.error(`record-published: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
