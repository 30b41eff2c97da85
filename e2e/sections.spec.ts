import { fileURLToPath } from 'node:url';
import { compileContent } from '../vite-plugins/content/compile';
import { routes } from '../src/config/routes';
import { contentArea, expectNotFound, expectRoute, heading, textAtTop } from './support/app';
import { expect, test } from './support/fixtures';

const pages = compileContent(fileURLToPath(new URL('../content', import.meta.url)));
const sectionsOf = (path: string) => pages.get(path)?.content.sections ?? [];

/** How far the heading's top is from the content area's top, in CSS pixels. */
async function headingOffset(page: import('@playwright/test').Page, id: string): Promise<number> {
  return page.evaluate((sectionId) => {
    const area = document.getElementById('content');
    const target = document.getElementById(sectionId);
    if (!area || !target) return Number.NaN;
    return target.getBoundingClientRect().top - area.getBoundingClientRect().top;
  }, id);
}

test.describe('sections', () => {
  for (const route of routes) {
    test(`${route.title} shows every section heading`, async ({ page }) => {
      await page.goto(`/#${route.path}`);
      await expectRoute(page, route.id);
      for (const section of sectionsOf(route.path)) {
        await expect(page.locator(`.prose h2#${section.id}`)).toHaveText(section.title);
      }
      await expect(page.locator('.prose h2')).toHaveCount(sectionsOf(route.path).length);
    });
  }

  for (const route of routes.filter((candidate) => sectionsOf(candidate.path).length > 3)) {
    test(`every table-of-contents entry of ${route.title} scrolls to its section and focuses it`, async ({ page }) => {
      await page.goto(`/#${route.path}`);
      await expectRoute(page, route.id);
      const toc = page.getByRole('navigation', { name: '目录' });
      for (const section of sectionsOf(route.path)) {
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

  test('every link in the texts leads to a page that exists', async ({ page }) => {
    const hrefs = new Set<string>();
    for (const route of routes) {
      await page.goto(`/#${route.path}`);
      await expectRoute(page, route.id);
      for (const href of await page.locator('.prose a[href^="#/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
        hrefs.add(href);
      }
    }
    expect(hrefs.size).toBeGreaterThan(0);
    for (const href of hrefs) {
      await page.goto(`/${href}`);
      await expect(heading(page)).toBeVisible();
      await expect(heading(page)).not.toHaveText('页面未找到');
    }
  });

  test('a link inside a text navigates in the app', async ({ page }) => {
    await page.goto('/#/index');
    await expectRoute(page, 'index');
    await page.locator('.prose').getByRole('link', { name: '隐私政策' }).first().click();
    await expectRoute(page, 'privacy');
    await expect(heading(page)).toBeFocused();
  });

  test('the skip link moves focus to the page heading', async ({ page }) => {
    await page.goto('/#/parent');
    await expectRoute(page, 'parent');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('button', { name: '跳到正文' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(heading(page)).toBeFocused();
  });

  test('back to top appears on a long page once scrolled and returns to the heading', async ({ page }) => {
    await page.goto('/#/agreement');
    await expectRoute(page, 'agreement');
    const backToTop = page.getByRole('button', { name: '回到顶部' });
    await expect(backToTop).toBeHidden();
    await contentArea(page).evaluate((element) => {
      element.scrollTop = 3000;
    });
    await expect(backToTop).toBeInViewport();
    await backToTop.click();
    await expect.poll(() => contentArea(page).evaluate((element) => element.scrollTop)).toBe(0);
    await expect(heading(page)).toBeFocused();
  });

  test('the meta description follows the page', async ({ page }) => {
    await page.goto('/#/parent');
    await expectRoute(page, 'parent');
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute('content', pages.get('/parent')?.content.description ?? '');
    await page.evaluate(() => {
      window.location.hash = '#/missing';
    });
    await expectNotFound(page);
    await expect(description).toHaveAttribute('content', /不存在/);
  });

  test('text reflows at 320 px without horizontal scrolling (400 % zoom of 1280 px)', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 256 });
    for (const route of routes) {
      await page.goto(`/#${route.path}`);
      await expectRoute(page, route.id);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await contentArea(page).evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    }
  });

  test('prints as a plain document: no header or navigation, black text, link targets shown', async ({ page }) => {
    await page.goto('/#/index');
    await expectRoute(page, 'index');
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeHidden();
    await expect(page.locator('.site-header')).toBeHidden();
    const link = page.locator('.prose a[href^="#/"]').first();
    expect(await link.evaluate((element) => getComputedStyle(element, '::after').content)).toMatch(/#\//);
    expect(await page.locator('.prose p').first().evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)');
  });
});

