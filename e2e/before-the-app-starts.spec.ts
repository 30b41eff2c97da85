import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { routes } from '../src/config/routes';
import { contentArea, expectRoute, heading, homeHeading, navLink, textAtTop } from './support/app';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/network';
import { beijing } from './support/dates';
import { textOf } from './support/texts';

/** The app's bundle (not a page chunk): holding it back shows what the HTML alone does. */
const appBundle = /\/assets\/index-[\w-]+\.js$/;

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
    await expect(staticPage.getByRole('navigation', { name: '主导航' }).getByRole('link')).toHaveCount(routes.length);
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
      const release = await holdRequests(page, appBundle);
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
      // What each frame shows (no frame is rendered before the stylesheet has arrived).
      const sample = () => {
        for (const h1 of document.querySelectorAll('h1')) {
          if (h1.checkVisibility() && !seen.includes(h1.textContent)) seen.push(h1.textContent);
        }
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    expect(await page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings)).toEqual(['隐私政策']);
  });

  test('a deep link shows its page before the app has arrived; the app adopts it where the reader is', { tag: '@smoke' }, async ({ page }) => {
    const release = await holdRequests(page, appBundle);
    await page.goto('/#/PRIVACY/', { waitUntil: 'commit' });
    // Title, heading, table of contents and current link, all before the app's bundle has arrived.
    await expectRoute(page, 'privacy', { beforeTheApp: true });
    await expect(page.getByRole('navigation', { name: '目录' })).toBeVisible();
    await contentArea(page).evaluate((element) => {
      element.scrollTop = 3000;
    });
    const readerAt = await textAtTop(page);
    await heading(page).evaluate((element) => {
      (element as HTMLElement & { seenBeforeApp?: boolean }).seenBeforeApp = true;
    });

    release();
    // The app sets the page's description once it has taken over.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', textOf('privacy').description);
    expect(await textAtTop(page)).toBe(readerAt);
    // Hydrated, not replaced: the very heading a screen reader may be on is still there.
    expect(await heading(page).evaluate((element) => (element as HTMLElement & { seenBeforeApp?: boolean }).seenBeforeApp)).toBe(true);
    await navLink(page, '用户协议').click();
    await expectRoute(page, 'agreement');
  });

  test('a tap on another page before the app has started ends on that page, not on the one the HTML showed', async ({ page }) => {
    const release = await holdRequests(page, appBundle);
    await page.goto('/#/privacy', { waitUntil: 'commit' });
    await expect(heading(page)).toHaveText('隐私政策');
    await navLink(page, '用户协议').click();
    await expect(page).toHaveURL(/#\/agreement$/);
    release();
    await expectRoute(page, 'agreement');
    await expect(page.locator('.prose h2').first()).toHaveText(textOf('agreement').sections[0]?.title ?? '');
  });

  test('a deep link’s text downloads first, the app’s bundle after it, so that they do not share a slow network', async ({ page }) => {
    const seen: string[] = [];
    const privacyChunk = /\/assets\/(?:page|version)-privacy-[\w-]+\.js$/;
    page.on('requestfinished', (request) => {
      if (privacyChunk.test(request.url())) seen.push('text arrived');
    });
    page.on('request', (request) => {
      if (appBundle.test(request.url())) seen.push('bundle requested');
    });
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    expect(seen).toEqual(['text arrived', 'bundle requested']);
  });

  test('a text that does not arrive holds the app back two seconds at most', async ({ page }) => {
    const release = await holdRequests(page, /\/assets\/(?:page|version)-agreement-[\w-]+\.js$/);
    const bundleRequested = page.waitForRequest(appBundle, { timeout: 5000 });
    await page.goto('/#/agreement', { waitUntil: 'commit' });
    // Requested while the text is still held back.
    await bundleRequested;
    release();
    await expectRoute(page, 'agreement');
  });

  test('a link to a section opens there before the app has arrived', async ({ page }) => {
    const release = await holdRequests(page, appBundle);
    await page.goto('/#/privacy?section=cookies', { waitUntil: 'commit' });
    await expect(page.locator('#cookies')).toBeInViewport();
    release();
    await expect(page.locator('#cookies')).toBeFocused();
    await expect(page.locator('#cookies')).toBeInViewport();
  });
});

test.describe('29 November in Beijing, the 1 December text announced', () => {
  test.use({ now: beijing('2026-11-29') });

  test('a tap on 阅读新版本 before the app has started shows the new version, not the text the HTML showed', async ({ page }) => {
    const release = await holdRequests(page, appBundle);
    await page.goto('/#/privacy', { waitUntil: 'commit' });
    await page.getByRole('note').getByRole('link', { name: '阅读新版本' }).click();
    await expect(page).toHaveURL(/#\/privacy\?version=2026-12-01$/);
    release();
    await expect(page).toHaveTitle('隐私政策（2026 年 12 月 1 日版） - 微光栖地');
    await expect(page.locator('.prose > p strong').filter({ hasText: /^生效日期：/ })).toHaveText('生效日期：2026 年 12 月 1 日');
    await expect(page.getByRole('note')).toContainText('本版本即将生效');
  });
});

/**
 * A cold open of home where home's chunk arrives before the parser reaches the layout: the start-up
 * script's `import()` resolves while the document is still loading, so it must wait for the layout
 * (DOMContentLoaded) before it marks home's link current, which the app's hydration does not do.
 * A server in front of the build holds back index.html's body until the chunk has been served.
 */
test('home’s link is marked current when home’s chunk arrives before the layout', async ({ page, baseURL }) => {
  let chunkServed: () => void = () => undefined;
  const chunkArrived = new Promise<void>((resolve) => (chunkServed = resolve));
  let bodyHeldUntilChunk = false;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = request.url ?? '/';
      const upstream = await fetch(new URL(path, baseURL));
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      if (path === '/' || path === '/index.html') {
        const html = await upstream.text();
        const split = html.indexOf('<body>');
        response.writeHead(upstream.status, { 'content-type': type });
        response.write(html.slice(0, split));
        // The chunk's module runs once it has arrived; give its then() a moment too.
        bodyHeldUntilChunk = await Promise.race([chunkArrived.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        response.end(html.slice(split));
        return;
      }
      response.writeHead(upstream.status, { 'content-type': type });
      response.end(Buffer.from(await upstream.arrayBuffer()));
      if (/^\/assets\/page-index-[\w-]+\.js$/.test(path)) chunkServed();
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${String(port)}/`);
    expect(bodyHeldUntilChunk, 'home’s chunk was served before the body').toBe(true);
    await expect(heading(page)).toHaveText(homeHeading);
    await expect(navLink(page, '首页')).toHaveAttribute('aria-current', 'page');
    // The app is up: it moves the mark.
    await navLink(page, '介绍').click();
    await expect(navLink(page, '介绍')).toHaveAttribute('aria-current', 'page');
    await expect(navLink(page, '首页')).not.toHaveAttribute('aria-current', 'page');
  } finally {
    server.close();
  }
});
