import type { Page } from '@playwright/test';
import { routes } from '../src/config/routes';
import { heading, homeHeading, navLink } from './support/app';
import { expect, test } from './support/fixtures';
import { textOf } from './support/texts';

const privacySections = textOf('privacy').sections;
const offer = (page: Page) => page.locator('.noscript');
/** The offer of the page the address names: shown by CSS `:target`, so only one of them is visible. */
const addressedOffer = (page: Page) => offer(page).getByText('你要打开的页面').filter({ visible: true });

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of routes) {
    test(`${route.title} is a plain document with its title, heading, text and the site's styles`, async ({ page }) => {
      const text = textOf(route.id);
      await page.goto(`/pages/${route.id}.html`);
      await expect(page).toHaveTitle(`${route.title} - 微光栖地`);
      await expect(heading(page)).toHaveText(text.heading);
      for (const section of text.sections) {
        await expect(page.getByRole('heading', { level: 2, name: section.title, exact: true })).toBeAttached();
      }
      await expect(navLink(page, route.title)).toHaveAttribute('aria-current', 'page');
      // The app's stylesheet: the navigation is one row of tabs.
      await expect(page.locator('.site-nav ul')).toHaveCSS('display', 'flex');
    });
  }

  test('index.html offers the page its address names, and the others', async ({ page }) => {
    await page.goto('/#/privacy');
    await expect(addressedOffer(page)).toHaveText('你要打开的页面：隐私政策');
    await expect(offer(page).getByRole('listitem')).toHaveCount(routes.length);
    // The navigation's in-app links change the address, and with it the page offered.
    await navLink(page, '家长监护工程').click();
    await expect(addressedOffer(page)).toHaveText('你要打开的页面：家长监护工程');
    await page.goBack();
    await addressedOffer(page).getByRole('link', { name: '隐私政策' }).click();
    await expect(page).toHaveURL(/\/pages\/privacy\.html$/);
    await expect(heading(page)).toHaveText('隐私政策');
  });

  test('index.html without a page in its address offers every page', async ({ page }) => {
    await page.goto('/');
    await expect(offer(page).getByRole('listitem')).toHaveCount(routes.length);
    await expect(addressedOffer(page)).toHaveCount(0);
    await offer(page).getByRole('link', { name: '首页' }).click();
    await expect(heading(page)).toHaveText(homeHeading);
  });

  test('links between the documents work: navigation, table of contents, links in the text @smoke', async ({ page }) => {
    const section = privacySections[3];
    await page.goto('/pages/index.html');
    await page.locator('.prose').getByRole('link', { name: '隐私政策' }).first().click();
    await expect(heading(page)).toHaveText('隐私政策');
    await page.locator('.toc').getByRole('link', { name: section?.title }).click();
    await expect(page).toHaveURL(new RegExp(`/pages/privacy\\.html#${section?.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: section?.title, exact: true })).toBeInViewport();
    await navLink(page, '用户协议').click();
    await expect(heading(page)).toHaveText('用户协议');
    await page.goBack();
    await expect(heading(page)).toHaveText('隐私政策');
  });
});

test('a reader whose browser runs the app never sees or downloads the plain documents', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/#/privacy');
  await expect(heading(page)).toHaveText('隐私政策');
  await navLink(page, '用户协议').click();
  await expect(heading(page)).toHaveText('用户协议');
  await expect(offer(page)).toHaveCount(0);
  expect(requested.filter((path) => /^\/pages\/|\/(noscript|nomodule)-/.test(path))).toEqual([]);
  expect(requested).toContain('/');
});
