import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { routes } from '../src/config/routes';
import { contentArea, expectNotFound, expectRoute } from './support/app';
import { expect, test } from './support/fixtures';
import { expectComparison, expectVersion, versionedTexts } from './support/versions';

const screens = [...routes.map((route) => ({ hash: `#${route.path}`, id: route.id })), { hash: '#/missing', id: null }];

// Each text's latest earlier version, and the current text compared with it.
const versionScreens = versionedTexts.flatMap(({ route, versions }) =>
  versions.slice(0, 1).flatMap((effective) => [
    { hash: `#${route.path}?version=${effective}`, show: (page: Page) => expectVersion(page, route.id, effective) },
    { hash: `#${route.path}?compare=${effective}`, show: (page: Page) => expectComparison(page, route.id, effective) },
  ]),
);

test.describe('accessibility and layout', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const screen of screens) {
      test(`${screen.hash} has no axe violations (${colorScheme})`, async ({ page }) => {
        // axe walks every node of the long legal texts: on a loaded 2-core machine that takes a while.
        test.slow();
        await page.emulateMedia({ colorScheme });
        await page.goto(`/${screen.hash}`);
        if (screen.id) await expectRoute(page, screen.id);
        else await expectNotFound(page);
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      });
    }
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const screen of versionScreens) {
      test(`${screen.hash} has no axe violations (${colorScheme})`, async ({ page }) => {
        // A whole old text, or the current one with both texts' sentences: axe has much to check.
        test.slow();
        await page.emulateMedia({ colorScheme });
        await page.goto(`/${screen.hash}`);
        await screen.show(page);
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      });
    }
  }

  for (const screen of versionScreens) {
    test(`${screen.hash} has no horizontal overflow`, async ({ page }) => {
      await page.goto(`/${screen.hash}`);
      await screen.show(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await contentArea(page).evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    });
  }

  for (const screen of screens) {
    test(`${screen.hash} has no horizontal overflow`, async ({ page }) => {
      await page.goto(`/${screen.hash}`);
      if (screen.id) await expectRoute(page, screen.id);
      else await expectNotFound(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const contentOverflow = await contentArea(page).evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(contentOverflow).toBeLessThanOrEqual(0);
    });
  }
});
