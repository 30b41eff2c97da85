import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { contentArea, expectRoute } from './support/app';
import { expect, test } from './support/fixtures';
import { expectComparison, expectVersion } from './support/versions';

const definition = '针对某一项处理活动，单独向您说明并取得的同意，不与其他事项的同意合并。';

/**
 * The first link to a term's definition in a section, once the reader tools have made it open its definition in place
 * (before that, it is a link that goes to the definition).
 */
async function termIn(page: Page, section: string, term = '单独同意') {
  const link = page.locator(`section:has(#${section}) a.key-term`, { hasText: term }).first();
  await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
  return link;
}

test.describe('key terms', () => {
  test('a term is heard as a link that opens a dialog, no collapsed state, controlling nothing while closed', async ({ page }) => {
    await page.goto('/#/privacy?section=collection-sensitive');
    await expectRoute(page, 'privacy');
    const term = await termIn(page, 'collection-sensitive');
    await expect(term).toMatchAriaSnapshot('- link "单独同意"');
    for (const attribute of ['aria-expanded', 'aria-controls']) {
      expect(await page.locator(`a.key-term[${attribute}]`).count(), attribute).toBe(0);
    }
    await term.click();
    await expect(page.getByRole('dialog', { name: '术语：单独同意' })).toBeFocused();
    // Controls what exists: the dialog, while it is open.
    await expect(page.locator(`#${String(await term.getAttribute('aria-controls'))}`)).toHaveRole('dialog');
  });


  test('a parent taps 单独同意 in the privacy policy and reads its definition in place, then jumps to it', async ({ page }) => {
    await page.goto('/#/privacy?section=collection-sensitive');
    await expectRoute(page, 'privacy');
    const term = await termIn(page, 'collection-sensitive');
    await term.click();

    const popover = page.getByRole('dialog', { name: '术语：单独同意' });
    await expect(popover).toBeFocused();
    await expect(popover).toHaveAccessibleDescription(`单独同意：${definition}`);
    await expect(term).toHaveAttribute('aria-controls', 'key-term-popover');
    // On a 360 px phone too, the definition stays within the text column.
    const box = await popover.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await expect(page).toHaveURL(/#\/privacy\?section=collection-sensitive$/);

    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(term).toBeFocused();
    await expect(term).not.toHaveAttribute('aria-controls');

    await page.keyboard.press('Enter');
    await expect(popover).toBeFocused();
    await popover.getByRole('link', { name: '查看定义所在条款' }).click();
    await expect(page).toHaveURL(/#\/privacy\?section=term-separate-consent$/);
    await expect(popover).toBeHidden();
    const defined = page.locator('dfn#term-separate-consent');
    await expect(defined).toBeFocused();
    await expect(defined).toBeInViewport();
    await expect(page.locator('li', { has: defined })).toContainText(definition);
  });

  test('the definition closes with its 关闭 button or a tap elsewhere', async ({ page }) => {
    await page.goto('/#/privacy?section=sharing-entrusted');
    await expectRoute(page, 'privacy');
    const term = await termIn(page, 'sharing-entrusted', '委托处理');
    await term.click();
    const popover = page.getByRole('dialog', { name: '术语：委托处理' });
    await expect(popover).toContainText('受托方不得将信息用于自己的目的');
    await popover.getByRole('button', { name: '关闭' }).click();
    await expect(popover).toBeHidden();
    await expect(term).toBeFocused();
    await term.click();
    await expect(popover).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(popover).toBeHidden();
  });

  test('a cold link to a definition opens the privacy policy there, with focus on the term', async ({ page }) => {
    await page.goto('/#/privacy?section=term-cooling-off');
    await expectRoute(page, 'privacy');
    const defined = page.locator('dfn#term-cooling-off');
    await expect(defined).toBeFocused();
    const offset = await defined.evaluate((element) => element.getBoundingClientRect().top - (document.getElementById('content')?.getBoundingClientRect().top ?? 0));
    expect(offset).toBeGreaterThanOrEqual(-1);
    expect(offset).toBeLessThan(80);
  });

  test('in an earlier version and in a comparison, terms link within the text being read', async ({ page }) => {
    await page.goto('/#/privacy?version=2026-12-01');
    await expectVersion(page, 'privacy', '2026-12-01');
    await expect(page.locator('.prose a.key-term').first()).toHaveAttribute('href', /^#\/privacy\?version=2026-12-01&section=term-/);

    await page.goto('/#/privacy?compare=2026-12-01');
    await expectComparison(page, 'privacy', '2026-12-01');
    await expect(page.locator('.prose a.key-term').first()).toHaveAttribute('href', /^#\/privacy\?compare=2026-12-01&section=term-/);
    // A removed sentence links nowhere; the definition added in this version is marked as new.
    await expect(page.locator('.prose del a')).toHaveCount(0);
    await expect(page.locator('.prose ins dfn#term-cooling-off')).toHaveCount(1);
    await (await termIn(page, 'rights-close-account', '冷静期')).click();
    await expect(page.getByRole('dialog', { name: '术语：冷静期' })).toContainText('冷静期内账号冻结');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`an open definition has no axe violations and no horizontal scroll at 320 px (${colorScheme})`, async ({ page }) => {
      test.slow();
      await page.emulateMedia({ colorScheme });
      await page.goto('/#/privacy?section=collection-sensitive');
      await expectRoute(page, 'privacy');
      await (await termIn(page, 'collection-sensitive')).click();
      const popover = page.getByRole('dialog', { name: '术语：单独同意' });
      await expect(popover).toBeVisible();
      const results = await new AxeBuilder({ page }).include('#key-term-popover').analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      await page.setViewportSize({ width: 320, height: 256 });
      expect(await contentArea(page).evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('key terms with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('without scripts the term is a link to its definition', async ({ page }) => {
    await page.goto('/pages/privacy.html');
    const term = page.getByRole('link', { name: '单独同意', exact: true }).first();
    // A part of the same document: a bare fragment, the same in its dated copy (e2e/archiving-a-text).
    await expect(term).toHaveAttribute('href', '#term-separate-consent');
    await term.click();
    await expect(page).toHaveURL(/\/pages\/privacy\.html#term-separate-consent$/);
    await expect(page.locator('dfn#term-separate-consent')).toBeInViewport();
  });
});
