import type { Page } from '@playwright/test';

/** Holds every request matching `url` until the returned function is called: a network that stalls. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Every text chunk the browser requests, by name: `page-privacy`, `version-privacy-2026-11-01`,
 * `compare-privacy-2026-11-01` (with the next version), `compare-privacy-2026-11-01-2026-12-08`.
 */
export function recordTextChunks(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/((?:page|version|compare)-[a-z]+(?:-\d{4}-\d{2}-\d{2}){0,2})-[\w-]+\.js$/.exec(request.url());
    if (match?.[1]) requested.push(match[1]);
  });
  return requested;
}
