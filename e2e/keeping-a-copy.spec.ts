import type { Page } from '@playwright/test';
import { expectRoute, heading } from './support/app';
import { chineseDate, newestDates } from './support/dates';
import { announcement } from './support/announcements';
import { expect, test } from './support/fixtures';
import { expectComparison, expectVersion } from './support/versions';

const keepCopy = (page: Page) => page.locator('.keep-copy');

/** Follows the page's link to its plain document and checks it is the version named, titled and dated. */
async function openCopy(page: Page, file: string, effective: string): Promise<void> {
  await expect(keepCopy(page)).toContainText('在浏览器中打开');
  await keepCopy(page).getByRole('link', { name: /（独立网页）$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/pages/${file}$`));
  await expect(page).toHaveTitle(`隐私政策（${chineseDate(effective)}版） - 微光栖地`);
  await expect(heading(page)).toHaveText('隐私政策');
  // Its dates, stated (a plain document has no script to say where it stands today), and no app.
  await expect(page.locator('.page')).toContainText(new RegExp(`本版本 ?(自 )?${chineseDate(effective)}`));
  await expect(page.locator('script[src]')).toHaveCount(0);
}

test.describe('a reader keeps a copy of the text on screen', () => {
  test('the text in force links to its own dated plain document, to open, save and print', async ({ page }) => {
    const effective = newestDates('privacy')?.effective ?? '';
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    await expect(keepCopy(page).getByRole('link')).toHaveText(`自 ${chineseDate(effective)}起生效的版本（独立网页）`);
    await openCopy(page, `privacy-${effective}.html`, effective);
  });

  test('an earlier version links to that version’s document', async ({ page }) => {
    await page.goto('/#/privacy?version=2026-11-01');
    await expectVersion(page, 'privacy', '2026-11-01');
    await openCopy(page, 'privacy-2026-11-01.html', '2026-11-01');
  });

  test('a comparison links to the later of the two versions', async ({ page }) => {
    await page.goto('/#/privacy?compare=2026-11-29');
    await expectComparison(page, 'privacy', '2026-11-29');
    await openCopy(page, 'privacy-2026-12-01.html', '2026-12-01');
  });

  test('the link can be copied, to paste into the system browser', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const effective = newestDates('privacy')?.effective ?? '';
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    await keepCopy(page).getByRole('button', { name: '复制独立网页的链接' }).click();
    await expect(announcement(page)).toHaveText('已复制独立网页的链接，可以粘贴到浏览器中打开');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL ?? ''}/pages/privacy-${effective}.html`);
  });
});
