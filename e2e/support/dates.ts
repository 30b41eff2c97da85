import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { routeById, routes, type RouteId } from '../../src/config/routes';

/** `2026-11-01` → `2026 年 11 月 1 日`, the way the texts write dates. */
export function chineseDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${String(year)} 年 ${String(month)} 月 ${String(day)} 日`;
}

/**
 * The period of a version that a later one ends, as a RegExp source, the way the version list, the
 * notices and the comparisons write it: `2026 年 11 月 29 日至 2026 年 11 月 30 日有效`, or
 * `2026 年 11 月 1 日当日有效` for a version in force one day only.
 */
export function endedPeriod(effective: string): string {
  return `${chineseDate(effective)}(?:至 \\d{4} 年 \\d{1,2} 月 \\d{1,2} 日|当日)有效`;
}

/** A front matter date as `YYYY-MM-DD` (YAML reads an unquoted one as a Date), or null when absent. */
function dateField(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' ? value : null;
}

/** A text's front matter dates: for a legal text, those of its newest version. */
export function newestDates(id: RouteId): { effective: string; updated: string } | null {
  const { data } = matter(readFileSync(fileURLToPath(new URL(`../../content/${id}.md`, import.meta.url)), 'utf8'));
  const effective = dateField(data.effective);
  const updated = dateField(data.updated);
  return effective && updated ? { effective, updated } : null;
}

/** The day from which every legal text's newest version is in force. */
export const allNewestInForce = routes
  .map((route) => newestDates(route.id)?.effective ?? '')
  .sort()
  .pop() ?? '';

/** A moment on a date in Beijing (UTC+8): `beijing('2026-12-01', '00:05')`. */
export function beijing(date: string, time = '12:00'): Date {
  return new Date(`${date}T${time}:00+08:00`);
}

export const titleOf = (id: RouteId) => routeById(id).title;
