import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { canonicalTexts, legalManifest, type LegalManifest } from '../vite-plugins/content/legal-record';
import { compiledContent } from '../vite-plugins/content/plugin';
import { beijingToday, inForce } from '../src/texts/on-date';

const contentDir = fileURLToPath(new URL('../content', import.meta.url));
const histories = [...compiledContent(contentDir).histories().values()];
const manifest = legalManifest(histories);
const schema: unknown = JSON.parse(readFileSync(new URL('../docs/legal-manifest.schema.json', import.meta.url), 'utf8'));

/** What a client does with the manifest alone: the latest version whose `binds` has come; before the first, the first. */
function clientInForce(text: LegalManifest['texts'][number], now: number): string | undefined {
  let found = text.versions[0]?.effective;
  for (const version of text.versions) if (Date.parse(version.binds) <= now) found = version.effective;
  return found;
}

describe('/legal/manifest.json', () => {
  it('passes its JSON Schema (docs/legal-manifest.schema.json)', () => {
    const validate = new Ajv2020({ allErrors: true, strict: true }).compile(schema as object);
    const valid = validate(JSON.parse(JSON.stringify(manifest)));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('has the three legal texts, every version oldest first, and each correction’s withdrawn publication', () => {
    expect(manifest.texts.map((text) => text.id).sort()).toEqual(['agreement', 'parent', 'privacy']);
    for (const text of manifest.texts) {
      const effective = text.versions.map((version) => version.effective);
      expect(effective).toEqual([...effective].sort());
      for (const version of text.versions) {
        expect(version.published).toEqual([...version.withdrawn.map((each) => each.published), version.published.at(-1)]);
      }
    }
    const privacy = manifest.texts.find((text) => text.id === 'privacy');
    const corrected = privacy?.versions.find((version) => version.effective === '2026-12-01');
    expect(corrected?.published).toEqual(['2026-11-23', '2026-11-27', '2026-11-27', '2026-11-28']);
    expect(corrected?.withdrawn).toEqual([
      expect.objectContaining({ published: '2026-11-23', withdrawnOn: '2026-11-27', neverBound: true, plainDocument: '/pages/privacy-2026-12-01-2026-11-23.html' }),
      expect.objectContaining({ published: '2026-11-27', withdrawnOn: '2026-11-27', neverBound: true, plainDocument: '/pages/privacy-2026-12-01-2026-11-27.html' }),
      expect.objectContaining({ published: '2026-11-27', withdrawnOn: '2026-11-28', neverBound: true, plainDocument: '/pages/privacy-2026-12-01-2026-11-27-2.html' }),
    ]);
  });

  it('hashes each canonical text’s bytes, and each holds the version’s words with every fact written out', () => {
    const texts = canonicalTexts(histories);
    const listed = manifest.texts.flatMap((text) => text.versions.flatMap((version) => [version.canonicalText, ...version.withdrawn.map((each) => each.canonicalText)]));
    expect(listed.map((each) => each.address).sort()).toEqual([...texts.keys()].sort());
    for (const { address, sha256 } of listed) {
      const words = texts.get(address) ?? '';
      expect(createHash('sha256').update(Buffer.from(words, 'utf8')).digest('hex')).toBe(sha256);
      expect(words).not.toMatch(/\{\{/);
    }
    expect(texts.get('/legal/texts/privacy-2026-12-08-2026-11-27.txt')).toMatch(/^# 隐私政策\n\n\*\*生效日期：2026 年 12 月 8 日\*\*/);
  });

  it('lists the notes’ items with their kind and sections, adverse ones as the notes group them', () => {
    const privacy = manifest.texts.find((text) => text.id === 'privacy');
    const newest = privacy?.versions.at(-1);
    expect(newest?.notes[0]).toEqual(expect.objectContaining({ kind: 'adverse', sections: ['children-consent', 'children-rights'] }));
    expect(newest?.notes.some((item) => item.kind === 'other')).toBe(true);
    for (const version of privacy?.versions.slice(1) ?? []) {
      const named = new Set([...version.notes, ...version.correctionNotes].flatMap((item) => item.sections));
      for (const id of version.changedSections) expect(named).toContain(id);
    }
  });

  it('agrees with src/texts/on-date.ts on the version in force around every effective date (±5 min, each minute)', () => {
    let moments = 0;
    for (const text of manifest.texts) {
      const dates = text.versions.map((version) => version.effective);
      for (const version of text.versions) {
        const midnight = Date.parse(version.binds);
        for (let minute = -5; minute <= 5; minute += 1) {
          const now = midnight + minute * 60_000 + (minute < 0 ? 59_999 : 0);
          expect(clientInForce(text, now), `${text.id} at ${new Date(now).toISOString()}`).toBe(inForce(dates, beijingToday(now)));
          moments += 1;
        }
        expect(clientInForce(text, midnight - 1)).not.toBe(version.effective === dates[0] ? undefined : version.effective);
      }
    }
    expect(moments).toBeGreaterThan(100);
  });
});
