import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expectRoute, heading } from './support/app';
import { expect, test } from './support/fixtures';

/** How many A4 pages the document on screen prints on. */
async function printedPages(page: Page): Promise<number> {
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
}

const contents = (page: Page) => page.getByRole('navigation', { name: '目录' });

test.describe('summaries up front', () => {
  for (const { id, title } of [
    { id: 'agreement', title: '用户协议' },
    { id: 'parent', title: '家长监护工程' },
  ] as const) {
    test(`${title} opens with a summary listed first in the contents, each point linking to its clause`, async ({ page }) => {
      await page.goto(`/#/${id}`);
      await expectRoute(page, id);
      await expect(contents(page).getByRole('link').first()).toHaveText('要点摘要');
      await contents(page).getByRole('link', { name: '要点摘要' }).click();
      await expect(page).toHaveURL(new RegExp(`#/${id}\\?section=summary$`));
      const summary = page.locator('section', { has: page.locator('h2#summary') });
      await expect(page.locator('#summary')).toBeFocused();
      await expect(summary).toContainText('以正文为准');
      const points = summary.locator('li');
      expect(await points.count()).toBeGreaterThan(5);
      for (const point of await points.all()) {
        await expect(point.locator(`a[href^="#/${id}?section="]`).first()).toBeAttached();
      }
      // A point leads to the clause it summarises, its heading focused.
      const link = points.last().locator(`a[href^="#/${id}?section="]`).first();
      const section = new URLSearchParams((await link.getAttribute('href'))?.split('?')[1]).get('section') ?? '';
      await link.click();
      await expect(page.locator(`[id="${section}"]`)).toBeFocused();
    });
  }
});

test.describe('the parent page’s printable documents', () => {
  test('a parent opens the application form and the checklist from the parent page; they print on A4', async ({ page }) => {
    await page.goto('/#/parent?section=steps');
    await expectRoute(page, 'parent');
    await page.locator('section:has(#steps)').getByRole('link', { name: '《家长监护服务申请表》' }).click();
    await expect(page).toHaveURL(/\/pages\/parent-application\.html$/);
    await expect(heading(page)).toHaveText('家长监护服务申请表');
    await expect(page.getByRole('heading', { level: 2, name: '三、申请的服务' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '进一步限制游戏时间' })).toBeVisible();
    await expect(page.getByText('同意为办理本次申请处理我和孩子的敏感个人信息')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-footer')).toBeHidden();
    // With the refund account and the four consents (2026-11-27), the form fills three sheets at most.
    expect(await printedPages(page)).toBeLessThanOrEqual(3);
    await page.emulateMedia({ media: 'screen' });

    await page.goBack();
    await expectRoute(page, 'parent');
    await page.locator('section:has(#materials)').getByRole('link', { name: '《家长监护申请材料清单》' }).first().click();
    await expect(page).toHaveURL(/\/pages\/parent-checklist\.html$/);
    await expect(heading(page)).toHaveText('家长监护申请材料清单');
    await expect(page.getByRole('heading', { level: 2, name: '一、基本材料' })).toBeVisible();
    expect(await printedPages(page)).toBe(1);
    // Back to the text it came from, at the section the reader asked about.
    await page.getByRole('link', { name: '所需材料' }).first().click();
    await expect(page).toHaveURL(/\/pages\/parent\.html#materials$/);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const name of ['parent-application', 'parent-checklist']) {
      test(`${name} has no axe violations and no horizontal scroll at 320 px (${colorScheme})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme });
        await page.goto(`/pages/${name}.html`);
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
        await page.setViewportSize({ width: 320, height: 256 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      });
    }
  }
});
