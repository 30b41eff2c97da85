import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { plainDocumentPath } from '../../src/texts/plain-document-path.ts';
import type { ConsentClass, NoteItem } from './consent-class.ts';
import type { CompiledContent } from './plugin.ts';
import { publicationKey, type TextHistory, type TextVersion } from './histories.ts';
import { replacedKey } from './notices.ts';
import { textHref } from '../../src/texts/text-address.ts';

/**
 * The legal record as data (docs/legal-manifest.md): /legal/manifest.json, every version of every legal
 * text with its dates, what it changed and what it asks of the reader, and each publication's canonical
 * text (its words, every fact written out) with the sha256 of its bytes. Made from the histories
 * histories.ts has read and checked; nothing is parsed again.
 */

export const manifestPath = '/legal/manifest.json';
export const manifestSchemaPath = '/legal/manifest.schema.json';

export interface CanonicalText {
  /** Where it is published: a file that never changes once published (content/published-hashes.json). */
  address: string;
  sha256: string;
}

/** A publication of a version that a correction replaced before the version bound: it never bound anyone. */
export interface WithdrawnPublication {
  published: string;
  withdrawnOn: string;
  neverBound: true;
  plainDocument: string;
  canonicalText: CanonicalText;
}

export interface ManifestVersion {
  effective: string;
  /** 00:00 Beijing time on `effective`, an ISO instant with its offset. */
  binds: string;
  /** Every day it was published, oldest first: more than one when a correction replaced the first before it bound; the last published the words that bind. */
  published: string[];
  /** The version in the app. */
  address: string;
  plainDocument: string;
  canonicalText: CanonicalText;
  changedSections: string[];
  notes: NoteItem[];
  correctionNotes: NoteItem[];
  consent: ConsentClass;
  withdrawn: WithdrawnPublication[];
}

export interface ManifestText {
  id: string;
  title: string;
  address: string;
  plainDocument: string;
  versions: ManifestVersion[];
}

export interface LegalManifest {
  $schema: string;
  inForce: string;
  texts: ManifestText[];
}

const inForceRule =
  'A version binds from its `binds` instant (00:00 Beijing time, UTC+8, on its effective date, whatever the device’s time zone) until the next version’s; ' +
  'at an instant before the first version’s, none binds and the first is the one shown. Decide with a trusted clock (the server’s), not the device’s.';

/** 00:00 Beijing time on `date`. */
export const bindsAt = (date: string): string => `${date}T00:00:00+08:00`;

export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** A publication's words as a file: its title, then its Markdown with every fact written out. */
export const canonicalWords = (title: string, words: string): string => `# ${title}\n\n${words.trim()}\n`;

/** `published` is the publication's key: its day, and `-2`, `-3` for a second or third publication that day. */
const canonicalAddress = (id: string, effective: string, published: string) => `/legal/texts/${id}-${effective}-${published}.txt`;

/** The key of the publication that binds: the day it was published, counted after the publications it replaced that day. */
const currentKey = (version: TextVersion) => publicationKey(version.updated, version.replaced.filter((publication) => publication.updated === version.updated).length + 1);

/** Every canonical text of the histories, by address. */
export function canonicalTexts(histories: Iterable<TextHistory>): Map<string, string> {
  const texts = new Map<string, string>();
  for (const { route, versions } of histories) {
    for (const version of versions) {
      texts.set(canonicalAddress(route.id, version.effective, currentKey(version)), canonicalWords(version.page.content.title, version.page.words));
      for (const publication of version.replaced) {
        texts.set(canonicalAddress(route.id, version.effective, publication.key), canonicalWords(publication.page.content.title, publication.page.words));
      }
    }
  }
  return texts;
}

/** The manifest of the histories, with the canonical texts' hashes. */
export function legalManifest(histories: Iterable<TextHistory>): LegalManifest {
  const all = [...histories];
  const texts = canonicalTexts(all);
  const canonical = (id: string, effective: string, published: string): CanonicalText => {
    const address = canonicalAddress(id, effective, published);
    const words = texts.get(address);
    if (words === undefined) throw new Error(`no canonical text at ${address}`);
    return { address, sha256: sha256(words) };
  };
  return {
    $schema: manifestSchemaPath,
    inForce: inForceRule,
    texts: all.map(({ route, versions }) => ({
      id: route.id,
      title: route.title,
      address: `/#${route.path}`,
      plainDocument: plainDocumentPath(route),
      versions: versions.map((version: TextVersion) => ({
        effective: version.effective,
        binds: bindsAt(version.effective),
        published: [...version.replaced.map((publication) => publication.updated), version.updated],
        address: `/${textHref({ path: route.path, version: version.effective })}`,
        plainDocument: plainDocumentPath(route, version.effective),
        canonicalText: canonical(route.id, version.effective, currentKey(version)),
        changedSections: version.changed,
        notes: version.noteItems,
        correctionNotes: version.correctionItems,
        consent: version.consent,
        withdrawn: version.replaced.map((publication) => ({
          published: publication.updated,
          withdrawnOn: publication.correctedOn,
          neverBound: true as const,
          plainDocument: plainDocumentPath(route, replacedKey(version, publication)),
          canonicalText: canonical(route.id, version.effective, publication.key),
        })),
      })),
    })),
  };
}

/** content/published-hashes.json: the sha256 of every published canonical text, by address. */
export type PublishedRecord = Readonly<Record<string, string>>;

export function readPublishedRecord(file: string): PublishedRecord {
  if (!existsSync(file)) return {};
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof data !== 'object' || data === null) throw new Error(`${file}: must map each canonical text's address to its sha256`);
  const entries = Object.entries(data).filter(([key]) => !key.startsWith('//'));
  for (const [address, hash] of entries) {
    if (typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) throw new Error(`${file}: "${address}" needs a sha256 (64 hex digits)`);
  }
  return Object.fromEntries(entries);
}

/** Every publication of the manifest, and whether it is its text's newest (a draft until it is recorded). */
function publications(manifest: LegalManifest): Array<CanonicalText & { newest: boolean }> {
  return manifest.texts.flatMap((text) => {
    const all = text.versions.flatMap((version) => [
      ...version.withdrawn.map((publication) => ({ ...publication.canonicalText, published: publication.published })),
      { ...version.canonicalText, published: version.published.at(-1) ?? '' },
    ]);
    const newest = all.reduce((latest, each) => (each.published > latest ? each.published : latest), '');
    return all.map(({ address, sha256: hash, published }) => ({ address, sha256: hash, newest: published === newest }));
  });
}

const fixIt = 'A published text is never rewritten: publish a new version (npm run new-version) or a correction (npm run correct-version); see docs/legal-manifest.md, "When the build says a published text changed".';

/**
 * What the record says of the build: `changed`, each published text whose bytes differ from the record
 * or that is gone; `unrecorded`, each one not in the record though a later publication of its text
 * exists (so it was published); `drafts`, each text's newest publication, not yet recorded.
 */
export function checkPublished(record: PublishedRecord, manifest: LegalManifest): { changed: string[]; unrecorded: string[]; drafts: string[] } {
  const built = publications(manifest);
  const byAddress = new Map(built.map((each) => [each.address, each]));
  const changed = Object.entries(record)
    .filter(([address, hash]) => byAddress.get(address)?.sha256 !== hash)
    .map(([address]) => (byAddress.has(address) ? `${address} changed since it was published` : `${address} was published and is gone`));
  const missing = built.filter((each) => !(each.address in record));
  return {
    changed,
    unrecorded: missing.filter((each) => !each.newest).map((each) => each.address),
    drafts: missing.filter((each) => each.newest).map((each) => each.address),
  };
}

/** The record with every publication the build holds and the record lacks (npm run record-published). */
export function withNewEntries(record: PublishedRecord, manifest: LegalManifest): Record<string, string> {
  const { changed } = checkPublished(record, manifest);
  if (changed.length > 0) throw new Error(`${changed.join('; ')}. ${fixIt}`);
  const added = Object.fromEntries(publications(manifest).filter((each) => !(each.address in record)).map((each) => [each.address, each.sha256]));
  return Object.fromEntries(Object.entries({ ...record, ...added }).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The record with the entry of `text`'s version `effective` (its latest publication) set to the hash of
 * its bytes now (npm run record-published -- --amend): for a publication recorded but not landed yet,
 * corrected before it is published. Every other entry must still hold; whether this one has landed is
 * for the caller to tell (git).
 */
export function withAmendedEntry(record: PublishedRecord, manifest: LegalManifest, text: string, effective: string): { record: Record<string, string>; address: string } {
  const version = manifest.texts.find((each) => each.id === text)?.versions.find((each) => each.effective === effective);
  if (!version) throw new Error(`${text} has no version that takes effect on ${effective}`);
  const { address, sha256: hash } = version.canonicalText;
  if (!(address in record)) throw new Error(`${address} is not recorded, so there is nothing to amend: npm run record-published records it`);
  const amended = { ...record, [address]: hash };
  const { changed } = checkPublished(amended, manifest);
  if (changed.length > 0) throw new Error(`${changed.join('; ')}. ${fixIt}`);
  return { record: amended, address };
}

/** Fails the build on a published text that changed or went unrecorded; names the drafts. */
export function enforcePublished(record: PublishedRecord, manifest: LegalManifest, recordName: string): string[] {
  const { changed, unrecorded, drafts } = checkPublished(record, manifest);
  if (changed.length > 0) throw new Error(`${recordName}: ${changed.join('; ')}. ${fixIt}`);
  if (unrecorded.length > 0) {
    throw new Error(`${recordName}: ${unrecorded.join(', ')} ${unrecorded.length === 1 ? 'is' : 'are'} published (a later publication exists) but not recorded: npm run record-published`);
  }
  return drafts;
}

/**
 * Emits /legal/: the manifest, its schema, every canonical text and `extraFiles` (the pop-ups); fails the build when a published
 * canonical text changed (`recordFile`, content/published-hashes.json).
 */
export function legalRecord(
  content: CompiledContent,
  recordFile: string,
  schemaFile: string,
  extraFiles: (histories: ReadonlyMap<string, TextHistory>, manifest: LegalManifest) => Map<string, string> = () => new Map(),
): Plugin {
  return {
    name: 'legal-record',
    apply: 'build',
    generateBundle() {
      const histories = [...content.histories().values()];
      const manifest = legalManifest(histories);
      const drafts = enforcePublished(readPublishedRecord(recordFile), manifest, 'content/published-hashes.json');
      for (const draft of drafts) this.info(`${draft} is not recorded as published yet: npm run record-published when it is`);
      const emit = (address: string, source: string) => this.emitFile({ type: 'asset', fileName: address.slice(1), source });
      emit(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
      emit(manifestSchemaPath, readFileSync(schemaFile, 'utf8'));
      for (const [address, words] of canonicalTexts(histories)) emit(address, words);
      for (const [address, source] of extraFiles(content.histories(), manifest)) emit(address, source);
    },
  };
}
