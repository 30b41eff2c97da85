import type { PageContent } from '../config/page-content';

/** The texts take effect at 00:00 Beijing time (UTC+8, no daylight saving), whatever the device's zone. */
const beijingOffset = 8 * 60 * 60 * 1000;

/** Today's date in Beijing, `YYYY-MM-DD`. */
export function beijingToday(now: number = Date.now()): string {
  return new Date(now + beijingOffset).toISOString().slice(0, 10);
}

/** The version in force on `today`: the latest that has taken effect; before the first, the first. */
export function inForce(dates: readonly string[], today: string): string | undefined {
  return dates.filter((date) => date <= today).pop() ?? dates[0];
}

/**
 * The title and markup of a text as a reader sees it on `today`. `pinned` when the address names the
 * version (`?version=`): its section links then stay in it; shown as the text in force, they are the
 * page's own (`#/privacy?section=…`).
 */
export function textOn(content: PageContent, today: string, pinned: boolean): { title: string; body: string } {
  const parts = content.dated?.filter((entry) => entry.from <= today).pop()?.parts ?? [];
  const pieces = content.body.split('<!--dated-->');
  let body = pieces.map((piece, index) => (index ? (parts[index - 1] ?? '') : '') + piece).join('');
  const { version } = content;
  if (version && !pinned) body = body.split(`?version=${version.effective}&amp;`).join('?');
  return { title: version && pinned ? version.title : content.title, body };
}
