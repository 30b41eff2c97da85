import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
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

describe('npm run new-version', () => {
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

  it('refuses a date inside the notice period the texts promise, and changes nothing', () => {
    const { content, run } = newVersion('privacy', '2027-02-03', '--updated', '2027-02-01');
    expect(run).toThrow(/can take effect on 2027-02-08 at the earliest/);
    expect(existsSync(join(content, 'update-notes/privacy/2027-02-03.md'))).toBe(false);
  });

  it('refuses a page without versions', () => {
    expect(newVersion('introduce', '2027-03-01').run).toThrow(/only a legal text has versions/);
  });
});
