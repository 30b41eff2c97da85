import { routes } from '../src/config/routes';
import {
  currentHash,
  entriesAddedSinceLoad,
  expectNotFound,
  expectRoute,
  heading,
  recordHistoryLength,
} from './support/app';
import { expect, test } from './support/fixtures';

test.describe('routes', () => {
  for (const route of routes) {
    test(`#${route.path} shows ${route.title}`, { tag: '@smoke' }, async ({ page }) => {
      await page.goto(`/#${route.path}`);
      await expectRoute(page, route.id);
      await expect(page).toHaveURL(new RegExp(`#${route.path}$`));
    });
  }

  test('/ redirects to #/index without adding a history entry', { tag: '@smoke' }, async ({ page }) => {
    await recordHistoryLength(page);
    await page.goto('/');
    await expectRoute(page, 'index');
    await expect(page).toHaveURL(/\/#\/index$/);
    expect(await entriesAddedSinceLoad(page)).toBe(0);
  });

  test('#/ redirects to #/index too', async ({ page }) => {
    await page.goto('/#/');
    await expectRoute(page, 'index');
    await expect(page).toHaveURL(/\/#\/index$/);
  });

  test('an unknown path shows the not-found page and keeps the address', async ({ page }) => {
    await page.goto('/#/no-such-page');
    await expectNotFound(page);
    await expect(page).toHaveURL(/#\/no-such-page$/);
    await page.getByRole('link', { name: '返回首页' }).click();
    await expectRoute(page, 'index');
    await expect(page).toHaveURL(/#\/index$/);
  });

  for (const variant of ['#/PRIVACY', '#/privacy/', '#privacy', '#/Privacy//']) {
    test(`${variant} is normalised to #/privacy`, async ({ page }) => {
      await recordHistoryLength(page);
      await page.goto(`/${variant}`);
      await expectRoute(page, 'privacy');
      await expect(page).toHaveURL(/\/#\/privacy$/);
      expect(await entriesAddedSinceLoad(page)).toBe(0);
    });
  }

  test('a query is kept', async ({ page }) => {
    await page.goto('/#/privacy?from=app');
    await expectRoute(page, 'privacy');
    expect(await currentHash(page)).toBe('#/privacy?from=app');
  });

  test('a hand-typed hash moves the app', async ({ page }) => {
    await page.goto('/#/index');
    await expectRoute(page, 'index');
    await page.evaluate(() => {
      window.location.hash = '#/agreement';
    });
    await expectRoute(page, 'agreement');
    await page.evaluate(() => {
      window.location.hash = '#/nowhere';
    });
    await expectNotFound(page);
    await expect(heading(page)).toHaveCount(1);
  });
});
