import type { Page } from '@playwright/test';
import { expectRoute, heading, homeHeading, navLink } from './support/app';
import { expect, test } from './support/fixtures';
import { firstPaint, recordFirstPaint } from './support/first-paint';

const siteHeader = (page: Page) => page.locator('.site-header');

test.describe('the game opens a text in web-view mode (?embed=1), under its own title bar', () => {
  test('no site header from the first paint; following links keeps it so', async ({ page }) => {
    await recordFirstPaint(page);
    await page.goto('/?embed=1#/agreement');
    await expectRoute(page, 'agreement');
    expect(await firstPaint(page)).toMatchObject({ embed: true, readerTools: false });
    await expect(siteHeader(page)).toBeHidden();
    // The rest is unchanged: the navigation, the contents, the footer.
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();

    await navLink(page, '隐私政策').click();
    await expectRoute(page, 'privacy');
    await page.locator('.toc a').nth(2).click();
    await expect(page).toHaveURL(/\/\?embed=1#\/privacy\?section=/);
    await expect(siteHeader(page)).toBeHidden();
    await page.goBack();
    await expectRoute(page, 'privacy');
    await expect(siteHeader(page)).toBeHidden();
  });

  test('home, shown from the HTML before the app, has no header either', async ({ page }) => {
    await page.goto('/?embed=1');
    await expect(heading(page)).toHaveText(homeHeading);
    await expect(siteHeader(page)).toBeHidden();
    await navLink(page, '家长监护工程').click();
    await expectRoute(page, 'parent');
    await expect(page).toHaveURL(/\/\?embed=1#\/parent$/);
    await expect(siteHeader(page)).toBeHidden();
  });

  test('the plain documents behave the same, and links between them keep the mode', async ({ page }) => {
    await page.goto('/?embed=1#/agreement');
    await expectRoute(page, 'agreement');
    await page.locator('.keep-copy > a').click();
    await expect(page).toHaveURL(/\/pages\/agreement-\d{4}-\d{2}-\d{2}\.html\?embed=1$/);
    await expect(heading(page)).toHaveText('用户协议');
    await expect(siteHeader(page)).toBeHidden();
    await navLink(page, '家长监护工程').click();
    await expect(page).toHaveURL(/\/pages\/parent\.html\?embed=1$/);
    await expect(heading(page)).toHaveText('家长监护工程');
    await expect(siteHeader(page)).toBeHidden();
  });

  test('without the parameter, the site header is there', async ({ page }) => {
    await page.goto('/#/agreement');
    await expectRoute(page, 'agreement');
    await expect(siteHeader(page)).toBeVisible();
    await page.goto('/pages/agreement.html');
    await expect(siteHeader(page)).toBeVisible();
  });
});
