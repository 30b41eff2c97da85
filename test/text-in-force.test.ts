import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLoader } from '../src/app/page-loader';
import type { PageContent } from '../src/config/page-content';
import { homeRoute, routes } from '../src/config/routes';
import { textOn } from '../src/pages/text-on-date';
import { datedMark } from '../src/startup/dated-mark';
import { beijingToday } from '../src/texts/on-date';
import { compiledContent, pageModule } from '../vite-plugins/content/plugin';
import { startupChunks, startupPages } from '../vite-plugins/html/prerender-shell';
import { bundleStartupScript } from '../vite-plugins/html/startup-scripts';

const contentDir = fileURLToPath(new URL('../content', import.meta.url));
const content = compiledContent(contentDir);
const calendar = content.calendar();

/** The startup-pages block as the build writes it, with each chunk named by its Markdown file. */
const startupData = startupPages(
  '/app.js',
  startupChunks(
    calendar,
    routes.flatMap((route) => {
      const dir = join(contentDir, 'versions', route.id);
      const files = [join(contentDir, `${route.id}.md`), ...(existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : [])];
      return files.map((file) => {
        const module = pageModule(contentDir, file);
        if (!module) throw new Error(`${file} is not a page`);
        return { module, file };
      });
    }),
  ),
);

/** What the start-up script shows at `path` on the clock's date: the markup it writes (its chunk's text). */
async function startupShows(script: string, path: string): Promise<string> {
  let markup = '';
  let chunk: Promise<unknown> = Promise.resolve();
  const home = { parentElement: { set innerHTML(html: string) { markup = html; } } };
  const document = {
    getElementById: (id: string) => (id === 'startup-pages' ? { textContent: startupData } : id === 'prerendered-home' ? home : null),
    documentElement: { dataset: {}, style: {} },
    querySelector: () => ({ setAttribute: () => undefined }),
    readyState: 'interactive',
    addEventListener: () => undefined,
    createElement: () => ({}),
    head: { appendChild: () => undefined },
    title: '',
  };
  const load = (file: string) => {
    const module = pageModule(contentDir, file);
    chunk = Promise.resolve({ default: module && content.module(module) });
    return chunk;
  };
  runInNewContext(script, { document, location: { hash: `#${path}`, search: '' }, localStorage: { getItem: () => null }, URLSearchParams, Date, setTimeout: () => 0, load });
  await chunk;
  await new Promise((resolve) => setImmediate(resolve));
  return markup;
}

/** What the app shows at `path` on the clock's date, as its document reads once showTextOnDate has run. */
async function appShows(path: string): Promise<string> {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  const page: PageContent = await pageLoader.loadPage({ routeId: route.id, version: null, compare: null, to: null, list: null });
  // As MarkdownPage does it.
  const { dated, versionLink } = textOn(page, beijingToday(), false);
  const filled = page.body.split(datedMark).map((piece, index) => (index ? (dated[index - 1] ?? '') : '') + piece).join('');
  return `<article class="page">${versionLink ? filled.split(versionLink.replace('&', '&amp;')).join('?') : filled}</article>`;
}

const effectiveDates = [...new Set(Object.values(calendar).flatMap((dates) => [...(dates ?? [])]))].sort();
/** Around every effective date, a minute before and at midnight in Beijing, and long before and after them all. */
const moments = [
  '2020-01-01T12:00:00+08:00',
  ...effectiveDates.flatMap((date) => {
    const midnight = Date.parse(`${date}T00:00:00+08:00`);
    return [new Date(midnight - 60_000).toISOString(), new Date(midnight).toISOString()];
  }),
  '2099-12-31T12:00:00+08:00',
];
const zones = ['Asia/Shanghai', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
const zone = process.env.TZ;

describe('the text in force', () => {
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = zone;
  });

  it('is the same in the start-up script and in the app, around every effective date and in every time zone', async () => {
    const script = (await bundleStartupScript('startup.js')).replace(/\bimport\(/, 'load(');
    vi.useFakeTimers({ toFake: ['Date'] });
    const paths = routes.filter((route) => route !== homeRoute).map((route) => route.path);
    let compared = 0;
    const privacyTexts = new Set<string>();
    for (const timeZone of zones) {
      process.env.TZ = timeZone;
      for (const moment of moments) {
        vi.setSystemTime(new Date(moment));
        for (const path of paths) {
          const shown = await startupShows(script, path);
          expect(shown, `${path} at ${moment} in ${timeZone}`).toBe(await appShows(path));
          compared += 1;
          if (path === '/privacy') privacyTexts.add(shown);
        }
      }
    }
    expect(compared).toBe(zones.length * moments.length * paths.length);
    // Every span of dates of 隐私政策 reads differently: the runs went through each.
    expect(privacyTexts.size).toBe((calendar.privacy?.length ?? 0) + 1);
    // Four zones, every moment around every effective date, each page: some seconds on a busy machine.
  }, 60_000);
});
