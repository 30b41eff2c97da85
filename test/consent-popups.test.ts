import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/config/routes';
import { chineseDate } from '../src/texts/chinese-date';
import { consentPopupFiles, firstRunPayloads, reConsentPayloads, type PinnedLink } from '../vite-plugins/content/consent-popups';
import { legalManifest } from '../vite-plugins/content/legal-record';
import { compiledContent } from '../vite-plugins/content/plugin';
import { plainDocumentPath } from '../src/texts/plain-document-path';

const content = compiledContent(fileURLToPath(new URL('../content', import.meta.url)));
const histories = content.histories();
const manifest = legalManifest(histories.values());
const firstRun = firstRunPayloads(histories, manifest);
const reConsent = reConsentPayloads(histories, manifest);

/** Every dated plain document the build emits, by address: its title and body. */
const documents = new Map(
  routes.flatMap((route) => {
    const { versions, newest, newestEffective } = content.plainPages(route.path);
    const dated = [...versions, ...(newestEffective ? [{ effective: newestEffective, content: newest }] : [])];
    return dated.map(({ effective, content: page }) => [plainDocumentPath(route, effective), { effective, body: page.body }] as const);
  }),
);

/** A document's words as a reader sees them. */
const words = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&').replace(/\n/g, '');

/** The sentences of a payload's text: each, without its closing mark, is in the document it cites. */
const sentences = (text: string) => text.split(/(?<=[。！？；])/).map((sentence) => sentence.replace(/[。！？；]$/, '').trim()).filter(Boolean);

function expectResolves(link: PinnedLink) {
  const [address = '', section] = link.address.split('#');
  const document = documents.get(address);
  expect(document, link.address).toBeDefined();
  expect(document?.effective).toBe(link.version);
  expect(document?.body).toContain(chineseDate(link.version));
  if (section) expect(document?.body).toContain(`id="${section}"`);
  const entry = manifest.texts.find((text) => text.id === link.text)?.versions.find((version) => version.effective === link.version);
  expect(entry?.canonicalText.sha256).toBe(link.sha256);
}

describe('the first-run pop-up (/legal/first-run.json)', () => {
  it('is made of 隐私政策’s 要点摘要, one sentence an item, each in the text it cites', () => {
    expect(firstRun.length).toBeGreaterThan(0);
    for (const payload of firstRun) {
      const cited = documents.get(payload.links[0]?.address ?? '');
      expect(payload.message.length).toBeGreaterThanOrEqual(5);
      for (const sentence of payload.message.flatMap(sentences)) expect(words(cited?.body ?? '')).toContain(sentence);
    }
    expect(firstRun.at(-1)?.message[0]).toBe('只收必需的信息。');
  });

  it('links 隐私政策, 用户协议 and the children’s rules, each pinned to a version whose document it resolves to', () => {
    for (const payload of firstRun) {
      expect(payload.links.map((link) => link.label)).toEqual(['隐私政策', '用户协议', '儿童个人信息保护规则', '儿童用户协议']);
      payload.links.forEach(expectResolves);
    }
  });

  it('offers 同意 and 不同意, neither chosen', () => {
    for (const payload of firstRun) expect([payload.accept, payload.refuse]).toEqual(['同意', '不同意']);
    expect(JSON.stringify(firstRun)).not.toMatch(/checked|default/i);
  });
});

describe('the re-consent pop-ups (/legal/re-consent/<text>-<version>.json)', () => {
  it('exist for every required version after the first, and for no other', () => {
    const required = manifest.texts.flatMap((text) => text.versions.slice(1).filter((version) => version.consent === 'required').map((version) => `${text.id}-${version.effective}`));
    expect(reConsent.map((payload) => `${payload.text}-${payload.version}`).sort()).toEqual(required.sort());
    expect([...consentPopupFiles(histories, manifest).keys()]).toContain('/legal/re-consent/privacy-2026-12-08.json');
  });

  it('show 本次更新的具体内容, changes against the reader first, every sentence from the version’s 更新说明', () => {
    for (const payload of reConsent) {
      expect(payload.changesHeading).toBe('本次更新的具体内容');
      const kinds = payload.changes.map((change) => change.kind);
      expect(kinds).toEqual([...kinds].sort((a, b) => Number(b === 'adverse') - Number(a === 'adverse')));
      const cited = words(documents.get(payload.links[0]?.address ?? '')?.body ?? '');
      for (const change of payload.changes) for (const sentence of sentences(change.text)) expect(cited).toContain(sentence);
    }
  });

  it('link each change’s sections and the version in the documents of that version', () => {
    for (const payload of reConsent) {
      payload.links.forEach(expectResolves);
      for (const change of payload.changes) {
        for (const address of change.addresses) expectResolves({ ...payload.links[0], address } as PinnedLink);
      }
    }
  });
});
