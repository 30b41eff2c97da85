import type { Token } from 'markdown-it';
import { routeById, type RouteId } from '../../src/config/routes.ts';
import { inForce } from '../../src/texts/on-date.ts';
import { plainDocumentPath } from '../html/plain-document-path.ts';
import type { NoteItem } from './consent-class.ts';
import { bindsAt, type LegalManifest } from './legal-record.ts';
import { versionTitle } from './notices.ts';
import type { TextHistory, TextVersion } from './histories.ts';

/**
 * What the game client's native pop-ups show (docs/legal-manifest.md, "Pop-ups"), every sentence taken
 * from the text it cites and every link pinned to a version: /legal/first-run.json (from 隐私政策's 要点摘要)
 * and, per `required` version, /legal/re-consent/<text>-<effective>.json (its 更新说明).
 */

export const firstRunPath = '/legal/first-run.json';
export const reConsentPath = (text: string, effective: string) => `/legal/re-consent/${text}-${effective}.json`;

/** The two choices, of equal weight: the client gives them the same size and style. */
const choices = { accept: '同意', refuse: '不同意' } as const;

export interface PinnedLink {
  label: string;
  text: RouteId;
  version: string;
  /** The dated plain document (and section) of that version. */
  address: string;
  sha256: string;
}

export interface FirstRunPayload {
  binds: string;
  title: string;
  /** Sentences of 隐私政策's 要点摘要, one per item. */
  message: string[];
  links: PinnedLink[];
  accept: string;
  refuse: string;
}

export interface ReConsentPayload {
  text: RouteId;
  version: string;
  previous: string;
  binds: string;
  title: string;
  /** 本次更新的具体内容: the 更新说明's items, changes against the reader first. */
  changesHeading: string;
  changes: Array<NoteItem & { addresses: string[] }>;
  links: PinnedLink[];
  /** The comparison with the version before, in the app. */
  compare: string;
  accept: string;
  refuse: string;
}

const plainText = (inline: Token | undefined) =>
  (inline?.children ?? []).map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : '')).join('').trim();

/** The first sentence of each item of the 要点摘要 section (`summary`), without a closing pointer (`，见…`); none if the version has no such section. */
export function summarySentences(version: TextVersion): string[] {
  const tokens = version.page.tokens;
  const start = tokens.findIndex((token) => token.type === 'heading_open' && token.attrGet('id') === 'summary');
  if (start < 0) return [];
  const sentences: string[] = [];
  for (let index = start + 1; index < tokens.length && tokens[index]?.type !== 'heading_open'; index += 1) {
    if (tokens[index]?.type !== 'list_item_open') continue;
    const first = /^[^。！？]*[。！？]/.exec(plainText(tokens[index + 2]))?.[0];
    if (first) sentences.push(first.replace(/，见[^，。]*。$/, '。'));
  }
  return sentences;
}

const sectionLabel = (version: TextVersion, id: string) => {
  const title = version.page.content.sections.find((section) => section.id === id)?.title;
  if (!title) throw new Error(`pop-ups: ${version.effective} has no section "${id}"`);
  return title.replace(/^[一二三四五六七八九十]+、/, '');
};

function pinned(manifest: LegalManifest, text: RouteId, version: TextVersion, section?: string): PinnedLink {
  const entry = manifest.texts.find((each) => each.id === text)?.versions.find((each) => each.effective === version.effective);
  if (!entry) throw new Error(`pop-ups: no ${text} ${version.effective} in the manifest`);
  return {
    label: section ? sectionLabel(version, section) : routeById(text).title,
    text,
    version: version.effective,
    address: `${plainDocumentPath(routeById(text), version.effective)}${section ? `#${section}` : ''}`,
    sha256: entry.canonicalText.sha256,
  };
}

const historyOf = (histories: ReadonlyMap<string, TextHistory>, id: RouteId) => {
  const history = histories.get(routeById(id).path);
  if (!history) throw new Error(`pop-ups: ${id} has no versions`);
  return history;
};

/** One first-run payload from each effective date on which 隐私政策 in force has a 要点摘要: the client takes the latest whose `binds` has come (the manifest's rule). */
export function firstRunPayloads(histories: ReadonlyMap<string, TextHistory>, manifest: LegalManifest): FirstRunPayload[] {
  const privacy = historyOf(histories, 'privacy');
  const agreement = historyOf(histories, 'agreement');
  const on = (history: TextHistory, date: string) => history.versions.find((version) => version.effective === inForce(history.versions.map((each) => each.effective), date));
  const dates = [...new Set([...privacy.versions, ...agreement.versions].map((version) => version.effective))].sort();
  return dates.flatMap((date) => {
    const policy = on(privacy, date);
    const terms = on(agreement, date);
    const message = policy ? summarySentences(policy) : [];
    if (!policy || !terms || message.length === 0) return [];
    return [
      {
        binds: bindsAt(date),
        title: `${routeById('privacy').title}和${routeById('agreement').title}`,
        message,
        links: [pinned(manifest, 'privacy', policy), pinned(manifest, 'agreement', terms), pinned(manifest, 'privacy', policy, 'children'), pinned(manifest, 'agreement', terms, 'children-terms')],
        ...choices,
      },
    ];
  });
}

/** The re-consent payload of each `required` version that has one before it. */
export function reConsentPayloads(histories: ReadonlyMap<string, TextHistory>, manifest: LegalManifest): ReConsentPayload[] {
  return [...histories.values()].flatMap(({ route, versions }) =>
    versions.flatMap((version, index) => {
      const previous = versions[index - 1];
      if (!previous || version.consent !== 'required') return [];
      const text = route.id;
      const document = plainDocumentPath(route, version.effective);
      const changes = [...version.noteItems]
        .sort((a, b) => Number(b.kind === 'adverse') - Number(a.kind === 'adverse'))
        .map((item) => ({ ...item, addresses: item.sections.map((id) => (id ? `${document}#${id}` : document)) }));
      return [
        {
          text,
          version: version.effective,
          previous: previous.effective,
          binds: bindsAt(version.effective),
          title: versionTitle(route.title, version.effective),
          changesHeading: '本次更新的具体内容',
          changes,
          links: [pinned(manifest, text, version)],
          compare: `/#${route.path}?compare=${previous.effective}`,
          ...choices,
        },
      ];
    }),
  );
}

/** Every pop-up file, by address. */
export function consentPopupFiles(histories: ReadonlyMap<string, TextHistory>, manifest: LegalManifest): Map<string, string> {
  const json = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;
  const files = new Map([[firstRunPath, json({ payloads: firstRunPayloads(histories, manifest) })]]);
  for (const payload of reConsentPayloads(histories, manifest)) files.set(reConsentPath(payload.text, payload.version), json(payload));
  return files;
}
