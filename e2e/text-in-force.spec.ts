import type { Page } from '@playwright/test';
import { expectRoute, navLink } from './support/app';
import { beijing, chineseDate } from './support/dates';
import { expect, test } from './support/fixtures';

// The privacy policy effective 2026-11-29 (published the day before, favourable only) is in force until 30
// November; the one effective 2026-12-01 was published ahead of its date. Which one binds a reader depends on
// the day in Beijing, whatever the device's time zone.
const november = '2026-11-29';
const december = '2026-12-01';

const notice = (page: Page) => page.getByRole('note');
const historyList = (page: Page) => page.locator('.version-list');
const effectiveLine = (page: Page) => page.locator('.prose > p strong').filter({ hasText: /^生效日期：/ });

async function expectInForce(page: Page, effective: string) {
  await expectRoute(page, 'privacy');
  await expect(effectiveLine(page)).toHaveText(`生效日期：${chineseDate(effective)}`);
  await expect(page).toHaveTitle('隐私政策 - 微光栖地');
  // Shown as the text in force, its section links are the page's own, not pinned to the version.
  await expect(page.locator('.toc a').first()).toHaveAttribute('href', /^#\/privacy\?section=/);
}

test.describe('29 November in Beijing: the 29 November text binds, the 1 December one is announced', () => {
  test.use({ now: beijing('2026-11-29') });

  test('a cold open of 隐私政策 shows the text in force, opening with the notice of the new one', async ({ page }) => {
    await page.goto('/#/privacy');
    await expectInForce(page, november);
    await expect(notice(page)).toContainText('新版本即将生效');
    await expect(notice(page)).toContainText('新版本将于 2026 年 12 月 1 日生效');
    await expect(notice(page).getByRole('link', { name: '阅读新版本' })).toHaveAttribute('href', `#/privacy?version=${december}`);
    await expect(notice(page).getByRole('link', { name: '查看修改了哪些内容' })).toHaveAttribute('href', `#/privacy?compare=${november}`);
    await expect(page.getByText('本版本已失效')).toHaveCount(0);
  });

  test('the upcoming text, opened from the notice, says 即将生效 and from when, never 现行', async ({ page }) => {
    await page.goto('/#/privacy');
    await notice(page).getByRole('link', { name: '阅读新版本' }).click();
    await expect(page).toHaveURL(/#\/privacy\?version=2026-12-01$/);
    await expect(page).toHaveTitle('隐私政策（2026 年 12 月 1 日版） - 微光栖地');
    await expect(effectiveLine(page)).toHaveText(`生效日期：${chineseDate(december)}`);
    await expect(notice(page)).toContainText('本版本即将生效：自 2026 年 12 月 1 日起生效');
    await expect(notice(page).getByRole('link', { name: '现行版本' })).toHaveAttribute('href', '#/privacy');
    await expect(historyList(page).locator('li', { hasText: '（本页）' })).toContainText('（即将生效）');
    await expect(historyList(page).getByRole('listitem').filter({ hasText: '2026 年 11 月 29 日至' })).toContainText('（现行）');
  });

  test('the comparison calls the new text 即将生效 and the old one 现行', async ({ page }) => {
    await page.goto(`/#/privacy?compare=${november}`);
    await expect(notice(page)).toContainText(
      '以下是即将生效的版本（2026 年 12 月 1 日至 2026 年 12 月 7 日有效），标出了与现行版本（2026 年 11 月 29 日至 2026 年 11 月 30 日有效）相比的',
    );
  });

  test('in print, dates instead of a status that paper cannot keep true', async ({ page }) => {
    await page.goto('/#/privacy');
    await expectInForce(page, november);
    await page.emulateMedia({ media: 'print' });
    await expect(notice(page)).toBeHidden();
    await expect(page.locator('.version-dates')).toHaveText('本版本 2026 年 11 月 29 日至 2026 年 11 月 30 日有效（2026 年 11 月 28 日更新）。');
    await expect(historyList(page).locator('.version-status').first()).toBeHidden();
  });

  test('a link from 首页 to a part the text in force lacks says so where the reader lands, and leads to the part', async ({ page }) => {
    await page.goto('/#/index');
    await expectRoute(page, 'index');
    await page.locator('.prose').getByRole('link', { name: '儿童个人信息保护规则' }).click();
    await expectInForce(page, november);
    await expect(page).toHaveURL(/#\/privacy\?section=children$/);
    // Focus is on what the page says of the part, first thing under the title.
    const said = page.locator(':focus');
    await expect(said).toHaveText('本页所示的版本没有“十、儿童个人信息保护规则”这一部分。这一部分在 2026 年 12 月 1 日至 2026 年 12 月 7 日有效的版本中。');
    await expect(said).toMatchAriaSnapshot(`
      - note:
        - link "2026 年 12 月 1 日至 2026 年 12 月 7 日有效的版本"
    `);
    await expect(page.getByRole('main')).toMatchAriaSnapshot(`
      - heading "隐私政策" [level=1]
      - note:
        - link /有效的版本$/
    `);
    await expect(said).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await said.getByRole('link').click();
    await expect(page).toHaveURL(/#\/privacy\?version=2026-12-01&section=children$/);
    await expect(page.locator(':focus')).toMatchAriaSnapshot('- heading "十、儿童个人信息保护规则" [level=2]');
  });
});

test.describe('1 December just after midnight in Beijing, still 30 November in UTC and Los Angeles', () => {
  test.use({ now: beijing(december, '00:05'), timezoneId: 'America/Los_Angeles' });

  test('a cold open shows the 1 December text, no longer announced as upcoming', async ({ page }) => {
    await page.goto('/#/privacy');
    await expectInForce(page, december);
    await expect(page.getByText('本版本即将生效')).toHaveCount(0);
    await expect(historyList(page).getByRole('listitem').filter({ hasText: '2026 年 11 月 29 日至' })).toContainText('（已失效）');
  });

  test('an in-app open from home shows it too', async ({ page }) => {
    await page.goto('/#/index');
    await navLink(page, '隐私政策').click();
    await expectInForce(page, december);
  });

  test('the 29 November text, opened, says it is no longer in force', async ({ page }) => {
    await page.goto(`/#/privacy?version=${november}`);
    await expect(notice(page)).toContainText('本版本已失效。以下是 2026 年 11 月 29 日至 2026 年 11 月 30 日有效的版本');
    await expect(page).toHaveTitle('隐私政策（2026 年 11 月 29 日版） - 微光栖地');
  });
});

test.describe('30 November 23:55 in Beijing, already 1 December 00:55 in Tokyo', () => {
  test.use({ now: beijing('2026-11-30', '23:55'), timezoneId: 'Asia/Tokyo' });

  test('the device’s own date is past midnight, Beijing’s is not: the 29 November text still binds', async ({ page }) => {
    await page.goto('/#/privacy');
    await expectInForce(page, november);
  });
});

test.describe('a tab left open across midnight', () => {
  test.use({ now: null });

  test('switches to the new text on its next navigation', async ({ page }) => {
    await page.clock.install({ time: beijing('2026-11-30', '23:59') });
    await page.goto('/#/privacy');
    await expectInForce(page, november);
    await page.clock.fastForward('02:00');
    await navLink(page, '首页').click();
    await expectRoute(page, 'index');
    await navLink(page, '隐私政策').click();
    await expectInForce(page, december);
  });
});

test.describe('without scripts the plain documents state dates, never a status', () => {
  test('the newest text says from when; the earlier one, from when to when', async ({ page }) => {
    await page.goto('/pages/privacy-2026-11-29.html');
    await expect(page.locator('article')).toContainText('本版本 2026 年 11 月 29 日至 2026 年 11 月 30 日有效（2026 年 11 月 28 日更新）。');
    for (const document of ['/pages/privacy.html', '/pages/privacy-2026-11-29.html']) {
      await page.goto(document);
      const text = await page.locator('article').innerText();
      expect(text).not.toMatch(/现行|已失效|即将生效/);
      expect(text).toMatch(/本版本( ?自 \d{4} 年 \d+ 月 \d+ 日起生效| \d{4} 年 \d+ 月 \d+ 日至 \d{4} 年 \d+ 月 \d+ 日有效)/);
    }
  });
});
