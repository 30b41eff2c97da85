import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { consentClass, derivedConsent, type NoteItem } from '../vite-plugins/content/consent-class';
import { compiledContent } from '../vite-plugins/content/plugin';

const root = fileURLToPath(new URL('..', import.meta.url));
const item = (kind: NoteItem['kind'], text: string, sections: string[] = ['scope']): NoteItem => ({ kind, lead: null, text, sections });
const listed = ['collection', 'sharing', 'third-party-list', 'children'];

describe('a version’s consent class', () => {
  it('is required when the notes list a change against the reader, or add sensitive personal information', () => {
    expect(derivedConsent([item('adverse', '冷静期缩短。')], ['scope'], listed).consent).toBe('required');
    expect(derivedConsent([item('other', '新增处理敏感个人信息：回访号码的核对。')], ['scope'], listed).consent).toBe('required');
  });

  it('is at least notice when it changes collection, sharing, the third-party list or the children’s rules', () => {
    for (const id of ['collection-account', 'sharing', 'third-party-list', 'children-consent']) {
      expect(derivedConsent([item('other', '写得更具体。', [id])], [id], listed)).toEqual({ consent: 'notice', why: expect.stringContaining(id) as string });
    }
    expect(derivedConsent([item('other', '文字调整。')], ['contact'], listed).consent).toBe('editorial');
    expect(derivedConsent([item('other', '文字调整。')], ['collections-old'], listed).consent).toBe('editorial');
  });

  it('may be declared higher than derived, never lower', () => {
    const derived = derivedConsent([item('other', '写得更具体。')], ['sharing-sdk'], listed);
    expect(consentClass('n.md', 'required', derived)).toBe('required');
    expect(() => consentClass('n.md', 'editorial', derived)).toThrow(/n\.md: consent: editorial is too low: it changes "sharing-sdk".*at least notice/);
  });
});

describe('the build checks the class', { timeout: 60_000 }, () => {
  const withNotes = (file: string, frontMatter: string) => {
    const content = mkdtempSync(join(tmpdir(), 'content-'));
    cpSync(join(root, 'content'), content, { recursive: true });
    const path = join(content, 'update-notes', file);
    writeFileSync(path, readFileSync(path, 'utf8').replace(/^---\n/, `---\n${frontMatter}\n`));
    return () => compiledContent(content).histories();
  };

  it('derives each version’s class from its notes and the sections it changed', () => {
    const classes = [...compiledContent(join(root, 'content')).histories().values()].flatMap((history) =>
      history.versions.map((version) => `${history.route.id} ${version.effective} ${version.consent}`),
    );
    expect(classes).toContain('privacy 2026-11-27 notice');
    expect(classes).toContain('privacy 2026-12-08 required');
    expect(classes).toContain('agreement 2026-11-27 editorial');
  });

  it('fails on notes declared editorial that change the collection or the children’s rules', () => {
    expect(withNotes('privacy/2026-11-27.md', 'consent: editorial')).toThrow(/2026-11-27\.md: consent: editorial is too low: it changes .*"minors-children".*at least notice/);
  });

  it('holds a required version to the notice period, adverse items or not', () => {
    expect(withNotes('agreement/2026-11-27.md', 'consent: required')).toThrow(/consent class is required, so it needs 7 日 of notice/);
  });

  it('fails on a class that is not one', () => {
    expect(withNotes('agreement/2026-11-27.md', 'consent: maybe')).toThrow(/consent "maybe" is not one of editorial, notice, required/);
  });
});
