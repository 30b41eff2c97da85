import type { Page } from '@playwright/test';
import { endedPeriod } from './support/dates';
import { contentArea, expectRoute, heading, navLink } from './support/app';
import { expect, test } from './support/fixtures';
import { recordTextChunks } from './support/network';
import { expectComparison, expectVersion, versionedTexts, versionNotice } from './support/versions';

// Sentences that the 2026-12-01 revision of 隐私政策 removed and added (content/versions/privacy/2026-11-27.md
// against content/versions/privacy/2026-12-01.md).
const removedSentence = '我们深知个人信息对您的重要性，也清楚许多用户是正在成长中的未成年人';
const addedSentence = '我们的用户中有许多正在成长的未成年人，因此我们以更审慎的态度对待每一项个人信息。';

const historyList = (page: Page) => page.locator('.text-history .version-list');

test.describe('earlier versions of the legal texts', () => {
  for (const { route, versions } of versionedTexts) {
    test(`${route.title} lists every earlier version by its period, with 更新说明 linking to sections`, async ({ page }) => {
      await page.goto(`/#${route.path}`);
      await expectRoute(page, route.id);
      await expect(page.getByRole('heading', { name: '历史版本' })).toBeVisible();
      await expect(historyList(page).getByRole('link', { name: /有效的版本$/ })).toHaveCount(versions.length);
      for (const effective of versions) {
        const link = historyList(page).getByRole('link', { name: new RegExp(`^${endedPeriod(effective)}的版本$`) });
        await expect(link).toHaveAttribute('href', `#${route.path}?version=${effective}`);
      }
      const notes = page.locator('.text-history > ul:not(.version-list) > li');
      expect(await notes.count()).toBeGreaterThan(0);
      for (const note of await notes.all()) {
        // To a section, or to the page itself for the text before its first heading.
        await expect(note.locator(`a[href^="#${route.path}?section="], a[href="#${route.path}"]`).first()).toBeVisible();
      }
    });

    test(`a cold open of each earlier version of ${route.title} shows its text under the notice`, async ({ page }) => {
      for (const effective of versions) {
        await page.goto(`/#${route.path}?version=${effective}`);
        await expectVersion(page, route.id, effective);
        await expect(historyList(page).getByRole('listitem').filter({ hasText: '（本页）' })).toContainText(new RegExp(endedPeriod(effective)));
      }
    });
  }

  test('an in-app open of a version, then back and forward between it and the current text', async ({ page }) => {
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    await historyList(page).getByRole('link', { name: /^2026 年 11 月 1 日至/ }).click();
    await expectVersion(page, 'privacy', '2026-11-01');
    await expect(page).toHaveURL(/#\/privacy\?version=2026-11-01$/);
    await expect(heading(page)).toBeFocused();
    await expect(page.locator('.prose')).toContainText(removedSentence);

    await versionNotice(page).getByRole('link', { name: '现行版本' }).click();
    await expectRoute(page, 'privacy');
    await expect(page.locator('.prose')).toContainText(addedSentence);
    await page.goBack();
    await expectVersion(page, 'privacy', '2026-11-01');
    await page.goBack();
    await expectRoute(page, 'privacy');
    await expect(versionNotice(page)).toHaveCount(0);
    await page.goForward();
    await expectVersion(page, 'privacy', '2026-11-01');
    await navLink(page, '用户协议').click();
    await expectRoute(page, 'agreement');
    await page.goBack();
    await expectVersion(page, 'privacy', '2026-11-01');
  });

  test('section links inside a version stay in that version', async ({ page }) => {
    await page.goto('/#/privacy?version=2026-11-01');
    await expectVersion(page, 'privacy', '2026-11-01');
    await page.getByRole('navigation', { name: '目录' }).getByRole('link', { name: /Cookie/ }).click();
    await expect(page).toHaveURL(/#\/privacy\?version=2026-11-01&section=cookies$/);
    await expect(page.locator('#cookies')).toBeFocused();
    await expect(page.locator('#cookies')).toBeInViewport();
    await expectVersion(page, 'privacy', '2026-11-01');

    // A link in the old text to one of its own sections.
    await page.locator('.prose a[href*="section=contact"]').first().click();
    await expect(page).toHaveURL(/#\/privacy\?version=2026-11-01&section=contact$/);
    await expect(page.locator('#contact')).toBeFocused();
    await expectVersion(page, 'privacy', '2026-11-01');

    await page.goBack();
    await expect(page).toHaveURL(/section=cookies$/);
    await expectVersion(page, 'privacy', '2026-11-01');
  });

  test('a cold link to a section of a version opens there', async ({ page }) => {
    await page.goto('/#/agreement?version=2026-11-01&section=virtual-items');
    await expectVersion(page, 'agreement', '2026-11-01');
    await expect(page.locator('#virtual-items')).toBeFocused();
    await expect(page.locator('#virtual-items')).toBeInViewport();
  });

  test('an unknown version shows the current text from its top', async ({ page }) => {
    await page.goto('/#/privacy?version=1999-01-01');
    await expectRoute(page, 'privacy');
    await expect(page.getByRole('heading', { name: '更新说明' })).toBeVisible();
    await expect(versionNotice(page)).toHaveCount(0);
    expect(await contentArea(page).evaluate((element) => element.scrollTop)).toBe(0);
    await page.goto('/#/agreement?compare=%3Cscript%3E');
    await expectRoute(page, 'agreement');
    await expect(page.locator('.prose ins')).toHaveCount(0);
  });

  test('the comparison marks a removed and an added sentence, announced as 删除 and 新增', async ({ page }) => {
    await page.goto('/#/privacy?compare=2026-11-29');
    await expectComparison(page, 'privacy', '2026-11-29');
    const removed = page.locator('.prose del', { hasText: removedSentence });
    const added = page.locator('.prose ins', { hasText: addedSentence });
    await expect(removed).toHaveCount(1);
    await expect(added).toHaveCount(1);
    // Said in words, not only shown by colour or a line: the words are in the accessible text.
    expect(await removed.evaluate((element) => element.textContent)).toMatch(/^删除：/);
    expect(await added.evaluate((element) => element.textContent)).toMatch(/^新增：/);
    expect(await added.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('underline');
    expect(await removed.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('line-through');
    // The unchanged text around them is there, unmarked.
    await expect(page.locator('.prose h2#contact')).toBeAttached();
  });

  test('the reader can jump from one change to the next, and back', async ({ page }) => {
    await page.goto('/#/agreement?compare=2026-11-01');
    await expectComparison(page, 'agreement', '2026-11-01');
    await versionNotice(page).getByRole('link', { name: '跳到第一处修改' }).click();
    await expect(page).toHaveURL(/#\/agreement\?compare=2026-11-01&section=change-1$/);
    await expect(page.locator('#change-1')).toBeFocused();
    for (const next of [2, 3]) {
      await page.locator(`#change-${String(next - 1)} ~ a.next-change, #change-${String(next - 1)} a.next-change`).first().click();
      await expect(page).toHaveURL(new RegExp(`section=change-${String(next)}$`));
      await expect(page.locator(`#change-${String(next)}`)).toBeFocused();
      await expect(page.locator(`#change-${String(next)}`)).toBeInViewport();
    }
    await page.goBack();
    await expect(page).toHaveURL(/section=change-2$/);
    await expectComparison(page, 'agreement', '2026-11-01');
  });

  test('in a comparison a changed heading is heard by its words alone, its 下一处修改 after it', async ({ page }) => {
    await page.goto('/#/privacy?compare=2026-11-29');
    await expectComparison(page, 'privacy', '2026-11-29');
    const prose = page.locator('.prose');
    await expect(prose.getByRole('heading', { name: /下一处修改/ })).toHaveCount(0);
    const added = page.getByRole('heading', { name: '新增： （九）内容排序、活动建议与消息通知', level: 3 });
    await added.scrollIntoViewIfNeeded();
    await expect(prose.locator('section').filter({ has: added })).toMatchAriaSnapshot(`
      - heading "新增： （九）内容排序、活动建议与消息通知" [level=3]
      - link /^下一处修改/
    `);
    // 分享 names the part as it is cited: no hidden word, no link's text.
    await expect(prose.getByRole('button', { name: '分享 二、（九）内容排序、活动建议与消息通知' })).toBeAttached();
    await expect(prose.getByRole('button', { name: /新增|删除|下一处修改/ })).toHaveCount(0);
  });

  test('each 下一处修改 says which change it leads to, and the legend says what a screen reader hears', async ({ page }) => {
    await page.goto('/#/agreement?compare=2026-11-01');
    await expectComparison(page, 'agreement', '2026-11-01');
    const total = Number(/相比的 (\d+) 处修改/.exec((await versionNotice(page).textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(2);
    const links = page.locator('.prose').getByRole('link', { name: /^下一处修改/ });
    await expect(links).toHaveCount(total - 1);
    await expect(links.first()).toHaveAccessibleName(`下一处修改（第 2 处，共 ${String(total)} 处）`);
    await expect(links.last()).toHaveAccessibleName(`下一处修改（第 ${String(total)} 处，共 ${String(total)} 处）`);
    await expect(versionNotice(page)).toContainText('加下划线的是新增内容，读屏时以“新增：”开头；加删除线的是删除内容，读屏时以“删除：”开头。');
  });

  test('the comparison prints its marks: struck through and underlined, without the jump links', async ({ page }) => {
    await page.goto('/#/privacy?compare=2026-11-29');
    await expectComparison(page, 'privacy', '2026-11-29');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.next-change').first()).toBeHidden();
    expect(await page.locator('.prose ins').first().evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('underline');
    expect(await page.locator('.prose del').first().evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('line-through');
  });

  test('a version’s chunk and a comparison’s are fetched only when their address is opened', async ({ page }) => {
    const chunks = recordTextChunks(page);
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual(['page-privacy']);

    await historyList(page).getByRole('link', { name: /^2026 年 11 月 1 日至/ }).click();
    await expectVersion(page, 'privacy', '2026-11-01');
    expect(chunks).toEqual(['page-privacy', 'version-privacy-2026-11-01']);

    await versionNotice(page).getByRole('link', { name: '查看此后的修改' }).click();
    await expectComparison(page, 'privacy', '2026-11-01');
    await page.goBack();
    await expectVersion(page, 'privacy', '2026-11-01');
    await page.goBack();
    await expectRoute(page, 'privacy');
    expect(chunks).toEqual(['page-privacy', 'version-privacy-2026-11-01', 'compare-privacy-2026-11-01']);
  });

  test('a cold open of a version fetches that version alone', async ({ page }) => {
    const chunks = recordTextChunks(page);
    await page.goto('/#/agreement?version=2026-11-01');
    await expectVersion(page, 'agreement', '2026-11-01');
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual(['version-agreement-2026-11-01']);
  });
});
