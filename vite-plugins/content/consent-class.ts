import { readFileSync } from 'node:fs';
import { fail } from './rules.ts';

/**
 * What a version asks of a reader who agreed to the one before it (the game client acts on it):
 * `required`, agree again (a pop-up with 同意 and 不同意, nothing new processed before 同意); `notice`,
 * be told; `editorial`, nothing. 隐私政策 §十一 promises the pop-up for 新增处理敏感个人信息 and for any
 * change that takes away a right, which is what the notes' 对您不利的变化 lists.
 *
 * The class is derived from what the build already checks, so it cannot drift from the notes: an
 * adverse item, or an item that says 新增处理敏感个人信息, makes it `required`; a change to a section
 * content/consent-sections.json names (collection, sharing, the third-party list, the children's rules)
 * makes it at least `notice`. A version's 更新说明 may declare a higher class in its front matter
 * (`consent: required`), never a lower one: the build fails, naming why.
 */
export type ConsentClass = 'editorial' | 'notice' | 'required';

/** Lowest first. */
export const consentClasses: readonly ConsentClass[] = ['editorial', 'notice', 'required'];

/** One item of 更新说明 or 更正说明, as the manifest and the pop-ups carry it. */
export interface NoteItem {
  kind: 'adverse' | 'other';
  /** Its bold opening words, if it has any. */
  lead: string | null;
  /** All its words, links as their words. */
  text: string;
  /** The sections it links ('' is the text before the first heading), in order. */
  sections: string[];
}

/** The words with which notes say a version adds sensitive personal information. */
const addsSensitive = /新增处理敏感个人信息/;

/** content/consent-sections.json: per text, the sections (an id covers the ids under it, `collection` covers `collection-list`) a change to which needs at least notice. */
export function readConsentSections(file: string): ReadonlyMap<string, readonly string[]> {
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof data !== 'object' || data === null) fail(file, 'must map each text to a list of section ids');
  const entries = Object.entries(data).filter(([key]) => !key.startsWith('//'));
  for (const [text, ids] of entries) {
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) fail(file, `"${text}" must list section ids`);
  }
  return new Map(entries as Array<[string, string[]]>);
}

const covers = (listed: string, id: string) => id === listed || id.startsWith(`${listed}-`);

/** The lowest class a change allows, and why. */
export function derivedConsent(items: readonly NoteItem[], changed: Iterable<string>, consentSections: readonly string[]): { consent: ConsentClass; why: string } {
  const adverse = items.filter((item) => item.kind === 'adverse').length;
  if (adverse > 0) return { consent: 'required', why: `its notes list ${String(adverse)} change(s) against the reader (对您不利的变化)` };
  const sensitive = items.find((item) => addsSensitive.test(item.text));
  if (sensitive) return { consent: 'required', why: `an item adds sensitive personal information ("${sensitive.lead ?? sensitive.text.slice(0, 30)}")` };
  const touched = [...changed].filter((id) => consentSections.some((listed) => covers(listed, id)));
  if (touched.length > 0) return { consent: 'notice', why: `it changes ${touched.map((id) => `"${id}"`).join(', ')} (content/consent-sections.json)` };
  return { consent: 'editorial', why: 'its changes touch no section content/consent-sections.json names' };
}

/** A class as declared in the front matter of 更新说明 (`consent: notice`), or undefined. */
export function declaredConsent(value: unknown, file: string): ConsentClass | undefined {
  if (value === undefined) return undefined;
  const found = consentClasses.find((name) => name === value);
  if (!found) fail(file, `consent ${JSON.stringify(value)} is not one of ${consentClasses.join(', ')}`);
  return found;
}

/** The version's class: the declared one if any, which may not be lower than the derived one. */
export function consentClass(file: string, declared: ConsentClass | undefined, derived: { consent: ConsentClass; why: string }): ConsentClass {
  if (declared === undefined) return derived.consent;
  if (consentClasses.indexOf(declared) < consentClasses.indexOf(derived.consent)) {
    fail(file, `consent: ${declared} is too low: ${derived.why}, so it is at least ${derived.consent}`);
  }
  return declared;
}
