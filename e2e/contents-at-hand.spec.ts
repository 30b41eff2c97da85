import type { Locator, Page } from '@playwright/test';
import { contentArea, expectRoute, readFrom, readFromHeading } from './support/app';
import { expect, test } from './support/fixtures';
import { textOf } from './support/texts';

const agreement = textOf('agreement').sections;
const privacy = textOf('privacy').sections;

const opener = (page: Page): Locator => page.getByRole('button', { name: /^目录/ });
const sheet = (page: Page): Locator => page.getByRole('dialog', { name: '目录' });
const contents = (page: Page): Locator => page.getByRole('navigation', { name: '目录' });

// On a wide screen the contents stay beside the text instead.
test.describe('the contents at hand on a phone', { tag: '@phone-only' }, () => {

  test('a reader deep in the agreement opens 目录 and goes to another section', async ({ page }) => {
    const [here, there] = [agreement[agreement.length - 2], agreement[2]];
    if (!here || !there) throw new Error('the agreement has too few parts');
    await page.goto(`/#/agreement?section=${here.id}`);
    await expectRoute(page, 'agreement');
    // The bar says which part is being read.
    await expect(opener(page)).toContainText(here.title);
    await opener(page).click();
    await expect(sheet(page)).toBeVisible();
    const current = sheet(page).getByRole('link', { name: here.title, exact: true });
    await expect(current).toHaveAttribute('aria-current', 'location');
    await expect(current).toBeFocused();

    await sheet(page).getByRole('link', { name: there.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/agreement\\?section=${there.id}$`));
    await expect(sheet(page)).toBeHidden();
    await expect(page.locator(`[id="${there.id}"]`)).toBeFocused();
    await expect(page.locator(`[id="${there.id}"]`)).toBeInViewport();
    await expect(opener(page)).toContainText(there.title);
  });

  test('目录 is heard and reached right after the title, though it is drawn at the bottom', async ({ page }) => {
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    await expect(page.getByRole('main')).toMatchAriaSnapshot(`
      - heading "隐私政策" [level=1]
      - button /^目录/
      - heading /^更正说明|^更新说明|^历史版本/ [level=2]
    `);
    await page.getByRole('heading', { level: 1 }).focus();
    // The next stop after the title, whatever comes after it in the text.
    await page.keyboard.press('Tab');
    await expect(opener(page)).toBeFocused();
    await expect(opener(page)).toBeInViewport();
  });

  test('Escape closes the contents and the keyboard is back on 目录; Tab stays inside while open', async ({ page }) => {
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    await opener(page).focus();
    await page.keyboard.press('Enter');
    await expect(sheet(page)).toBeVisible();
    await expect(sheet(page).getByRole('link').first()).toBeFocused();
    // The page behind, 目录 included, is out of a screen reader's reach while the sheet is open.
    await expect(opener(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^目录/, includeHidden: true })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    // Backwards past the close button, the search and its button: round to the last entry.
    await expect(sheet(page).getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(sheet(page).getByRole('button', { name: '关闭' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sheet(page)).toBeHidden();
    await expect(opener(page)).toBeFocused();
    await expect(opener(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the bar stays in thumb reach at the bottom and covers no text', async ({ page }) => {
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    await readFrom(page, 4000);
    const bar = await opener(page).boundingBox();
    const area = await contentArea(page).boundingBox();
    const viewport = page.viewportSize();
    if (!bar || !area || !viewport) throw new Error('nothing measured');
    expect(bar.y + bar.height).toBeGreaterThan(viewport.height - 56);
    // The text scrolls in the content area, which ends where the bar begins.
    expect(area.y + area.height).toBeLessThanOrEqual(bar.y);
  });

  test('at 200 % text on a 320 px screen, the bar, the contents and the results fit without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    // As a reader's text size would (set through the CSSOM: the policy refuses inline styles).
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    await readFromHeading(page, privacy[4]?.id ?? '');
    await opener(page).click();
    const field = sheet(page).getByRole('searchbox', { name: '在本文中搜索' });
    await field.fill('个人信息');
    await field.press('Enter');
    await expect(sheet(page).locator('.search-results a').first()).toBeVisible();
    const overflow = await page.evaluate(() =>
      [document.documentElement, document.querySelector('.contents-bar'), document.querySelector('.contents-sheet')].map((element) =>
        element ? element.scrollWidth - element.clientWidth : Number.NaN,
      ),
    );
    expect(overflow).toEqual([0, 0, 0]);
  });

  test('the search is in the contents too, from anywhere in the text', async ({ page }) => {
    await page.goto(`/#/privacy?section=${privacy[privacy.length - 1]?.id ?? ''}`);
    await expectRoute(page, 'privacy');
    await opener(page).click();
    const field = sheet(page).getByRole('searchbox', { name: '在本文中搜索' });
    await field.fill('注销');
    await field.press('Enter');
    await expect(sheet(page).getByRole('status')).toHaveText(/^找到 \d+ 处/);
    await sheet(page).locator('.search-results a').first().click();
    await expect(sheet(page)).toBeHidden();
    await expect(page).toHaveURL(/#\/privacy\?section=[\w-]+$/);
    await expect(page.locator('mark.search-hit').first()).toBeInViewport();
  });
});

// A phone has the contents under 目录 instead.
test.describe('the contents beside the text on a wide screen', { tag: '@desktop-only' }, () => {

  test('the contents stay in view beside the text, and the brand lines up with the text', async ({ page }) => {
    await page.goto('/#/agreement');
    await expectRoute(page, 'agreement');
    await expect(opener(page)).toBeHidden();
    const brand = await page.locator('.brand').boundingBox();
    const text = await page.locator('.prose').boundingBox();
    if (!brand || !text) throw new Error('nothing measured');
    // Within half the content area's scroll bar, which the header does not have.
    expect(Math.abs(brand.x - text.x)).toBeLessThanOrEqual(10);

    await readFromHeading(page, agreement[agreement.length - 1]?.id ?? '');
    await expect(contents(page)).toBeInViewport();
    const beside = await contents(page).boundingBox();
    const textNow = await page.locator('.prose').boundingBox();
    if (!beside || !textNow) throw new Error('nothing measured');
    expect(beside.x).toBeGreaterThanOrEqual(textNow.x + textNow.width);
  });
});

test.describe('the part being read', () => {
  test('the contents mark the section being read as the reader scrolls', async ({ page }) => {
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    // The reader scrolls once the tools are here.
    await expect(page.getByRole('group', { name: '文字大小' })).toBeVisible();
    const marked = contents(page).locator('[aria-current="location"]');
    await expect(marked).toHaveCount(0);
    for (const part of [privacy[3], privacy[7], privacy[1]]) {
      if (!part) throw new Error('the privacy policy has too few parts');
      await readFromHeading(page, part.id);
      await expect(marked).toHaveText(part.title);
      await expect(marked).toHaveCount(1);
    }
  });
});
