import type { Page } from '@playwright/test';
import { expectRoute, navLink } from './support/app';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/network';

/** The page chunks (assets/page-<id>-<hash>.js) the browser has requested so far. */
function recordPageChunks(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/page-([a-z]+)-[\w-]+\.js$/.exec(request.url());
    if (match?.[1]) requested.push(match[1]);
  });
  return requested;
}

test.describe('lazy pages', () => {
  test('a page’s code is fetched on its first visit only, never before', { tag: '@smoke' }, async ({ page }) => {
    const chunks = recordPageChunks(page);
    await page.goto('/#/index');
    await expectRoute(page, 'index');
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual(['index']);

    await navLink(page, '隐私政策').click();
    await expectRoute(page, 'privacy');
    await navLink(page, '用户协议').click();
    await expectRoute(page, 'agreement');
    await navLink(page, '隐私政策').click();
    await expectRoute(page, 'privacy');
    await page.goBack();
    await expectRoute(page, 'agreement');
    expect(chunks).toEqual(['index', 'privacy', 'agreement']);
  });

  test('a revisit renders at once, with no loading state even when the network is slow', async ({ page }) => {
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    await navLink(page, '首页').click();
    await expectRoute(page, 'index');
    // From now on every request would hang: the revisit must not need one.
    await page.route('**/*', () => undefined);
    await navLink(page, '隐私政策').click();
    await expectRoute(page, 'privacy');
    await expect(page.getByRole('status')).toHaveCount(0);
  });
});

test.describe('a page whose code cannot be fetched', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource|net::ERR_FAILED/] });

  test('shows a message and 重试, keeps the navigation usable, and loads on retry', async ({ page }) => {
    await page.goto('/#/index');
    await expectRoute(page, 'index');
    await page.route('**/assets/page-privacy-*.js', (route) => route.abort());

    await navLink(page, '隐私政策').click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('页面加载失败，请检查网络后重试');
    await expect(page).toHaveTitle(/^隐私政策 - /);
    await expect(navLink(page, '隐私政策')).toHaveAttribute('aria-current', 'page');

    await navLink(page, '介绍').click();
    await expectRoute(page, 'introduce');
    await page.goBack();
    await expect(alert).toBeVisible();

    await page.unroute('**/assets/page-privacy-*.js');
    await alert.getByRole('button', { name: '重试' }).click();
    await expectRoute(page, 'privacy');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a request that hangs shows the loading state, then the page once it arrives', async ({ page }) => {
    await page.goto('/#/index');
    await expectRoute(page, 'index');
    const release = await holdRequests(page, '**/assets/page-parent-*.js');
    await navLink(page, '家长监护工程').click();
    await expect(page.getByRole('status')).toHaveText('正在加载…');
    await expect(page).toHaveTitle(/^家长监护工程 - /);
    release();
    await expectRoute(page, 'parent');
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  test('a request that hangs ends in 重试, and the retry loads the page once the network is back', async ({ page, now }) => {
    // From the suite's date: the newest text, whose chunk is held, is the one in force.
    await page.clock.install(now ? { time: now } : {});
    await page.goto('/#/index');
    await expectRoute(page, 'index');
    const release = await holdRequests(page, '**/assets/page-agreement-*.js');
    await navLink(page, '用户协议').click();
    await expect(page.getByRole('status')).toHaveText('正在加载…');
    await page.clock.fastForward(13_000);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('页面加载失败，请检查网络后重试');

    release();
    await alert.getByRole('button', { name: '重试' }).click();
    await expectRoute(page, 'agreement');
    await navLink(page, '首页').click();
    await expectRoute(page, 'index');
    await navLink(page, '用户协议').click();
    await expectRoute(page, 'agreement');
  });
});

