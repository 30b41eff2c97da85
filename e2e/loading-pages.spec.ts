import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, loadConfigFromFile, type Plugin } from 'vite';
import { expectRoute, navLink } from './support/app';
import { expect, test } from './support/fixtures';
import { holdRequests, recordTextChunks } from './support/network';
import { startStaticHost } from './support/static-host';

test.describe('lazy pages', () => {
  test('a page’s code is fetched on its first visit only, never before', { tag: '@smoke' }, async ({ page }) => {
    const chunks = recordTextChunks(page);
    await page.goto('/#/index');
    await expectRoute(page, 'index');
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual(['page-index']);

    await navLink(page, '隐私政策').click();
    await expectRoute(page, 'privacy');
    await navLink(page, '用户协议').click();
    await expectRoute(page, 'agreement');
    await navLink(page, '隐私政策').click();
    await expectRoute(page, 'privacy');
    await page.goBack();
    await expectRoute(page, 'agreement');
    expect(chunks).toEqual(['page-index', 'page-privacy', 'page-agreement']);
  });

  test('the first long text is painted before the reader tools’ code is requested', async ({ page }) => {
    await page.goto('/#/index');
    await expectRoute(page, 'index');
    await page.evaluate(() => {
      const marks = { framed: Infinity };
      Object.assign(window, { e2eMarks: marks });
      const seen = new MutationObserver(() => {
        if (document.querySelector('h1')?.textContent.trim() !== '隐私政策') return;
        seen.disconnect();
        // A frame callback runs once the document with the text is about to be rendered.
        requestAnimationFrame(() => (marks.framed = performance.now()));
      });
      seen.observe(document.body, { subtree: true, childList: true });
    });
    await navLink(page, '隐私政策').click();
    await expectRoute(page, 'privacy');
    await expect(page.getByRole('search', { name: '在本文中搜索' })).toBeVisible();
    const { framed, requested } = await page.evaluate(() => ({
      framed: (Reflect.get(window, 'e2eMarks') as { framed: number }).framed,
      requested: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/reader-tools-'))
        .map((entry) => entry.startTime),
    }));
    expect(requested.length).toBeGreaterThan(0);
    expect(Math.min(...requested)).toBeGreaterThan(framed);
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

  test('a comparison whose stylesheet fails offers 重试, and shows its marks styled once it loads', async ({ page }) => {
    await page.goto('/#/index');
    await expectRoute(page, 'index');
    await page.route('**/assets/versions-*.css', (route) => route.abort());

    await page.goto('/#/privacy?compare=2026-11-01');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('页面加载失败，请检查网络后重试');
    await expect(page.locator('.prose del')).toHaveCount(0);

    await page.unroute('**/assets/versions-*.css');
    await alert.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const removed = page.locator('.prose del').first();
    await expect(removed).toBeVisible();
    // The browser's own style strikes it through too; the tinted background is the comparison's stylesheet.
    expect(await removed.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
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

/**
 * A real rebuild with changed page texts, so that every page chunk gets a new name. Without the
 * precompression (.gz and .br of every file), which the stories' host never serves and which was three
 * quarters of a build's time: two builds a story took it past its timeout on a loaded machine.
 */
async function buildRelease(outDir: string, release: number): Promise<void> {
  const changeTexts: Plugin = {
    name: 'change-texts',
    enforce: 'post',
    transform: (code, id) => (id.endsWith('.md') ? code.replace('"body":"', `"body":"<!-- release ${release} -->`) : null),
  };
  const project = await loadConfigFromFile({ command: 'build', mode: 'production' });
  if (!project) throw new Error('vite.config.ts not found');
  const { config } = project;
  const plugins = (config.plugins ?? []).filter((plugin) => !(plugin && 'name' in plugin && plugin.name === 'precompress'));
  await build({ ...config, configFile: false, logLevel: 'silent', plugins: [...plugins, changeTexts], build: { ...config.build, outDir, emptyOutDir: true } });
}

/**
 * A tab open on home of release 1, built into a temporary directory for the test and served by a static
 * host; `redeploy()` builds release 2 into a directory of its own, then switches the host to it at
 * once, as an atomic deploy does: while release 2 is being built the tab's requests still get release
 * 1, and afterwards release 1's files are gone (404).
 */
const withOpenTab = test.extend<{ release: { redeploy: () => Promise<void> } }>({
  release: async ({ page }, use) => {
    const releases = mkdtempSync(join(tmpdir(), 'stale-deploy-'));
    try {
      const first = join(releases, '1');
      await buildRelease(first, 1);
      const host = await startStaticHost(first);
      try {
        await page.goto(`${host.url}/#/index`);
        await expectRoute(page, 'index');
        const redeploy = async () => {
          const privacyChunk = readdirSync(join(first, 'assets')).find((name) => /^page-privacy-[\w-]+\.js$/.test(name));
          const second = join(releases, '2');
          await buildRelease(second, 2);
          host.serve(second);
          rmSync(first, { recursive: true, force: true });
          // The stories prove the reload only if the chunk the tab asks for next is really gone.
          expect(privacyChunk, 'release 1’s privacy chunk').toBeDefined();
          expect((await fetch(`${host.url}/assets/${String(privacyChunk)}`)).status, `${String(privacyChunk)} after the redeploy`).toBe(404);
        };
        await use({ redeploy });
      } finally {
        await host.close();
      }
    } finally {
      rmSync(releases, { recursive: true, force: true });
    }
  },
});

// Rebuilding and redeploying does not depend on the viewport: once is enough.
withOpenTab.describe('a tab left open across a redeploy', { tag: '@desktop-only' }, () => {
  // Each test builds the app twice; one at a time keeps two builds from competing for the CPU.
  withOpenTab.describe.configure({ mode: 'serial', timeout: 180_000 });
  withOpenTab.use({ expectedConsoleErrors: [/Failed to load resource|Failed to fetch dynamically imported module/] });

  withOpenTab('reloads itself once onto the new release and shows the page', async ({ page, release }) => {
    await release.redeploy();
    await navLink(page, '隐私政策').click();
    await expectRoute(page, 'privacy');
    await expect(page).toHaveURL(/#\/privacy$/);
    // The new release is running: its page text carries its mark.
    expect(await page.content()).toContain('<!-- release 2 -->');
    expect(await page.evaluate(() => sessionStorage.getItem('app:reloaded-for-release'))).toMatch(/\/assets\/index-/);
  });

  withOpenTab('does not reload again when the new release fails too, and offers 重试', async ({ page, release }) => {
    await release.redeploy();
    // The new release's privacy chunk cannot be fetched either.
    await page.route('**/assets/page-privacy-*.js', (route) => route.abort());
    let loads = 0;
    page.on('load', () => (loads += 1));

    await navLink(page, '隐私政策').click();
    await expect(page.getByRole('alert')).toContainText('页面加载失败');
    expect(loads).toBe(1);
    await page.unroute('**/assets/page-privacy-*.js');
    await page.getByRole('button', { name: '重试' }).click();
    await expectRoute(page, 'privacy');
  });
});
