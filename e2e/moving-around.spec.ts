import type { Page } from '@playwright/test';
import { routes, type RouteId } from '../src/config/routes';
import {
  contentArea,
  entriesAddedSinceLoad,
  expectRoute,
  heading,
  homeHeading,
  navLink,
  readFrom,
  readFromHeading,
  recordHistoryLength,
  textAtTop,
} from './support/app';
import { expect, test } from './support/fixtures';

test.describe('moving between pages', () => {
  test('every nav link leads to its page, marks it current and pushes one entry', { tag: '@smoke' }, async ({ page }) => {
    await recordHistoryLength(page);
    await page.goto('/#/index');
    await expectRoute(page, 'index');
    for (const [index, route] of routes.slice(1).entries()) {
      await navLink(page, route.title).click();
      await expectRoute(page, route.id);
      await expect(page).toHaveURL(new RegExp(`#${route.path}$`));
      expect(await entriesAddedSinceLoad(page)).toBe(index + 1);
    }
  });

  test('clicking the current page adds no entry', async ({ page }) => {
    await recordHistoryLength(page);
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    await navLink(page, '隐私政策').click();
    await expectRoute(page, 'privacy');
    expect(await entriesAddedSinceLoad(page)).toBe(0);
  });

  test('back and forward move between pages', async ({ page }) => {
    await page.goto('/#/index');
    await navLink(page, '介绍').click();
    await expectRoute(page, 'introduce');
    await navLink(page, '用户协议').click();
    await expectRoute(page, 'agreement');
    await page.goBack();
    await expectRoute(page, 'introduce');
    await expect(page).toHaveURL(/#\/introduce$/);
    await page.goBack();
    await expectRoute(page, 'index');
    await page.goForward();
    await expectRoute(page, 'introduce');
    await page.goForward();
    await expectRoute(page, 'agreement');
  });

  test('focus moves to the new heading after a navigation, not on the first load', async ({ page }) => {
    await page.goto('/#/index');
    await expectRoute(page, 'index');
    await expect(heading(page)).not.toBeFocused();
    await navLink(page, '家长监护工程').click();
    await expect(heading(page)).toHaveText('家长监护工程');
    await expect(heading(page)).toBeFocused();
    await page.goBack();
    await expectRoute(page, 'index');
    await expect(heading(page)).toBeFocused();
  });

  test('back and forward put focus where the reader returns to: the link they left from, else the heading of the part on screen', async ({ page }) => {
    const focused = page.locator(':focus');
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    // Left from a link in the text: Back is on that link again, not on the page's title.
    const link = page.locator('.prose section').filter({ has: page.getByRole('heading', { name: '（三）与用户协议的关系' }) }).getByRole('link', { name: '用户协议' });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expectRoute(page, 'agreement');
    await expect(focused).toMatchAriaSnapshot('- heading "用户协议" [level=1]');
    await page.goBack();
    await expectRoute(page, 'privacy');
    await expect(link).toBeFocused();
    await expect(focused).toMatchAriaSnapshot('- link "用户协议"');

    // Left by the navigation, deep in a text: Back and Forward are on the heading of the part on screen,
    // a subsection the reader had scrolled to, not the part the address names.
    await page.goto('/#/privacy?section=minors');
    await expectRoute(page, 'privacy');
    await readFromHeading(page, 'minors-limits');
    const privacyPart = page.getByRole('heading', { name: /^（三）时长、消费与功能限制/ });
    await expect(privacyPart).toBeInViewport();
    await navLink(page, '用户协议').click();
    await expectRoute(page, 'agreement');
    await page.goto('/#/agreement?section=conduct');
    await expectRoute(page, 'agreement');
    await readFromHeading(page, 'conduct-harassment');
    await page.goBack();
    await page.goBack();
    await expectRoute(page, 'privacy');
    await expect(focused).toMatchAriaSnapshot('- heading /^（三）时长、消费与功能限制/ [level=3]');
    // The view is where the reader was: the heading in focus is the one at the top.
    await expect(focused).toBeInViewport();
    await page.goForward();
    await page.goForward();
    await expectRoute(page, 'agreement');
    await expect(focused).toMatchAriaSnapshot('- heading "（四）禁止骚扰与欺凌" [level=3]');
    await expect(focused).toBeInViewport();
  });

  test('a new page starts at the top; back and forward restore each entry’s scroll position', async ({ page }) => {
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    const content = contentArea(page);
    const privacyText = await readFrom(page, 1500);
    await navLink(page, '用户协议').click();
    await expectRoute(page, 'agreement');
    await expect.poll(() => content.evaluate((element) => element.scrollTop)).toBe(0);
    const agreementText = await readFrom(page, 700);
    await expectBackAndForwardKeepPlaces(page, { id: 'privacy', text: privacyText }, { id: 'agreement', text: agreementText });
  });

  test('a typed address opens at the top, even after back returned to the first entry', async ({ page }) => {
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    await contentArea(page).evaluate((element) => {
      element.scrollTop = 1500;
    });
    await navLink(page, '用户协议').click();
    await expectRoute(page, 'agreement');
    await page.goBack();
    await expectRoute(page, 'privacy');
    await expect.poll(() => contentArea(page).evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await page.goto('/#/parent');
    await expectRoute(page, 'parent');
    await expect(heading(page)).toBeFocused();
    expect(await contentArea(page).evaluate((element) => element.scrollTop)).toBe(0);
    await page.evaluate(() => {
      window.location.hash = '#/introduce';
    });
    await expectRoute(page, 'introduce');
    await expect(heading(page)).toBeFocused();
    expect(await contentArea(page).evaluate((element) => element.scrollTop)).toBe(0);
  });

  test('back and forward restore the places of entries the app did not create', async ({ page }) => {
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    const privacyText = await readFrom(page, 1500);
    await page.goto('/#/agreement');
    await expectRoute(page, 'agreement');
    const agreementText = await readFrom(page, 4000);
    await expectBackAndForwardKeepPlaces(page, { id: 'privacy', text: privacyText }, { id: 'agreement', text: agreementText });
  });

  test('the window itself never scrolls: the content area does', async ({ page }) => {
    await page.goto('/#/agreement');
    await expectRoute(page, 'agreement');
    await page.mouse.move(10, 300);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => contentArea(page).evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(navLink(page, '用户协议')).toBeInViewport();
  });

  test('a link inside a text navigates in the app', async ({ page }) => {
    await page.goto('/#/index');
    await expectRoute(page, 'index');
    await page.locator('.prose').getByRole('link', { name: '隐私政策' }).first().click();
    await expectRoute(page, 'privacy');
    await expect(heading(page)).toBeFocused();
  });
});

/** Title, heading, current nav link and address all name the same page, whichever it is. */
async function expectOnePageShown(page: Page): Promise<void> {
  await expect(heading(page)).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  const hash = await page.evaluate(() => window.location.hash);
  const route = routes.find((candidate) => hash === `#${candidate.path}`);
  if (!route) throw new Error(`settled on an unexpected address ${hash}`);
  await expectRoute(page, route.id);
}

test.describe('rapid input while pages are still loading', () => {
  test.beforeEach(async ({ page }) => {
    // Every page chunk takes a while, so that the input below lands while loads are in flight.
    await page.route('**/assets/page-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      await route.continue();
    });
    await page.goto('/#/index');
    await expect(heading(page)).toHaveText(homeHeading);
  });

  test('thirty quick clicks end on the last page clicked', async ({ page }) => {
    for (let i = 0; i < 30; i += 1) {
      const route = routes[(i * 3) % routes.length];
      if (route) await navLink(page, route.title).click({ noWaitAfter: true });
    }
    await navLink(page, '隐私政策').click();
    await expectRoute(page, 'privacy');
    await expect(page).toHaveURL(/#\/privacy$/);
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  test('thirty quick hash changes end on the page of the final address', async ({ page }) => {
    const hashes = Array.from({ length: 30 }, (_, i) => `#${routes[i % routes.length]?.path ?? '/'}`);
    hashes.push('#/parent');
    for (const hash of hashes) {
      await page.evaluate((next) => {
        window.location.hash = next;
      }, hash);
    }
    await expectRoute(page, 'parent');
    await expect(page).toHaveURL(/#\/parent$/);
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  test('back and forward mashing ends on one page, shown whole', async ({ page }) => {
    for (const route of routes.slice(1)) await navLink(page, route.title).click({ noWaitAfter: true });
    // Traversals queue and may be dropped while one is in flight, so the end point is not known in
    // advance; two rounds go back at most four entries, never past the app's first one.
    for (let i = 0; i < 2; i += 1) {
      await page.evaluate(() => {
        window.history.back();
        window.history.back();
        window.history.forward();
      });
    }
    await expectOnePageShown(page);
  });

  test('hash changes mixed with clicks end on one page, shown whole', async ({ page }) => {
    for (let i = 0; i < 10; i += 1) {
      const route = routes[i % routes.length];
      if (!route) continue;
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, `#${route.path}`);
      const other = routes[(i + 2) % routes.length];
      if (other) await navLink(page, other.title).click({ noWaitAfter: true });
    }
    await expectOnePageShown(page);
  });
});

/**
 * Back to `earlier`, then forward to `later`: each shows the words that were at its top when it was
 * left (the same words, not the same pixel offset: sections off screen have estimated heights).
 */
async function expectBackAndForwardKeepPlaces(page: Page, earlier: { id: RouteId; text: string }, later: { id: RouteId; text: string }) {
  await page.goBack();
  await expectRoute(page, earlier.id);
  await expect.poll(() => textAtTop(page)).toBe(earlier.text);
  await page.goForward();
  await expectRoute(page, later.id);
  await expect.poll(() => textAtTop(page)).toBe(later.text);
}
