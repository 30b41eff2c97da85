/**
 * What a comparison address (`?compare=<date>`, `&to=<date>`) shows of a versioned text, given its
 * effective dates (oldest first): the comparison of two versions, or, when the two cannot be compared,
 * a version whole and why. DOM-free; the app says the why in words (src/app/text-views.ts).
 */
export type TextView =
  | { show: 'comparison'; from: string; to: string; reversed: boolean }
  | { show: 'version'; effective: string | null; why: NoComparison };

/**
 * Why no comparison is shown: `unknown`, a date the text has no version of; `same`, one version named
 * twice; `newest`, `compare=` alone naming the newest version, which has none after it; `no-earlier`,
 * `to=` alone.
 */
export type NoComparison = 'unknown' | 'same' | 'newest' | 'no-earlier';

/**
 * `compare` alone: that version against the next. Both: the earlier against the later, whichever order
 * the address names them in (`reversed` when it names the later first). A version shown instead is the
 * text in force (`effective: null`) when the address names no version the text has.
 */
export function textView(dates: readonly string[], compare: string | null, to: string | null): TextView {
  const known = (date: string | null): date is string => date !== null && dates.includes(date);
  if (compare !== null && !known(compare)) return { show: 'version', effective: null, why: 'unknown' };
  if (to !== null && !known(to)) return { show: 'version', effective: null, why: 'unknown' };
  if (compare === null) return { show: 'version', effective: to, why: 'no-earlier' };
  if (to === null) {
    const next = dates[dates.indexOf(compare) + 1];
    return next === undefined ? { show: 'version', effective: null, why: 'newest' } : { show: 'comparison', from: compare, to: next, reversed: false };
  }
  if (compare === to) return { show: 'version', effective: compare, why: 'same' };
  return compare < to ? { show: 'comparison', from: compare, to, reversed: false } : { show: 'comparison', from: to, to: compare, reversed: true };
}
