import type { Page } from '@playwright/test';
import { routes } from '../src/config/routes';
import { heading, homeHeading, navLink } from './support/app';
import { expect, test } from './support/fixtures';

/** Title, heading, current nav link and address all name the same page. */
async function expectAgreement(page: Page): Promise<void> {
  await expect(heading(page)).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  const hash = await page.evaluate(() => window.location.hash);
  const route = routes.find((candidate) => hash === `#${candidate.path}`);
  if (!route) throw new Error(`settled on an unexpected address ${hash}`);
  await expect(page).toHaveTitle(new RegExp(`^${route.title} - `));
  await expect(heading(page)).toHaveText(route.id === 'index' ? homeHeading : route.title);
  await expect(page.locator('nav [aria-current="page"]')).toHaveText(route.title);
}

test.describe('rapid input while chunks are still loading', () => {
  test.beforeEach(async ({ page }) => {
    // Every page chunk takes a while, so that the input below lands while loads are in flight.
    await page.route('**/assets/page-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      await route.continue();
    });
    await page.goto('/#/index');
    await expect(heading(page)).toHaveText(homeHeading);
  });

  test('repeated clicks on different links', async ({ page }) => {
    for (let i = 0; i < 12; i += 1) {
      const route = routes[(i * 2 + 1) % routes.length];
      if (route) await navLink(page, route.title).click({ noWaitAfter: true });
    }
    await expectAgreement(page);
  });

  test('back and forward mashing', async ({ page }) => {
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
    await expectAgreement(page);
  });

  test('hash changes mixed with clicks', async ({ page }) => {
    for (let i = 0; i < 10; i += 1) {
      const route = routes[i % routes.length];
      if (!route) continue;
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, `#${route.path}`);
      const other = routes[(i + 2) % routes.length];
      if (other) await navLink(page, other.title).click({ noWaitAfter: true });
    }
    await expectAgreement(page);
  });
});
