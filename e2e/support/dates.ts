import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { routeById, routes, type RouteId } from '../../src/config/routes';

/** `2026-11-01` → `2026 年 11 月 1 日`, the way the texts write dates. */
export function chineseDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${String(year)} 年 ${String(month)} 月 ${String(day)} 日`;
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
