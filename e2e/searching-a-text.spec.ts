import type { Locator, Page } from '@playwright/test';
import { expectRoute } from './support/app';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/network';
import { expectComparison, expectVersion, versionedTexts } from './support/versions';

/** The search the reader has at hand: beside the text on a wide screen, above it on a phone's first screen. */
const searchRegion = (page: Page): Locator => page.getByRole('search', { name: '在本文中搜索' });

async function search(page: Page, words: string): Promise<void> {
  const field = searchRegion(page).getByRole('searchbox', { name: '在本文中搜索' });
  await field.fill(words);
  await field.press('Enter');
}

const results = (page: Page): Locator => page.locator('.search-results').getByRole('link');
const status = (page: Page): Locator => page.locator('.search-status');
/** The match the reader jumped to, marked in the text. */
const hit = (page: Page): Locator => page.locator('mark.search-hit').first();

/** How often the words occur in the text on screen, spaces aside: what the reader expects to be told. */
function occurrences(page: Page, words: string): Promise<number> {
  return page.locator('.prose').evaluate((prose, needle) => {
    const text = prose.textContent.replace(/\s+/g, '').toLowerCase();
    return text.split(needle.replace(/\s+/g, '').toLowerCase()).length - 1;
  }, words);
}

/** The marked match: its words, and the id of the heading it comes under. */
function markedMatch(page: Page): Promise<{ words: string; under: string | null }> {
  return page.evaluate(() => {
    const marks = [...document.querySelectorAll('mark.search-hit')];
    const first = marks[0];
    const headings = [...document.querySelectorAll<HTMLElement>('.prose h2[id], .prose h3[id]')];
    const above = first ? headings.filter((candidate) => candidate.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING) : [];
    return { words: marks.map((mark) => mark.textContent).join(''), under: above[above.length - 1]?.id ?? null };
  });
}

/** Where the marked match starts in the text, in characters from its beginning. */
function markedAt(page: Page): Promise<number> {
  return page.locator('mark.search-hit').first().evaluate((mark) => {
    const range = document.createRange();
    range.setStart(document.querySelector('.prose') ?? mark, 0);
    range.setEndBefore(mark);
    return range.toString().length;
  });
}

const sectionInAddress = (page: Page) => new URL(page.url()).hash.match(/section=([\w-]+)$/)?.[1] ?? null;

test.describe('searching a text', () => {
  test('a parent searches the privacy policy for 人脸 and jumps to the match', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    await search(page, '人脸');
    const count = await occurrences(page, '人脸');
    expect(count).toBeGreaterThan(3);
    await expect(status(page)).toHaveText(`找到 ${String(count)} 处`);
    await expect(status(page)).toHaveRole('status');
    await expect(results(page)).toHaveCount(count);
    // Each result names its section and shows the words in their sentence.
    const fourth = results(page).nth(3);
    await expect(fourth.locator('mark')).toHaveText('人脸');
    const place = await fourth.locator('.search-place').textContent();

    await fourth.click();
    await expect(page).toHaveURL(/#\/privacy\?section=[\w-]+$/);
    const section = sectionInAddress(page) ?? '';
    await expect(page.locator(`[id="${section}"]`)).toBeFocused();
    expect(place).toContain(await page.locator(`[id="${section}"]`).textContent());
    await expect(hit(page)).toBeInViewport();
    expect(await markedMatch(page)).toEqual({ words: '人脸', under: section });
  });

  test('each result is heard as its place, then its words cut at a break of the text, not in the middle of a word', async ({ page }) => {
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    await search(page, '人脸');
    await expect(results(page).first()).toBeVisible();
    const collapse = (words: string) => words.replace(/\s+/g, ' ');
    const text = collapse(await page.locator('.prose').evaluate((prose) => prose.textContent));
    // A break: a punctuation mark or a space (between a heading and what follows, say).
    const breaks = /[\s，。；：、！？,.;:!?）」』”]/;
    for (const result of await results(page).all()) {
      const place = (await result.locator('.search-place').textContent()) ?? '';
      const words = collapse((await result.locator('.search-snippet').textContent()) ?? '');
      // Heard as: its place, then the words.
      const escaped = (literal: string) => literal.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(result).toHaveAccessibleName(new RegExp(`^${escaped(place)}\\s*${escaped(words)}$`));
      const shown = words.replace(/^…/, '').replace(/…$/, '');
      const at = text.indexOf(shown);
      expect(at, words).toBeGreaterThanOrEqual(0);
      // Cut before the match: just after a break, unless the words shown before it hold none.
      if (words.startsWith('…') && !breaks.test(text.charAt(at - 1))) expect(shown.slice(0, shown.indexOf('人脸')), words).not.toMatch(breaks);
      // Cut after it: at a break, unless the words shown after it hold none.
      if (words.endsWith('…') && !breaks.test(shown.charAt(shown.length - 1))) expect(shown.slice(shown.lastIndexOf('人脸') + 2), words).not.toMatch(breaks);
    }
  });

  test('the last match, far down in a part not laid out yet, is where the jump lands', async ({ page }) => {
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    await search(page, '人脸');
    await results(page).last().click();
    await expect(page).toHaveURL(/#\/privacy\?section=[\w-]+$/);
    await expect(hit(page)).toBeInViewport({ ratio: 1 });
    // Still there once the parts around it are laid out.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(hit(page)).toBeInViewport({ ratio: 1 });
    expect((await markedMatch(page)).under).toBe(sectionInAddress(page));
  });

  test('the search field and the other tools arrive without moving the heading or the contents', async ({ page }) => {
    // The tools' chunk is held back until the page has been measured without them.
    const release = await holdRequests(page, /\/reader-tools-[\w-]+\.js$/);
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    await expect(searchRegion(page)).toHaveCount(0);
    const placed = [page.locator('#content h1'), page.locator('.toc > ol a').first()];
    const before = await Promise.all(placed.map((element) => element.boundingBox()));
    release();
    await expect(searchRegion(page)).toBeVisible();
    await expect(page.getByRole('group', { name: '文字大小' })).toBeVisible();
    expect(await Promise.all(placed.map((element) => element.boundingBox()))).toEqual(before);
  });

  test('letters match in either case and spaces do not matter', async ({ page }) => {
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    await search(page, 'cookie');
    const count = await occurrences(page, 'cookie');
    expect(count).toBeGreaterThan(0);
    await expect(status(page)).toHaveText(new RegExp(`^找到 ${String(count)} 处`));
    await expect(results(page).first().locator('mark')).toHaveText(/^cookie$/i);
    await search(page, '人 脸');
    await expect(status(page)).toHaveText(`找到 ${String(await occurrences(page, '人脸'))} 处`);
  });

  test('words the text does not hold are answered plainly', async ({ page }) => {
    await page.goto('/#/agreement');
    await expectRoute(page, 'agreement');
    await search(page, '量子纠缠');
    await expect(status(page)).toHaveText('没有找到“量子纠缠”');
    await expect(results(page)).toHaveCount(0);
  });

  test('back from a match returns to the results, still listed', async ({ page }) => {
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    await search(page, '注销');
    await results(page).nth(1).click();
    await expect(page).toHaveURL(/section=/);
    await page.goBack();
    await expect(page).toHaveURL(/#\/privacy$/);
    await expect(searchRegion(page).getByRole('searchbox')).toHaveValue('注销');
    await expect(results(page).nth(1)).toHaveAttribute('aria-current', 'true');
  });

  const [privacyVersions] = versionedTexts.filter(({ route }) => route.id === 'privacy');
  const earlier = privacyVersions?.versions[0] ?? '';

  test('searching an earlier version stays in that version', async ({ page }) => {
    await page.goto(`/#/privacy?version=${earlier}`);
    await expectVersion(page, 'privacy', earlier);
    await search(page, '人脸');
    await expect(status(page)).toHaveText(`找到 ${String(await occurrences(page, '人脸'))} 处`);
    await results(page).first().click();
    await expect(page).toHaveURL(new RegExp(`#/privacy\\?version=${earlier}&section=[\\w-]+$`));
    await expectVersion(page, 'privacy', earlier);
    await expect(hit(page)).toBeInViewport();
  });

  test('searching a comparison stays in the comparison', async ({ page }) => {
    await page.goto(`/#/privacy?compare=${earlier}`);
    await expectComparison(page, 'privacy', earlier);
    await search(page, '人脸');
    // The comparison holds the words removed and the words added: more matches than are listed.
    const count = await occurrences(page, '人脸');
    expect(count).toBeGreaterThan(50);
    await expect(status(page)).toHaveText(`找到 ${String(count)} 处，列出前 50 处`);
    await expect(results(page)).toHaveCount(50);
    await results(page).nth(2).click();
    await expect(page).toHaveURL(new RegExp(`#/privacy\\?compare=${earlier}&section=[\\w-]+$`));
    await expectComparison(page, 'privacy', earlier);
    await expect(hit(page)).toBeInViewport();
    expect((await markedMatch(page)).under).toBe(sectionInAddress(page));
  });

  test('another match in the part already in the address is marked in place', async ({ page, isMobile }) => {
    await page.goto('/#/privacy');
    await expectRoute(page, 'privacy');
    await search(page, '人脸');
    // Two matches under one heading: the second and third (both under 实名认证).
    const [second, third] = [results(page).nth(1), results(page).nth(2)];
    await expect(second.locator('.search-place')).toHaveText((await third.locator('.search-place').textContent()) ?? '');
    await second.click();
    await expect(hit(page)).toBeInViewport();
    const address = page.url();
    const secondAt = await markedAt(page);
    // On a phone the results are back under 目录; on a wide screen they stay beside the text.
    const resultsAtHand = isMobile ? page.getByRole('dialog', { name: '目录' }) : page;
    if (isMobile) await page.getByRole('button', { name: /^目录/ }).click();
    await resultsAtHand.locator('.search-results').getByRole('link').nth(2).click();
    expect(page.url()).toBe(address);
    await expect(hit(page)).toBeInViewport();
    await expect.poll(() => markedAt(page)).toBeGreaterThan(secondAt);
    expect(await markedMatch(page)).toEqual({ words: '人脸', under: sectionInAddress(page) });
  });
});
