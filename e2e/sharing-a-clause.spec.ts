import type { Page } from '@playwright/test';
import { site } from '../src/config/site';
import { contentArea, expectRoute } from './support/app';
import { chineseDate, newestDates } from './support/dates';
import { announcement } from './support/announcements';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/network';

// 用户协议 五、虚拟物品与付费服务 and its （三）月卡与自动续费 (content/agreement.md).
const chapter = { id: 'virtual-items', name: '五、虚拟物品与付费服务' };
const clause = { id: 'virtual-items-monthly-card', name: '五、（三）月卡与自动续费' };

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const status = announcement;
const shareButton = (page: Page, name: string) => page.getByRole('button', { name: `分享 ${name}` });

/** Opens the 分享 control of a heading and taps one of its two choices. */
async function share(page: Page, name: string, choice: '复制链接' | '复制本条'): Promise<void> {
  const toggle = shareButton(page, name);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('group', { name: `分享 ${name}` }).getByRole('button', { name: choice }).click();
}

/** What a reader reads directly under a heading: its first paragraph. */
const firstParagraph = (page: Page, id: string) => page.locator(`#${id} ~ p`).first().innerText();

test.describe('a parent shares a section and a clause with family', () => {
  test('copies the link to 五、 and the clause 五、（三） with its citation', async ({ page, baseURL }) => {
    await page.goto('/#/agreement');
    await expectRoute(page, 'agreement');
    await page.locator('.toc').getByRole('link', { name: chapter.name }).click();

    await share(page, chapter.name, '复制链接');
    await expect(status(page)).toHaveText(`已复制 ${chapter.name} 的链接`);
    expect(await clipboard(page)).toBe(`${baseURL ?? ''}/#/agreement?section=${chapter.id}`);

    await share(page, clause.name, '复制本条');
    await expect(status(page)).toHaveText(`已复制 ${clause.name} 及出处`);
    const effective = newestDates('agreement')?.effective ?? '';
    const copied = await clipboard(page);
    expect(copied.startsWith(`《用户协议》${clause.name}，${chineseDate(effective)}起生效的版本：\n`)).toBe(true);
    expect(copied).toContain(await firstParagraph(page, clause.id));
    expect(copied.endsWith(`\n出处：${baseURL ?? ''}/#/agreement?section=${clause.id}`)).toBe(true);
  });

  test('reading an earlier version, the link and the citation name that version', async ({ page, baseURL }) => {
    await page.goto(`/#/agreement?version=2026-12-01&section=${chapter.id}`);
    await expect(page.getByRole('heading', { name: chapter.name })).toBeFocused();
    await share(page, clause.name, '复制本条');
    const copied = await clipboard(page);
    expect(copied.startsWith(`《用户协议》${clause.name}，2026 年 12 月 1 日起生效的版本：`)).toBe(true);
    expect(copied.endsWith(`/#/agreement?version=2026-12-01&section=${clause.id}`)).toBe(true);
    await share(page, chapter.name, '复制链接');
    expect(await clipboard(page)).toBe(`${baseURL ?? ''}/#/agreement?version=2026-12-01&section=${chapter.id}`);
  });

  test('with the keyboard: 分享 opens with Enter, its choices follow it, Escape closes it', async ({ page }) => {
    await page.goto(`/#/agreement?section=${chapter.id}`);
    await expect(page.getByRole('heading', { name: chapter.name })).toBeFocused();
    const toggle = shareButton(page, clause.name);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: '复制链接', exact: true }).and(page.locator(':focus'))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('each 分享 comes right after its heading, heard and reached after it, drawn beside it without moving a line', async ({ page }) => {
    // The tools' chunk is held back until the text has been measured without them.
    const release = await holdRequests(page, /\/reader-tools-[\w-]+\.js$/);
    await page.goto(`/#/agreement?section=${chapter.id}`);
    const chapterHeading = page.getByRole('heading', { name: chapter.name });
    await expect(chapterHeading).toBeFocused();
    const measured = [chapterHeading, page.locator(`#${chapter.id} ~ p`).first(), page.locator(`#${clause.id}`), page.locator(`#${clause.id} ~ p`).first()];
    const before = await Promise.all(measured.map((element) => element.boundingBox()));
    release();
    await expect(shareButton(page, clause.name)).toBeVisible();
    expect(await Promise.all(measured.map((element) => element.boundingBox()))).toEqual(before);

    await expect(contentArea(page).locator('section').filter({ has: chapterHeading })).toMatchAriaSnapshot(`
      - heading "${chapter.name}" [level=2]
      - button "分享 ${chapter.name}"
      - paragraph
    `);
    await page.keyboard.press('Tab');
    await expect(shareButton(page, chapter.name)).toBeFocused();
    // Beside the heading, as before: within its lines.
    for (const [name, heading] of [[chapter.name, chapterHeading], [clause.name, page.locator(`#${clause.id}`)]] as const) {
      const button = await shareButton(page, name).boundingBox();
      const box = await heading.boundingBox();
      expect(button && box && button.y >= box.y && button.y + button.height <= box.y + box.height).toBe(true);
    }
  });

  test('the hotline is a tel: link, on one line, with a copy button beside it', async ({ page }) => {
    const phone = site['contact.phone'];
    await page.goto('/#/parent?section=contact');
    await expectRoute(page, 'parent');
    const link = contentArea(page).locator('.prose').getByRole('link', { name: phone }).first();
    await expect(link).toHaveAttribute('href', `tel:${phone.replace(/-/g, '')}`);
    await link.scrollIntoViewIfNeeded();
    expect(await link.evaluate((element) => element.getClientRects().length)).toBe(1);
    // The number is heard once, as the link; its 复制 says what it copies, the number as its description.
    const copy = link.locator('xpath=following-sibling::*[1]').getByRole('button');
    await expect(link.locator('xpath=..')).toMatchAriaSnapshot(`
      - link "${phone}"
      - button "复制电话号码"
    `);
    await expect(copy).toHaveAccessibleDescription(phone);
    await copy.click();
    await expect(status(page)).toHaveText(`已复制电话号码 ${phone}`);
    expect(await clipboard(page)).toBe(phone);
  });

  test('the copy buttons arrive beside the hotline and the link to keep a copy without moving a line of the text', async ({ page }) => {
    // The tools' chunk is held back until the text has been measured without them.
    const release = await holdRequests(page, /\/reader-tools-[\w-]+\.js$/);
    const phone = site['contact.phone'];
    await page.goto('/#/agreement?section=account-security');
    await expectRoute(page, 'agreement');
    const hotline = contentArea(page).locator('#account-security ~ p').filter({ has: page.getByRole('link', { name: phone }) }).first();
    const measured = [contentArea(page).locator('.keep-copy'), contentArea(page).locator('#account-security'), hotline, hotline.locator('xpath=following-sibling::p[1]')];
    const before = await Promise.all(measured.map((element) => element.boundingBox()));
    release();
    await expect(hotline.getByRole('button', { name: '复制电话号码' })).toBeVisible();
    await expect(page.getByRole('button', { name: '复制独立网页的链接' })).toBeAttached();
    expect(await Promise.all(measured.map((element) => element.boundingBox()))).toEqual(before);
  });

  test('in a web view without the Clipboard API, the copy still works and is announced', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { clipboard?: unknown }).clipboard;
    });
    await page.goto(`/#/agreement?section=${chapter.id}`);
    await expect(page.getByRole('heading', { name: chapter.name })).toBeFocused();
    await share(page, chapter.name, '复制链接');
    await expect(status(page)).toHaveText(`已复制 ${chapter.name} 的链接`);
    // Read back through the API the page was denied, from a fresh page of the same context.
    const reader = await page.context().newPage();
    await reader.goto('/');
    expect(await clipboard(reader)).toBe(`${baseURL ?? ''}/#/agreement?section=${chapter.id}`);
  });

  test('where nothing can copy, the text is shown selected for the reader to copy by hand', async ({ page }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { clipboard?: unknown }).clipboard;
      // The copy command refused, as in a web view that allows no clipboard at all.
      Object.defineProperty(Document.prototype, 'execCommand', { value: () => false });
    });
    await page.goto(`/#/agreement?section=${clause.id}`);
    await expect(page.getByRole('heading', { name: '（三）月卡与自动续费' })).toBeFocused();
    await share(page, clause.name, '复制本条');
    await expect(status(page)).toHaveText('没有复制成功，请手动复制下面选中的文字');
    const text = page.getByRole('textbox', { name: /浏览器不允许自动复制/ });
    await expect(text).toBeFocused();
    await expect(text).toHaveValue(new RegExp(`^《用户协议》${clause.name}，`));
    const selection = await text.evaluate((area: HTMLTextAreaElement) => [area.selectionStart, area.selectionEnd, area.value.length]);
    expect(selection).toEqual([0, selection[2], selection[2]]);
    await page.getByRole('button', { name: '关闭' }).click();
    await expect(text).toBeHidden();
    await expect(page.getByRole('button', { name: '复制本条' }).first()).toBeFocused();
  });
});
