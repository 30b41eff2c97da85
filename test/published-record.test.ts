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

/** What a script run that fails says on its error output, and its exit code. */
function failure(script: string, content: string, ...args: string[]): { status: number | null; stderr: string } {
  try {
    run(script, content, ...args);
  } catch (error) {
    const { status, stderr } = error as { status: number | null; stderr: string };
    return { status, stderr };
  }
  throw new Error(`${script} ${args.join(' ')} did not fail`);
}

const git = (content: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', ...args], { cwd: content, encoding: 'utf8', stdio: 'pipe' });

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

  it('amends a recorded version that has not landed on main, and refuses one that has', () => {
    const { content, manifest } = scratch(() => undefined);
    git(content, 'init', '--quiet', '--initial-branch', 'main');
    git(content, 'add', '.');
    git(content, 'commit', '--quiet', '-m', 'published');
    git(content, 'switch', '--quiet', '--create', 'next-version');
    run('new-version', content, 'privacy', '2027-03-01', '--updated', '2027-02-01');
    run('record-published', content);
    const draft = '/legal/texts/privacy-2027-03-01-2027-02-01.txt';
    const recordFile = join(content, 'published-hashes.json');
    // Recorded as its words read before a correction: the hash on the branch is not that of its bytes now.
    writeFileSync(recordFile, `${JSON.stringify({ ...readPublishedRecord(recordFile), [draft]: '0'.repeat(64) }, null, 2)}\n`);
    git(content, 'commit', '--quiet', '--all', '-m', 'recorded, not landed');
    expect(() => enforcePublished(readPublishedRecord(recordFile), manifest(), 'record')).toThrow(/privacy-2027-03-01-2027-02-01\.txt changed since it was published/);

    expect(run('record-published', content, '--amend', 'privacy', '2027-03-01')).toBe(`record-published: amended ${draft}\n`);
    const amended = readPublishedRecord(recordFile);
    expect(enforcePublished(amended, manifest(), 'record')).toEqual([]);
    expect(amended).toEqual({ ...record, [draft]: manifest().texts.find((text) => text.id === 'privacy')?.versions.at(-1)?.canonicalText.sha256 });

    const landed = failure('record-published', content, '--amend', 'privacy', '2026-12-08');
    expect(landed.status).toBe(1);
    expect(landed.stderr).toMatch(/^record-published: \/legal\/texts\/privacy-2026-12-08-[\d-]+\.txt has landed on main: it is published and its entry never changes \(npm run correct-version corrects it\)\n$/);
    expect(readPublishedRecord(recordFile)).toEqual(amended);
  });
});
