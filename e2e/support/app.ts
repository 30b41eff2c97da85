import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { routeById, type RouteId } from '../../src/config/routes';

/** index.html's own description, which the app replaces with the page's once it has shown one. */
const htmlDescription = ((): string => {
  const found = /<meta name="description" content="([^"]+)"/.exec(readFileSync(new URL('../../index.html', import.meta.url), 'utf8'))?.[1];
  if (!found) throw new Error('index.html has no description');
  return found;
})();

export const homeHeading = '欢迎来到微光栖地';

export function heading(page: Page): Locator {
  return page.getByRole('heading', { level: 1 });
}

export function navLink(page: Page, title: string): Locator {
  return page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: title, exact: true });
}

export function contentArea(page: Page): Locator {
  return page.locator('#content');
}

/**
 * The start of the text the reader sees at the top of the content area, once the frames in flight
 * have rendered (a section scrolled into view is laid out then, and can change what is on top).
 * The text only: not the labels of the reader tools' controls (分享 before a heading, 复制 after a
 * contact), which arrive a frame or more after the text, and on a busy machine seconds after, in room
 * the page keeps for them. A place read before they came is the same place once they have, and reads
 * the same (src/reader/citation.ts leaves them out of a cited clause the same way).
 */
export async function textAtTop(page: Page): Promise<string> {
  return contentArea(page).evaluate(async (area) => {
    for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
    const box = area.getBoundingClientRect();
    const element = document.elementFromPoint(box.left + box.width / 2, box.top + 4);
    if (!element) return '';
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let text = '';
    for (let node = texts.nextNode(); node && text.trimStart().length < 40; node = texts.nextNode()) {
      const control = node.parentElement?.closest('button, .reader-tool');
      if (!control || !element.contains(control)) text += node.textContent ?? '';
    }
    return text.trim().slice(0, 40);
  });
}

/** Scrolls the content area as a reader would, and returns the text then at its top (see textAtTop). */
export async function readFrom(page: Page, scrollTop: number): Promise<string> {
  await contentArea(page).evaluate((element, top) => {
    element.scrollTop = top;
  }, scrollTop);
  return textAtTop(page);
}

/**
 * Puts a heading at the top of the content area, as a reader who scrolled down to it would have it.
 * Its part may not be laid out yet (content-visibility: auto), and a heading in such a part is not where
 * its box says: the part's own box comes to the top first, then the heading, measured once laid out.
 */
export async function readFromHeading(page: Page, id: string): Promise<string> {
  for (const what of ['part', 'heading']) {
    const top = await contentArea(page).evaluate((area, { target, which }) => {
      const heading = document.getElementById(target);
      const element = which === 'part' ? (heading?.closest('.prose > section') ?? heading) : heading;
      return element ? area.scrollTop + element.getBoundingClientRect().top - area.getBoundingClientRect().top : 0;
    }, { target: id, which: what });
    await readFrom(page, top);
  }
  return textAtTop(page);
}

/**
 * What a user sees on a route: its title in the tab, its heading, its nav link marked current; and,
 * unless `beforeTheApp`, the app running it (the HTML and the start-up script show a page before the
 * app's bundle has arrived, and what the app adds, like the skip link, works only after).
 */
export async function expectRoute(page: Page, id: RouteId, { beforeTheApp = false } = {}): Promise<void> {
  const { title } = routeById(id);
  await expect(page).toHaveTitle(new RegExp(`^${title} - `));
  await expect(heading(page)).toHaveText(id === 'index' ? homeHeading : title);
  await expect(navLink(page, title)).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('nav [aria-current="page"]')).toHaveCount(1);
  if (!beforeTheApp) await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', htmlDescription);
}

export async function expectNotFound(page: Page): Promise<void> {
  await expect(page).toHaveTitle(/^页面未找到 - /);
  await expect(heading(page)).toHaveText('页面未找到');
  await expect(page.locator('nav [aria-current="page"]')).toHaveCount(0);
}

/** The address bar's hash, decoded from what the browser shows. */
export async function currentHash(page: Page): Promise<string> {
  return page.evaluate(() => window.location.hash);
}

/** Records history.length before any of the app's code runs; see entriesAddedSinceLoad. */
export async function recordHistoryLength(page: Page): Promise<void> {
  await page.addInitScript(() => {
    sessionStorage.setItem('e2e:historyLength', String(window.history.length));
  });
}

/** How many history entries the app added since the document loaded (0 for a replace). */
export async function entriesAddedSinceLoad(page: Page): Promise<number> {
  return page.evaluate(() => window.history.length - Number(sessionStorage.getItem('e2e:historyLength')));
}
