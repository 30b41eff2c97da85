import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { frontMatterDate } from '../vite-plugins/content/dates';

const root = fileURLToPath(new URL('..', import.meta.url));

/** `npm run new-version -- …` on a scratch copy of content/. */
function newVersion(...args: string[]): { content: string; run: () => string } {
  const content = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(join(root, 'content'), content, { recursive: true });
  return { content, run: () => execFileSync('node', ['scripts/new-version.mjs', ...args, '--content', content], { cwd: root, encoding: 'utf8', stdio: 'pipe' }) };
}

// Each test starts the commands as processes (Vite's module runner loads the project's modules): seconds each on a busy machine.
describe('npm run new-version', { timeout: 60_000 }, () => {
  it('freezes the text with its facts written out, dates the new version and leaves its notes to fill', () => {
    const current = frontMatterDate(readFileSync(join(root, 'content/privacy.md'), 'utf8'), 'effective', 'privacy.md') ?? '';
    const { content, run } = newVersion('privacy', '2027-03-01', '--updated', '2027-02-01');
    run();
    const frozen = readFileSync(join(content, 'versions/privacy', `${current}.md`), 'utf8');
    expect(frozen).toContain(`effective: ${current}`);
    expect(frozen.match(/\{\{[^}]*\}\}/g)?.every((placeholder) => placeholder.startsWith('{{dates.'))).toBe(true);
    expect(frozen).toContain('微光栖地');
    const edited = readFileSync(join(content, 'privacy.md'), 'utf8');
    expect(edited).toMatch(/^effective: 2027-03-01$/m);
    expect(edited).toMatch(/^updated: 2027-02-01$/m);
    expect(readFileSync(join(content, 'update-notes/privacy/2027-03-01.md'), 'utf8')).toBe('');
  });

  it('refuses a date before the publication, and changes nothing', () => {
    const { content, run } = newVersion('privacy', '2027-01-31', '--updated', '2027-02-01');
    expect(run).toThrow(/cannot take effect earlier/);
    expect(existsSync(join(content, 'update-notes/privacy/2027-01-31.md'))).toBe(false);
  });

  it('inserts a version before the newest as a copy of the one in force before it, and names the versions to correct', () => {
    const { content, run } = newVersion('privacy', '2026-12-05', '--updated', '2026-12-05');
    expect(run()).toMatch(/npm run correct-version -- privacy 2026-12-08/);
    const inserted = readFileSync(join(content, 'versions/privacy/2026-12-05.md'), 'utf8');
    expect(inserted).toMatch(/^effective: 2026-12-05$/m);
    expect(inserted.replace(/^(effective|updated):.*$/gm, '')).toBe(readFileSync(join(content, 'versions/privacy/2026-12-01.md'), 'utf8').replace(/^(effective|updated):.*$/gm, ''));
  });

  it('refuses a page without versions', () => {
    expect(newVersion('introduce', '2027-03-01').run).toThrow(/only a legal text has versions/);
  });
});

describe('npm run correct-version', { timeout: 60_000 }, () => {
  /** `npm run correct-version -- …` on a scratch copy of content/. */
  const correct = (content: string, ...args: string[]) => () =>
    execFileSync('node', ['scripts/correct-version.mjs', ...args, '--content', content], { cwd: root, encoding: 'utf8', stdio: 'pipe' });

  it('keeps the publication on the record with its notes, dates the correction and leaves its 更正说明 to fill', () => {
    const { content, run } = newVersion('privacy', '2027-03-01', '--updated', '2027-02-01');
    run();
    const [effective, published] = ['2027-03-01', '2027-02-01'];
    correct(content, 'privacy', effective, '--updated', '2027-02-10')();
    const record = readFileSync(join(content, 'withdrawn/privacy', effective, `${published}.md`), 'utf8');
    expect(record.match(/\{\{[^}]*\}\}/g)?.every((placeholder) => placeholder.startsWith('{{dates.'))).toBe(true);
    expect(existsSync(join(content, 'withdrawn/privacy', effective, `${published}.notes.md`))).toBe(true);
    expect(readFileSync(join(content, 'privacy.md'), 'utf8')).toMatch(/^updated: 2027-02-10$/m);
    expect(correct(content, 'privacy', effective, '--updated', '2027-02-09')).toThrow(/cannot come earlier/);
    expect(readFileSync(join(content, `update-notes/privacy/${effective}.correction.md`), 'utf8')).toBe('');
  });

  it('corrects a correction on the day it was published, keeping both publications of that day apart on the record', () => {
    const { content, run } = newVersion('privacy', '2027-03-01', '--updated', '2027-02-01');
    run();
    const effective = '2027-03-01';
    const record = (name: string) => join(content, 'withdrawn/privacy', effective, name);
    correct(content, 'privacy', effective, '--updated', '2027-02-01')();
    writeFileSync(join(content, `update-notes/privacy/${effective}.correction.md`), '**其他变化**\n\n- 第一次更正，保存 {{retention.transactions}}。\n');
    correct(content, 'privacy', effective, '--updated', '2027-02-01')();
    correct(content, 'privacy', effective, '--updated', '2027-02-01')();
    expect(['2027-02-01.md', '2027-02-01-2.md', '2027-02-01-3.md'].map((name) => existsSync(record(name)))).toEqual([true, true, true]);
    // Kept as published, its facts written out as its 更新说明 are.
    expect(readFileSync(record('2027-02-01-2.correction.md'), 'utf8')).toMatch(/第一次更正，保存 [^{]+。/);
    expect(readFileSync(join(content, 'privacy.md'), 'utf8')).toMatch(/^updated: 2027-02-01$/m);
  });

  it('refuses to correct a version on or after the day it binds', () => {
    const { content } = newVersion('privacy', '2027-03-01', '--updated', '2027-02-01');
    expect(correct(content, 'privacy', '2026-11-01', '--updated', '2026-11-02')).toThrow(/must be published before it/);
  });
});
