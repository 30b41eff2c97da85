import type { Page } from '@playwright/test';
import { heading, navLink } from './support/app';
import { chineseDate, newestDates } from './support/dates';
import { expect, test } from './support/fixtures';

// The lists of 隐私政策 an app's settings link to: each is a section of the text, shown on its own.
const lists = [
  { name: 'collection', title: '个人信息收集清单', section: 'collection-list', row: '手机号码、短信验证码' },
  { name: 'third-parties', title: '第三方共享清单', section: 'third-party-list', row: '信鸽短信' },
  { name: 'permissions', title: '权限清单', section: 'permissions-list', row: '连接游戏手柄' },
] as const;
const newest = newestDates('privacy') ?? { effective: '', updated: '' };
// The first version has a 权限清单 but neither appendix.
const first = '2026-11-01';

const source = (page: Page) => page.locator('#list-source');

for (const list of lists) {
  test.describe(list.title, () => {
    test(`#/privacy?list=${list.name}: the list alone, its version's dates, a link to it in the full text`, async ({ page }) => {
      await page.goto(`/#/privacy?list=${list.name}`);
      await expect(heading(page)).toHaveText(list.title);
      await expect(page).toHaveTitle(`${list.title} - 微光栖地`);
      await expect(navLink(page, '隐私政策')).toHaveAttribute('aria-current', 'page');
      // Published on its 更新日期, or corrected then (同日再次更正; from the third correction, 最近一次为 that day).
      await expect(source(page)).toContainText(new RegExp(`自 ${chineseDate(newest.effective)}起生效的版本（[^）]*${chineseDate(newest.updated)}[^）]*）`));
      await expect(page.locator('.prose')).toContainText(list.row);
      // The section's words, not its heading; no other section (a part is a heading with an id; a
      // recipient's name written in bold is a heading without one).
      await expect(page.locator('.prose :is(h2, h3)[id]')).toHaveCount(0);
      const full = source(page).getByRole('link', { name: '在隐私政策全文中查看' });
      await expect(full).toHaveAttribute('href', `#/privacy?section=${list.section}`);
      await full.click();
      await expect(heading(page)).toHaveText('隐私政策');
      await expect(page.locator(`#${list.section}`)).toBeFocused();
      await page.goBack();
      await expect(heading(page)).toHaveText(list.title);
    });

    test(`its plain document, /pages/privacy-${list.name}.html, states the dates and links to the full document`, async ({ page }) => {
      await page.goto(`/#/privacy?list=${list.name}`);
      await expect(heading(page)).toHaveText(list.title);
      await source(page).getByRole('link', { name: '保存一份（独立网页）' }).click();
      await expect(page).toHaveURL(new RegExp(`/pages/privacy-${newest.effective}-${list.name}\\.html$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.title);
      await expect(page.locator('article')).toContainText(list.row);
      await page.goto(`/pages/privacy-${list.name}.html`);
      await expect(page).toHaveTitle(`${list.title}（${chineseDate(newest.effective)}版） - 微光栖地`);
      await expect(page.locator('article')).toContainText(`自 ${chineseDate(newest.effective)}起生效的版本`);
      await expect(page.getByRole('link', { name: '在隐私政策全文中查看' })).toHaveAttribute('href', `/pages/privacy.html#${list.section}`);
    });
  });
}

test('a list of an earlier version keeps its version; one that version lacks shows the version whole, naming the lists it has', async ({ page }) => {
  await page.goto(`/#/privacy?version=${first}&list=permissions`);
  await expect(page).toHaveTitle(`权限清单（${chineseDate(first)}版） - 微光栖地`);
  await expect(source(page)).toContainText(`${chineseDate(first)}至 `);
  await expect(source(page).getByRole('link', { name: '在隐私政策全文中查看' })).toHaveAttribute('href', `#/privacy?version=${first}&section=permissions-list`);

  await page.goto(`/#/privacy?version=${first}&list=third-parties`);
  const notice = page.locator('#view-notice');
  await expect(notice).toContainText('地址中的清单不在这个版本中');
  await expect(notice.getByRole('link', { name: '权限清单' })).toHaveAttribute('href', `#/privacy?version=${first}&list=permissions`);
  await expect(heading(page)).toHaveText('隐私政策');
  await page.goto('/#/privacy?list=nothing');
  await expect(page.locator('#view-notice')).toContainText('第三方共享清单');
});
