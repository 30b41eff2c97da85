import matter from 'gray-matter';
import { chineseDate } from '../../src/texts/chinese-date.ts';
import { fail } from './rules.ts';

/** Dates as the texts and their front matter write them. */

/** A date written `YYYY-MM-DD` that exists in the calendar; anything else fails the build. */
export function checkedDate(value: string, what: string, file: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  if (!valid) fail(file, `${what} "${value}" is not a date written YYYY-MM-DD`);
  return value;
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The front matter as written (with options, gray-matter skips its cache, whose results lack it). */
const rawFrontMatter = (source: string): string => matter(source, {}).matter;

/**
 * A date field as written in the front matter, or null when absent. YAML would turn `2026-11-01` into
 * a Date and quietly roll `2026-02-30` over into March, so the raw text is read instead.
 */
export function frontMatterDate(source: string, field: string, file: string): string | null {
  const raw = new RegExp(`^${field}:[ \\t]*(.*?)[ \\t]*$`, 'm').exec(rawFrontMatter(source))?.[1];
  return raw === undefined ? null : checkedDate(raw.replace(/^(['"])(.*)\1$/, '$2'), field, file);
}

/** A version's own dates, which fill its `{{dates.*}}`; none for a text without them. */
export function dateValues(source: string, file: string): Record<string, string> {
  const effective = frontMatterDate(source, 'effective', file);
  const updated = frontMatterDate(source, 'updated', file);
  if ((effective === null) !== (updated === null)) fail(file, 'front matter needs both "effective" and "updated", or neither');
  return effective && updated ? { 'dates.effective': chineseDate(effective), 'dates.updated': chineseDate(updated) } : {};
}

const pad = (number: string) => number.padStart(2, '0');

/**
 * Every date written as the texts write them (`2026 年 12 月 1 日`) in `html`, marked up as
 * `<time datetime="2026-12-01">…</time>`: the words stay as they are, and a machine (an archive, a
 * reader tool) reads the date. Only for markup that holds no `<time>` yet, and no date inside an attribute.
 */
export function timeElements(html: string): string {
  return html.replace(/(\d{4}) 年 (\d{1,2}) 月 (\d{1,2}) 日/g, (words: string, year: string, month: string, day: string) => `<time datetime="${year}-${pad(month)}-${pad(day)}">${words}</time>`);
}
