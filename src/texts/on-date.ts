/**
 * Which version of a legal text binds, and which of its dated words hold, on the reader's date: the one
 * rule that the build (vite-plugins/content/notices.ts), the start-up script (src/startup/startup.js)
 * and the app (src/app/page-loader.ts, src/pages/text-on-date.ts) all follow. ES2017, no DOM: the
 * start-up script bundles it as written.
 */

/** The texts take effect at 00:00 Beijing time (UTC+8, no daylight saving), whatever the device's zone. */
const beijingOffset = 8 * 60 * 60 * 1000;

/** Today's date in Beijing, `YYYY-MM-DD`. */
export function beijingToday(now: number = Date.now()): string {
  return new Date(now + beijingOffset).toISOString().slice(0, 10);
}

/**
 * Of entries that each hold from a date on (`from(entry)`, oldest first; '' holds always), the one that
 * holds on `today`: the latest whose date has come; before the first, the first.
 */
export function entryOn<T>(entries: readonly T[], from: (entry: T) => string, today: string): T | undefined {
  let found = entries[0];
  for (const entry of entries) if (from(entry) <= today) found = entry;
  return found;
}

/** The version shown as the text in force on `today`, of a text's effective dates (oldest first). */
export function inForce(dates: readonly string[], today: string): string | undefined {
  return entryOn(dates, (date) => date, today);
}

export type Status = 'upcoming' | 'inForce' | 'superseded';

/**
 * Where the version effective on `effective` stands on `today`. Before a text's first effective date
 * none binds: the first is upcoming, though it is the one shown.
 */
export function statusOn(dates: readonly string[], effective: string, today: string): Status {
  if (effective > today) return 'upcoming';
  return inForce(dates, today) === effective ? 'inForce' : 'superseded';
}
