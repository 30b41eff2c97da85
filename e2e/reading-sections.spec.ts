import type { Page } from '@playwright/test';
import { routes, type Route } from '../src/config/routes';
import { contentArea, expectRoute, textAtTop } from './support/app';
import { expect, test } from './support/fixtures';
import { textOf } from './support/texts';

const sectionsOf = (route: Route) => textOf(route.id).sections;

/** How far the heading's top is from the content area's top, in CSS pixels. */
async function headingOffset(page: Page, id: string): Promise<number> {
  return page.evaluate((sectionId) => {
    const area = document.getElementById('content');
    const target = document.getElementById(sectionId);
    if (!area || !target) return Number.NaN;
    return target.getBoundingClientRect().top - area.getBoundingClientRect().top;
  }, id);
}

test.describe('reading a text by its sections', () => {
  for (const route of routes) {
    test(`${route.title} shows every section heading`, async ({ page }) => {
      await page.goto(`/#${route.path}`);
      await expectRoute(page, route.id);
      for (const section of sectionsOf(route)) {
        await expect(page.locator(`.prose h2#${section.id}`)).toHaveText(section.title);
      }
      await expect(page.locator('.prose h2')).toHaveCount(sectionsOf(route).length);
    });
  }

  for (const route of routes.filter((candidate) => sectionsOf(candidate).length > 3)) {
    test(`every table-of-contents entry of ${route.title} scrolls to its section and focuses it`, async ({ page }) => {
      await page.goto(`/#${route.path}`);
      await expectRoute(page, route.id);
      const toc = page.getByRole('navigation', { name: '目录' });
      for (const section of sectionsOf(route)) {
        await toc.getByRole('link', { name: section.title, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#${route.path}\\?section=${section.id}$`));
        const target = page.locator(`[id="${section.id}"]`);
        await expect(target).toBeFocused();
        await expect(target).toBeInViewport();
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`#${route.path}$`));
      }
    });
  }

  test('a cold link to a section opens the page there with focus on its heading', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/#/privacy?section=cookies');
    await expectRoute(page, 'privacy');
    await expect(page.locator('#cookies')).toBeFocused();
    await expect.poll(() => headingOffset(page, 'cookies')).toBeLessThan(40);
    await expect.poll(() => headingOffset(page, 'cookies')).toBeGreaterThanOrEqual(0);
  });

  test('back and forward between sections restore where the reader was', async ({ page }) => {
    await page.goto('/#/agreement');
    await expectRoute(page, 'agreement');
    const link = page.getByRole('navigation', { name: '目录' }).getByRole('link', { name: /虚拟/ });
    // Where the reader was: with the link on screen (below 更新说明 and 历史版本, so maybe scrolled to).
    await link.scrollIntoViewIfNeeded();
    const before = await contentArea(page).evaluate((element) => element.scrollTop);
    await link.click();
    await expect(page.locator('#virtual-items')).toBeFocused();
    expect(await contentArea(page).evaluate((element) => element.scrollTop)).toBeGreaterThan(before);
    const sectionText = await textAtTop(page);
    await page.goBack();
    await expect(page).toHaveURL(/#\/agreement$/);
    await expect.poll(() => contentArea(page).evaluate((element) => element.scrollTop)).toBe(before);
    await page.goForward();
    await expect(page).toHaveURL(/section=virtual-items$/);
    await expect.poll(() => textAtTop(page)).toBe(sectionText);
  });

  test('an unknown section shows the page from its top, without error', async ({ page }) => {
    await page.goto('/#/privacy?section=no-such-section');
    await expectRoute(page, 'privacy');
    expect(await contentArea(page).evaluate((element) => element.scrollTop)).toBe(0);
  });
});
