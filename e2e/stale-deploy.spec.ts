import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview, type Plugin } from 'vite';
import { expectRoute, navLink } from './support/app';
import { expect, test } from './support/fixtures';

/** A real rebuild with changed page texts, so that every page chunk gets a new name. */
async function buildRelease(outDir: string, release: number): Promise<void> {
  const changeTexts: Plugin = {
    name: 'change-texts',
    enforce: 'post',
    transform: (code, id) => (id.endsWith('.md') ? code.replace('"body":"', `"body":"<!-- release ${release} -->`) : null),
  };
  await build({ logLevel: 'silent', plugins: [changeTexts], build: { outDir, emptyOutDir: true } });
}

/** Release 1 built and served from a temporary directory; `redeploy` replaces it with release 2. */
async function serveRelease1() {
  const live = mkdtempSync(join(tmpdir(), 'stale-deploy-'));
  await buildRelease(live, 1);
  // Vite's preview server reads the directory at each request, like a static host during a redeploy.
  const server = await preview({ logLevel: 'silent', build: { outDir: live }, preview: { port: 0, strictPort: false } });
  return {
    url: String(server.resolvedUrls?.local[0]).replace(/\/$/, ''),
    redeploy: () => buildRelease(live, 2),
    close: async () => {
      await server.close();
      rmSync(live, { recursive: true, force: true });
    },
  };
}

test.describe('a tab left open across a redeploy', () => {
  // Each test builds the app twice; one at a time keeps two builds from competing for the CPU.
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  test.use({ expectedConsoleErrors: [/Failed to load resource|Failed to fetch dynamically imported module/] });

  test('reloads itself once onto the new release and shows the page', async ({ page }) => {
    const release = await serveRelease1();
    try {
      await page.goto(`${release.url}/#/index`);
      await expectRoute(page, 'index');
      await release.redeploy();

      await navLink(page, '隐私政策').click();
      await expectRoute(page, 'privacy');
      await expect(page).toHaveURL(/#\/privacy$/);
      // The new release is running: its page text carries its mark.
      expect(await page.content()).toContain('<!-- release 2 -->');
      expect(await page.evaluate(() => sessionStorage.getItem('app:reloaded-for-release'))).toMatch(/\/assets\/index-/);
    } finally {
      await release.close();
    }
  });

  test('does not reload again when the new release fails too, and offers 重试', async ({ page }) => {
    const release = await serveRelease1();
    try {
      await page.goto(`${release.url}/#/index`);
      await expectRoute(page, 'index');
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
    } finally {
      await release.close();
    }
  });
});
