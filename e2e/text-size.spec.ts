import type { Page } from '@playwright/test';
import { contentArea, expectRoute } from './support/app';
import { announcement } from './support/announcements';
import { expect, test } from './support/fixtures';
import { firstPaint, recordFirstPaint } from './support/first-paint';

const larger = (page: Page) => page.getByRole('group', { name: '文字大小' }).getByRole('button', { name: /^A\+/ });
const smaller = (page: Page) => page.getByRole('group', { name: '文字大小' }).getByRole('button', { name: /^A−/ });
const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

async function expectNoSidewaysScrolling(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await contentArea(page).evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe('a grandparent makes the text larger', () => {
  test('A− and A+ are each heard with the size they change, the figure not on its own; the title is where a visit lands', async ({ page }) => {
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    const group = page.getByRole('group', { name: '文字大小' });
    await expect(group).toMatchAriaSnapshot(`
      - group "文字大小":
        - button "A− （缩小文字）" [disabled]
        - button "A+ （放大文字）"
    `);
    expect(await group.ariaSnapshot()).not.toContain('100');
    await expect(smaller(page)).toHaveAccessibleDescription('100%');
    await expect(larger(page)).toHaveAccessibleDescription('100%');
    await larger(page).click();
    await expect(larger(page)).toHaveAccessibleDescription('125%');
    await expect(smaller(page)).toHaveAccessibleDescription('125%');
    // Drawn beside the title and kept before it: a visit, the skip link and every section link land on
    // the title or after it, so reading on from there never passes the control.
    await expect(page.getByRole('main')).toMatchAriaSnapshot(`
      - group "文字大小"
      - heading "隐私政策" [level=1]
    `);
    await page.getByRole('button', { name: '跳到正文' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('the text grows step by step to 200 %, and stays larger on the next visit from the first paint', async ({ page, context }) => {
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    await expect(smaller(page)).toHaveAttribute('aria-disabled', 'true');
    for (const size of [125, 150, 175, 200]) {
      await larger(page).click();
      await expect(announcement(page)).toHaveText(`文字大小 ${String(size)}%`);
    }
    await expect(larger(page)).toHaveAttribute('aria-disabled', 'true');
    expect(await rootFontSize(page)).toBe('32px');
    await expectNoSidewaysScrolling(page);

    const nextVisit = await context.newPage();
    await recordFirstPaint(nextVisit);
    await nextVisit.goto('/#/agreement');
    await expectRoute(nextVisit, 'agreement');
    expect(await firstPaint(nextVisit)).toMatchObject({ fontSize: '32px', readerTools: false });
    await expect(larger(nextVisit)).toHaveAttribute('aria-disabled', 'true');

    await smaller(nextVisit).click();
    await expect(announcement(nextVisit)).toHaveText('文字大小 175%');
    expect(await rootFontSize(nextVisit)).toBe('28px');
  });

  for (const hash of ['#/privacy', '#/parent', '#/agreement?compare=2026-12-01']) {
    test(`at 200 % nothing scrolls sideways on ${hash}, also at 320 px`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('text-size', '200'));
      await page.goto(`/${hash}`);
      await expect(larger(page)).toHaveAttribute('aria-disabled', 'true');
      await expectNoSidewaysScrolling(page);
      await page.setViewportSize({ width: 320, height: 568 });
      await expectNoSidewaysScrolling(page);
    });
  }

  test('where the device cannot keep it, the size still changes, and the reader is told', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('refused', 'SecurityError');
        },
      });
    });
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    await larger(page).click();
    await expect(announcement(page)).toHaveText('文字大小 125%（本设备不能保存此设置，下次打开时恢复默认）');
    expect(await rootFontSize(page)).toBe('20px');
  });
});
