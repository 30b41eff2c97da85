import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { enforcePublished, legalManifest, readPublishedRecord, withNewEntries } from '../vite-plugins/content/legal-record';
import { compiledContent } from '../vite-plugins/content/plugin';

const root = fileURLToPath(new URL('..', import.meta.url));
const record = readPublishedRecord(join(root, 'content/published-hashes.json'));

/** A scratch copy of content/, changed by `change`, and its manifest. */
function scratch(change: (content: string) => void) {
  const content = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(join(root, 'content'), content, { recursive: true });
  change(content);
  return { content, manifest: () => legalManifest([...compiledContent(content).histories().values()]) };
}

const run = (script: string, content: string, ...args: string[]) =>
  execFileSync('node', [`scripts/${script}.mjs`, ...args, '--content', content], { cwd: root, encoding: 'utf8', stdio: 'pipe' });

describe('content/published-hashes.json, the record of published texts', { timeout: 120_000 }, () => {
  it('holds every publication of the build, each with the hash of its bytes', () => {
    expect(enforcePublished(record, legalManifest([...compiledContent(join(root, 'content')).histories().values()]), 'record')).toEqual([]);
  });

  it('fails the build when a published text’s bytes change, naming it and what to do', () => {
    const { manifest } = scratch((content) => {
      const file = join(content, 'versions/privacy/2026-11-01.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace('我们深知个人信息对您的重要性', '我们深知个人信息对您非常重要'));
    });
    expect(() => enforcePublished(record, manifest(), 'record')).toThrow(/privacy-2026-11-01-2026-10-20\.txt changed since it was published.*npm run new-version/);
    expect(() => withNewEntries(record, manifest())).toThrow(/changed since it was published/);
  });

  it('keeps a version’s bytes when npm run new-version freezes it; the new one is a draft until recorded', () => {
    const { content, manifest } = scratch(() => undefined);
    run('new-version', content, 'privacy', '2027-03-01', '--updated', '2027-02-01');
    expect(enforcePublished(record, manifest(), 'record')).toEqual(['/legal/texts/privacy-2027-03-01-2027-02-01.txt']);
    const recorded = withNewEntries(record, manifest());
    expect(Object.keys(recorded).filter((address) => !(address in record))).toEqual(['/legal/texts/privacy-2027-03-01-2027-02-01.txt']);
  });

  it('takes a correction as a new dated entry, the corrected publication keeping its own', () => {
    const { content, manifest } = scratch(() => undefined);
    run('correct-version', content, 'privacy', '2026-12-08', '--updated', '2026-12-01');
    writeFileSync(join(content, 'update-notes/privacy/2026-12-08.correction.md'), '---\neffective: 2026-12-08\n---\n\n更正只改了更新日期。\n');
    expect(enforcePublished(record, manifest(), 'record')).toEqual(['/legal/texts/privacy-2026-12-08-2026-12-01.txt']);
    const recorded = withNewEntries(record, manifest());
    expect(recorded['/legal/texts/privacy-2026-12-08-2026-11-27.txt']).toBe(record['/legal/texts/privacy-2026-12-08-2026-11-27.txt']);
    // Once a later publication exists, an unrecorded one fails the build: it was published.
    run('new-version', content, 'privacy', '2027-03-01', '--updated', '2027-02-01');
    expect(() => enforcePublished(record, legalManifest([...compiledContent(content).histories().values()]), 'record')).toThrow(
      /privacy-2026-12-08-2026-12-01\.txt is published .* not recorded: npm run record-published/,
    );
  });
});
