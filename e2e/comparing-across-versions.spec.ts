import type { Page } from '@playwright/test';
import { expectRoute, heading, navLink } from './support/app';
import { chineseDate, endedPeriod } from './support/dates';
import { expect, test } from './support/fixtures';
import { recordTextChunks } from './support/network';
import { versionNotice } from './support/versions';

// 隐私政策 has versions effective 2026-11-01, 2026-11-27, 2026-11-28, 2026-11-29, 2026-12-01 and 2026-12-08: a
// reader who agreed to the first and meets the last skipped four.
const agreed = '2026-11-01';
const now = '2026-12-08';
// A sentence the 2026-11-27 version added, and one the 2026-12-08 version added; both are in the newest text.
const addedFirst = '本政策是一份独立的文件，专门说明我们如何处理您的个人信息，并不是用户协议的组成部分。';
const addedLast = '以下是最常被问到的几点，完整内容以正文为准：';
// An item of each version's 更新说明: the adverse ones of 2026-12-01 and 2026-12-08, another of 2026-11-27.
const adverseOfDecember = '注销账号的冷静期缩短。';
const adverseOfNow = '同意儿童注册的要求更多。';
const otherOfNovember = '本政策与用户协议分开同意。';

const pairTitle = `隐私政策（${chineseDate(now)}版与 ${chineseDate(agreed)}版对比） - 微光栖地`;
/** The notice that says what is shown instead of what the address asked for. */
const fallbackNotice = (page: Page) => page.locator('#view-notice');
const notes = (page: Page) => page.locator('.text-history');

async function expectPair(page: Page) {
  await expect(page).toHaveTitle(pairTitle);
  await expect(heading(page)).toHaveText('隐私政策');
  await expect(navLink(page, '隐私政策')).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('#version-notice')).toContainText(new RegExp(`标出了与已失效的版本（${endedPeriod(agreed)}`));
}

test.describe('what changed since the version a reader agreed to', () => {
  test('across skipped versions: every change in one text, every 更新说明 between, adverse first', async ({ page }) => {
    const chunks = recordTextChunks(page);
    await page.goto(`/#/privacy?compare=${agreed}&to=${now}`);
    await expectPair(page);
    await expect(page.locator('.prose ins', { hasText: addedFirst })).toHaveCount(1);
    await expect(page.locator('.prose ins', { hasText: addedLast })).toHaveCount(1);
    await expect(fallbackNotice(page)).toHaveCount(0);

    // The 更新说明 of the versions after the one agreed to, adverse ones first.
    await expect(notes(page).getByRole('heading', { name: '更新说明' })).toBeVisible();
    await expect(notes(page)).toContainText('先后有 5 个版本生效');
    const order = await notes(page).evaluate(
      (element, words) => words.map((word) => element.innerHTML.indexOf(word)),
      ['<h3 class="bold-heading">对您不利的变化</h3>', adverseOfDecember, adverseOfNow, '<h3 class="bold-heading">其他变化</h3>', otherOfNovember],
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    // The contents count the changes of each part; their links, and the notes', stay in this comparison.
    const counts = page.getByRole('navigation', { name: '目录' }).locator('.toc-changes');
    expect(await counts.count()).toBeGreaterThan(5);
    await expect(counts.first()).toHaveAttribute('href', new RegExp(`^#/privacy\\?compare=${agreed}&to=${now}&section=change-\\d+$`));
    await notes(page).getByRole('link', { name: '注销账号', exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`#/privacy\\?compare=${agreed}&to=${now}&section=rights-close-account$`));
    await expect(page.locator('#rights-close-account')).toBeFocused();
    await expectPair(page);
    expect(chunks).toEqual([`compare-privacy-${agreed}-${now}`]);
  });

  test('a pair of consecutive versions is the comparison `?compare=` has always shown', async ({ page }) => {
    const chunks = recordTextChunks(page);
    await page.goto('/#/privacy?compare=2026-12-01&to=2026-12-08');
    await expect(page).toHaveTitle(`隐私政策（与 ${chineseDate('2026-12-01')}版对比） - 微光栖地`);
    await expect(notes(page)).toContainText('以下是本页的版本与上一版本相比的更新说明');
    expect(chunks).toEqual(['compare-privacy-2026-12-01']);
  });

  test('a reversed pair is compared in order, and says so', async ({ page }) => {
    await page.goto(`/#/privacy?compare=${now}&to=${agreed}`);
    await expectPair(page);
    await expect(fallbackNotice(page)).toContainText('两个版本前后颠倒');
    await expect(page.locator('.prose ins', { hasText: addedLast })).toHaveCount(1);
    // The address is the reader's: kept as it was.
    await expect(page).toHaveURL(new RegExp(`#/privacy\\?compare=${now}&to=${agreed}$`));
  });

  test('an unknown version shows the text in force, and says why', async ({ page }) => {
    await page.goto(`/#/privacy?compare=${agreed}&to=2030-01-01`);
    await expectRoute(page, 'privacy');
    await expect(fallbackNotice(page)).toContainText('不在本文的历史版本中');
    await expect(fallbackNotice(page)).toContainText('以下是现行版本的全文');
    await expect(page.locator('.prose ins')).toHaveCount(0);
    await page.goto('/#/agreement?compare=1999-01-01&to=2026-12-08');
    await expectRoute(page, 'agreement');
    await expect(fallbackNotice(page)).toContainText('不在本文的历史版本中');
  });

  test('one version named twice, or `to=` alone, shows that version whole, and says why', async ({ page }) => {
    await page.goto('/#/parent?compare=2026-12-01&to=2026-12-01');
    await expect(page).toHaveTitle(`家长监护工程（${chineseDate('2026-12-01')}版） - 微光栖地`);
    await expect(fallbackNotice(page)).toContainText('同一个版本');
    await expect(versionNotice(page).filter({ hasText: '本版本已失效' })).toHaveCount(1);
    await page.goto('/#/privacy?to=2026-11-27');
    await expect(page).toHaveTitle(`隐私政策（${chineseDate('2026-11-27')}版） - 微光栖地`);
    await expect(fallbackNotice(page)).toContainText('compare=');
    await expect(page.locator('.prose ins')).toHaveCount(0);
  });
});
