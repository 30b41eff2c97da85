import { expectRoute } from './support/app';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/network';

test.describe('the prerendered shell', () => {
  test('header, navigation and footer are in the HTML, identical to what the app renders', async ({ browser, page }) => {
    const staticContext = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await staticContext.newPage();
    await staticPage.goto('/#/index');
    const shellParts = async (target: typeof page) =>
      target.evaluate(() =>
        ['.site-header', '.site-nav', '.site-footer'].map((selector) => {
          const element = document.querySelector(selector)?.cloneNode(true) as HTMLElement | undefined;
          element?.querySelectorAll('[aria-current]').forEach((link) => {
            link.removeAttribute('aria-current');
          });
          return element?.outerHTML ?? '';
        }),
      );
    const beforeScripts = await shellParts(staticPage);
    await expect(staticPage.getByRole('navigation', { name: '主导航' }).getByRole('link')).toHaveCount(5);
    await expect(staticPage.locator('h1')).toBeHidden();
    await staticContext.close();

    await page.goto('/#/index');
    await expectRoute(page, 'index');
    expect(await shellParts(page)).toEqual(beforeScripts);
  });

  for (const [hash, visible] of [
    ['#/index', true],
    ['', true],
    ['#/INDEX/', true],
    ['#/privacy', false],
    ['#/indexx', false],
    ['#//index', false],
  ] as const) {
    test(`home's content is in the HTML and shows before the app runs: ${hash || '/'} ${visible ? 'shows' : 'hides'} it`, async ({ page }) => {
      const release = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
      await page.goto(`/${hash}`, { waitUntil: 'commit' });
      const homeHeading = page.getByRole('heading', { level: 1, name: '欢迎来到微光栖地' });
      if (visible) {
        await expect(homeHeading).toBeVisible();
        await expect(page).toHaveTitle(/^首页 - /);
      } else {
        await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
        await expect(homeHeading).toBeHidden();
        await expect(page).not.toHaveTitle(/^首页/);
      }
      release();
      await expect(page.locator('h1:visible')).toHaveCount(1);
    });
  }

  test('a cold deep link never shows another page, not even for a frame', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
      new MutationObserver(() => {
        for (const h1 of document.querySelectorAll('h1')) {
          if (!h1.closest('[hidden]') && !seen.includes(h1.textContent)) seen.push(h1.textContent);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    expect(await page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings)).toEqual(['隐私政策']);
  });

  test('the address’s page chunk downloads while the app bundle is still downloading', { tag: '@smoke' }, async ({ page }) => {
    let chunkRequested: () => void = () => undefined;
    const chunkSeen = new Promise<void>((resolve) => {
      chunkRequested = resolve;
    });
    page.on('request', (request) => {
      if (/\/assets\/page-privacy-/.test(request.url())) chunkRequested();
    });
    // Hold the app bundle until the page chunk has been asked for: only the preload can ask that early.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await Promise.race([chunkSeen, new Promise((resolve) => setTimeout(resolve, 5000))]);
      await route.continue();
    });
    const started = Date.now();
    await page.goto('/#/PRIVACY/');
    await expectRoute(page, 'privacy');
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveAttribute('href', /\/assets\/page-privacy-/);
  });
});
