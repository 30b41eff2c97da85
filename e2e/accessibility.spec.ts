import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { routes } from '../src/config/routes';
import { contentArea, expectNotFound, expectRoute, heading } from './support/app';
import { announcement } from './support/announcements';
import { expect, test } from './support/fixtures';
import { expectComparison, expectVersion, versionedTexts } from './support/versions';

const screens: Array<{ hash: string; name?: string; show: (page: Page) => Promise<void> }> = [
  ...routes.map((route) => ({ hash: `#${route.path}`, show: (page: Page) => expectRoute(page, route.id) })),
  { hash: '#/missing', show: expectNotFound },
  // Each text's latest earlier version, and the current text compared with it.
  ...versionedTexts.flatMap(({ route, versions }) =>
    versions.slice(0, 1).flatMap((effective) => [
      { hash: `#${route.path}?version=${effective}`, show: (page: Page) => expectVersion(page, route.id, effective) },
      { hash: `#${route.path}?compare=${effective}`, show: (page: Page) => expectComparison(page, route.id, effective) },
    ]),
  ),
  // The reader tools on a long text: search results listed, and the contents with the part being read
  // marked (on a phone, open in their sheet).
  { hash: '#/privacy', name: '#/privacy with search results', show: showSearchResults },
  { hash: '#/agreement?section=law', name: '#/agreement with its contents at hand', show: showContentsAtHand },
];

async function showSearchResults(page: Page): Promise<void> {
  await expectRoute(page, 'privacy');
  const field = page.getByRole('searchbox', { name: '在本文中搜索' });
  await field.fill('人脸');
  await field.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^找到/ })).toBeVisible();
}

async function showContentsAtHand(page: Page): Promise<void> {
  await expectRoute(page, 'agreement');
  await expect(page.locator('.toc [aria-current="location"]')).toHaveCount(1);
  const opener = page.getByRole('button', { name: /^目录/ });
  if (await opener.isVisible()) {
    await opener.click();
    await expect(page.getByRole('dialog', { name: '目录' }).locator('[aria-current="location"]')).toBeFocused();
  }
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await contentArea(page).evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe('accessibility and layout', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const screen of screens) {
      test(`${screen.name ?? screen.hash} has no axe violations (${colorScheme})`, async ({ page }) => {
        // axe walks every node of the long legal texts (a comparison doubles them with its marks): on a
        // 2-core machine busy with other browsers that takes minutes, not seconds.
        test.setTimeout(240_000);
        await page.emulateMedia({ colorScheme });
        await page.goto(`/${screen.hash}`);
        await screen.show(page);
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      });
    }
  }

  // Lighthouse's accessibility score includes axe's target-size, which the default run leaves out.
  for (const route of ['privacy', 'agreement'] as const) {
    test(`every control on ${route} is large enough to tap, or far enough from the next (axe target-size)`, async ({ page }) => {
      test.slow();
      await page.goto(`/#/${route}`);
      await expectRoute(page, route);
      await expect(page.getByRole('group', { name: '文字大小' })).toBeVisible();
      // Halfway down, at the heading nearest the middle (a long table there would leave no 分享 on screen),
      // where parts not laid out yet lie above and below.
      await contentArea(page).evaluate((area) => {
        const top = (element: Element) => element.getBoundingClientRect().top - area.getBoundingClientRect().top + area.scrollTop;
        const middle = area.scrollHeight / 2;
        const headings = [...area.querySelectorAll('.prose h2, .prose h3')];
        const nearest = headings.reduce((best, heading) => (Math.abs(top(heading) - middle) < Math.abs(top(best) - middle) ? heading : best));
        area.scrollTo({ top: top(nearest) - 80 });
      });
      // Those of the parts near the top, rendered at the first screen, are above it now: any one on screen.
      await expect(contentArea(page).getByRole('button', { name: /^分享 / }).filter({ visible: true }).first()).toBeVisible();
      const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
      expect(results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`))).toEqual([]);
    });
  }

  // The reader's tools open: 分享 and its choices, the text at a larger size, the status, and the text to copy by
  // hand (shown where a web view refuses both ways of copying).
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the sharing and text size tools, open, have no axe violations (${colorScheme})`, async ({ page }) => {
      test.slow();
      await page.addInitScript(() => {
        delete (Navigator.prototype as { clipboard?: unknown }).clipboard;
        Object.defineProperty(Document.prototype, 'execCommand', { value: () => false });
      });
      await page.emulateMedia({ colorScheme });
      await page.goto('/#/agreement?section=virtual-items');
      await expectRoute(page, 'agreement');
      await page.getByRole('group', { name: '文字大小' }).getByRole('button', { name: /^A\+/ }).click();
      await page.getByRole('button', { name: '分享 五、虚拟物品与付费服务' }).click();
      await page.getByRole('button', { name: '复制本条' }).first().click();
      await expect(page.getByRole('textbox', { name: /浏览器不允许自动复制/ })).toBeFocused();
      await expect(announcement(page)).not.toBeEmpty();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }

  // Reflow at 320 px (400 % zoom of 1280 px) is required of every screen, comparisons included.
  for (const screen of screens) {
    test(`${screen.name ?? screen.hash} has no horizontal overflow, also reflowed at 320 px`, async ({ page }) => {
      await page.goto(`/${screen.hash}`);
      await screen.show(page);
      await expectNoHorizontalOverflow(page);
      await page.setViewportSize({ width: 320, height: 256 });
      await expectNoHorizontalOverflow(page);
    });
  }

  test('a table is a group named after its subject, reachable by keyboard: no landmark, no swipe instruction', async ({ page }) => {
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    const prose = page.locator('.prose');
    await expect(page.getByRole('main').getByRole('region')).toHaveCount(0);
    const tables = await prose.getByRole('table').count();
    expect(tables).toBeGreaterThan(5);
    const scrollers = prose.getByRole('group').filter({ has: page.getByRole('table') });
    await expect(scrollers).toHaveCount(tables);
    await expect(prose.locator('section').filter({ has: page.getByRole('heading', { name: '（一）账号注册与登录' }) })).toMatchAriaSnapshot(`
      - heading "（一）账号注册与登录" [level=3]
      - group "（一）账号注册与登录":
        - table
    `);
    for (const scroller of await scrollers.all()) {
      await expect(scroller).toHaveAccessibleName(/^[一二三四五六七八九十（附]/);
      await expect(scroller).not.toHaveAccessibleName(/滑动|^表格/);
      expect(await scroller.evaluate((element) => (element as HTMLElement).tabIndex)).toBe(0);
    }
  });

  test('headings the texts write in bold are headings: moving by heading reaches 要点摘要, the groups of 更新说明 and each recipient', async ({ page }) => {
    await page.goto('/#/privacy?version=2026-12-01');
    await expectVersion(page, 'privacy', '2026-12-01');
    const prose = page.locator('.prose');
    // The summary, before the first part: a part of its own, at the parts' level.
    await expect(prose).toMatchAriaSnapshot(`
      - heading "要点摘要" [level=2]
      - paragraph
      - list
    `);
    // 更新说明's groups, under it.
    await expect(page.locator('.text-history')).toMatchAriaSnapshot(`
      - heading "更新说明" [level=2]
      - paragraph
      - heading "对您不利的变化" [level=3]
      - list
      - heading "其他变化" [level=3]
      - list
    `);
    // Each recipient of 附录二 heads what is shared with it.
    const appendix = prose.locator('section').filter({ has: page.getByRole('heading', { name: '附录二：第三方共享清单' }) });
    await expect(appendix).toMatchAriaSnapshot(`
      - heading "附录二：第三方共享清单" [level=2]
      - paragraph
      - heading "栖云计算（成都栖云计算服务有限公司）" [level=3]
      - list
    `);
    expect(await appendix.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(8);
    // They keep the look of the bold paragraphs they were, and they are no parts to share.
    const recipient = appendix.getByRole('heading', { name: '栖云计算（成都栖云计算服务有限公司）' });
    const fontSize = (locator: typeof recipient) => locator.evaluate((element) => getComputedStyle(element).fontSize);
    expect(await fontSize(recipient)).toBe(await fontSize(appendix.getByRole('paragraph').first()));
    await expect(page.getByRole('button', { name: /^分享.*栖云计算/ })).toHaveCount(0);

    // A step of a procedure, under its subsection; a bold clause stays a paragraph.
    await page.goto('/#/parent');
    await expectRoute(page, 'parent');
    await expect(page.locator('.prose section').filter({ has: page.getByRole('heading', { name: '（一）儿童账号同意服务' }) })).toMatchAriaSnapshot(`
      - heading "（一）儿童账号同意服务" [level=3]
      - paragraph
      - heading "1. 同意请求" [level=4]
    `);
    await page.goto('/#/agreement');
    await expectRoute(page, 'agreement');
    await expect(page.getByRole('heading', { name: /^本协议的订立/ })).toHaveCount(0);

    // A comparison across versions gathers their 更新说明 under the same two headings.
    await page.goto('/#/privacy?compare=2026-11-01&to=2026-12-08');
    await expect(heading(page)).toHaveText('隐私政策');
    await expect(page.locator('.text-history').getByRole('heading')).toHaveText(['更新说明', '对您不利的变化', '其他变化']);
    await expect(page.locator('.text-history').getByRole('heading', { level: 3 })).toHaveCount(2);
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
