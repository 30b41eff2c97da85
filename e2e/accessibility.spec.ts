import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { routes } from '../src/config/routes';
import { contentArea, expectNotFound, expectRoute } from './support/app';
import { expect, test } from './support/fixtures';
import { expectComparison, expectVersion, versionedTexts } from './support/versions';

const screens: Array<{ hash: string; show: (page: Page) => Promise<void> }> = [
  ...routes.map((route) => ({ hash: `#${route.path}`, show: (page: Page) => expectRoute(page, route.id) })),
  { hash: '#/missing', show: expectNotFound },
  // Each text's latest earlier version, and the current text compared with it.
  ...versionedTexts.flatMap(({ route, versions }) =>
    versions.slice(0, 1).flatMap((effective) => [
      { hash: `#${route.path}?version=${effective}`, show: (page: Page) => expectVersion(page, route.id, effective) },
      { hash: `#${route.path}?compare=${effective}`, show: (page: Page) => expectComparison(page, route.id, effective) },
    ]),
  ),
];

test.describe('accessibility and layout', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const screen of screens) {
      test(`${screen.hash} has no axe violations (${colorScheme})`, async ({ page }) => {
        // axe walks every node of the long legal texts: on a loaded 2-core machine that takes a while.
        test.slow();
        await page.emulateMedia({ colorScheme });
        await page.goto(`/${screen.hash}`);
        await screen.show(page);
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      });
    }
  }

  for (const screen of screens) {
    test(`${screen.hash} has no horizontal overflow`, async ({ page }) => {
      await page.goto(`/${screen.hash}`);
      await screen.show(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const contentOverflow = await contentArea(page).evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(contentOverflow).toBeLessThanOrEqual(0);
    });
  }
});
