import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { RouteId } from '../src/config/routes';
import { expectRoute, heading, homeHeading, navLink } from './support/app';
import { chineseDate, newestDates } from './support/dates';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/network';

// An archive (Open Terms Archive, say) keeps a record of the legal texts: it fetches a document and
// records the element its declaration selects (docs/legal-manifest.md, "Archiving the texts").

const legalTexts = ['privacy', 'agreement', 'parent'] as const;
/** The element that holds a legal text's words, and names the text. */
const legalText = (page: Page) => page.locator('#legal-text');

interface Terms {
  fetch: string;
  select: string;
}
const declaration = JSON.parse(readFileSync(new URL('../docs/open-terms-archive/Weiguang.json', import.meta.url), 'utf8')) as { terms: Record<string, Terms> };

test.describe('an archive keeps a record of a legal text', () => {
  test.describe('from its plain document, as a fetcher without scripts reads it', () => {
    test.use({ javaScriptEnabled: false });

    for (const [type, terms] of Object.entries(declaration.terms)) {
      test(`the declaration's ${type} selects the text's element alone, from its first words to its last`, async ({ page }) => {
        const path = new URL(terms.fetch).pathname;
        const id = /^\/pages\/([a-z]+)\.html$/.exec(path)?.[1] ?? '';
        await page.goto(path);
        const selected = page.locator(terms.select);
        await expect(selected).toHaveCount(1);
        await expect(selected).toHaveAttribute('id', 'legal-text');
        await expect(selected).toHaveAttribute('data-legal-text', id);
        await expect(selected.locator('p').first()).toHaveText(`生效日期：${chineseDate(newestDates(id as RouteId)?.effective ?? '')}`);
        // The page's tools and its record of versions stay outside it.
        await expect(selected.locator('.toc, .keep-copy, .text-history, #toc-title, h1')).toHaveCount(0);
        await expect(page.locator('.toc')).toContainText('目录');
      });
    }

    test('its dated document holds the same words, with links to its own parts as bare fragments', async ({ page }) => {
      const { effective } = newestDates('privacy') ?? { effective: '' };
      await page.goto('/pages/privacy.html');
      const stable = await legalText(page).innerHTML();
      await page.goto(`/pages/privacy-${effective}.html`);
      expect(await legalText(page).innerHTML()).toBe(stable);
      // Every link to a part of this document, in the text and around it, is a fragment alone.
      const own = await page.locator('a[href]').evaluateAll((links) =>
        links.filter((link) => link instanceof HTMLAnchorElement && link.pathname === location.pathname && link.hash).map((link) => link.getAttribute('href') ?? ''),
      );
      expect(own.length).toBeGreaterThan(100);
      expect(own.filter((href) => !/^#[a-z]/.test(href))).toEqual([]);
      await legalText(page).getByRole('link', { name: '儿童个人信息保护规则' }).first().click();
      await expect(page).toHaveURL(new RegExp(`/pages/privacy-${effective}\\.html#children$`));
      await expect(page.getByRole('heading', { level: 2, name: /儿童个人信息保护规则$/ })).toBeInViewport();
    });

    test('its dates are machine-readable: the text’s 生效日期 and 更新日期, and the version’s dates line', async ({ page }) => {
      await page.goto('/pages/privacy-2026-12-01.html');
      const datetimes = (times: ReturnType<Page['locator']>) => times.evaluateAll((found) => found.map((time) => time.getAttribute('datetime')));
      expect(await datetimes(legalText(page).locator('time'))).toEqual(['2026-12-01', '2026-11-28']);
      await expect(legalText(page).locator('time')).toHaveText(['2026 年 12 月 1 日', '2026 年 11 月 28 日']);
      const datesLine = page.locator('.page > p').filter({ hasText: /^本版本/ });
      await expect(datesLine).toHaveText('本版本 2026 年 12 月 1 日至 2026 年 12 月 7 日有效（2026 年 11 月 23 日公布，2026 年 11 月 27 日更正，同日再次更正，2026 年 11 月 28 日第 3 次更正）。');
      expect(await datetimes(datesLine.locator('time'))).toEqual(['2026-12-01', '2026-12-07', '2026-11-23', '2026-11-27', '2026-11-28']);
    });

    test('a dated document links the publication it followed and the latest version', async ({ page, request }) => {
      const links = async (path: string) => {
        await page.goto(path);
        return page.locator('link[rel$="-version"]').evaluateAll((found) => found.map((link) => `${link.getAttribute('rel') ?? ''} ${link.getAttribute('href') ?? ''}`));
      };
      // A correction follows the text it corrects; the first publication of a version, the version before it.
      expect(await links('/pages/privacy-2026-12-01.html')).toEqual(['predecessor-version /pages/privacy-2026-12-01-2026-11-27-2.html', 'latest-version /pages/privacy.html']);
      expect(await links('/pages/privacy-2026-12-01-2026-11-27-2.html')).toEqual(['predecessor-version /pages/privacy-2026-12-01-2026-11-27.html', 'latest-version /pages/privacy.html']);
      expect(await links('/pages/privacy-2026-12-01-2026-11-27.html')).toEqual(['predecessor-version /pages/privacy-2026-12-01-2026-11-23.html', 'latest-version /pages/privacy.html']);
      expect(await links('/pages/privacy-2026-12-08-2026-11-24.html')).toEqual(['predecessor-version /pages/privacy-2026-12-01.html', 'latest-version /pages/privacy.html']);
      expect(await links('/pages/privacy-2026-11-01.html')).toEqual(['latest-version /pages/privacy.html']);
      // The stable address is the latest: it names no other.
      expect(await links('/pages/privacy.html')).toEqual([]);
      for (const path of ['/pages/privacy-2026-12-01-2026-11-23.html', '/pages/privacy-2026-12-01-2026-11-27.html', '/pages/privacy-2026-12-01-2026-11-27-2.html', '/pages/privacy-2026-12-01.html']) expect((await request.get(path)).status(), path).toBe(200);
    });

    test('the app’s address names no legal text without scripts: nothing to select rather than 首页', async ({ page, request }) => {
      expect(await (await request.get('/')).text()).not.toContain('legal-text');
      await page.goto('/#/privacy');
      await expect(page.locator('#prerendered-home h1')).toHaveText(homeHeading);
      await expect(page.locator('[data-legal-text]')).toHaveCount(0);
    });
  });

  test('in the app, the text’s element comes with the text: not while the home page stands before its chunk arrives', async ({ page }) => {
    const release = await holdRequests(page, /\/assets\/page-privacy-[\w-]+\.js$/);
    await page.goto('/#/privacy', { waitUntil: 'commit' });
    // The prerendered home stands in the document (hidden), and matches `h1` and `.prose`.
    await expect(page.locator('#prerendered-home h1')).toHaveText(homeHeading);
    await expect(page.locator('#prerendered-home .prose')).toBeAttached();
    await expect(page.locator('[data-legal-text]')).toHaveCount(0);
    release();
    await expectRoute(page, 'privacy');
    await expect(legalText(page)).toHaveAttribute('data-legal-text', 'privacy');
    await expect(legalText(page).locator('time').first()).toHaveAttribute('datetime', newestDates('privacy')?.effective ?? '');
    await navLink(page, '首页').click();
    await expect(heading(page)).toHaveText(homeHeading);
    await expect(page.locator('[data-legal-text]')).toHaveCount(0);
    for (const id of legalTexts) {
      await page.goto(`/#/${id}`);
      await expect(page.locator('[data-legal-text]')).toHaveAttribute('data-legal-text', id);
    }
  });
});
