import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { routeById, routes, type RouteId } from '../../src/config/routes';
import { frontMatterDate } from '../../vite-plugins/content/dates';

/** A text's front matter dates: for a legal text, those of its newest version. */
export function newestDates(id: RouteId): { effective: string; updated: string } | null {
  const file = fileURLToPath(new URL(`../../content/${id}.md`, import.meta.url));
  const source = readFileSync(file, 'utf8');
  const effective = frontMatterDate(source, 'effective', file);
  const updated = frontMatterDate(source, 'updated', file);
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
