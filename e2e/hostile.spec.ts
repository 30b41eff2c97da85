import { expectNotFound, expectRoute } from './support/app';
import { expect, test } from './support/fixtures';

const hostileHashes = [
  '#/<script>window.__pwned=1</script>',
  '#/<img src=x onerror="window.__pwned=1">',
  '#/%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E',
  '#/%E0%A4%A',
  '#/%',
  '#/privacy%',
  `#/${'a'.repeat(10_000)}`,
  '#javascript:window.__pwned=1',
  '#/"><svg onload=window.__pwned=1>',
  '#/../../etc/passwd',
];

test.describe('hostile addresses', () => {
  for (const hash of hostileHashes) {
    test(`${hash.slice(0, 60)} shows the not-found page and runs nothing`, async ({ page }) => {
      page.on('dialog', (dialog) => {
        throw new Error(`unexpected dialog: ${dialog.message()}`);
      });
      await page.goto(`/${hash}`);
      await expectNotFound(page);
      expect(await page.evaluate(() => 'pwned' in window || '__pwned' in window)).toBe(false);
      await expect(page.locator('#content script, #content img, #content svg')).toHaveCount(0);
    });
  }

  test('a hostile hash typed while the app runs is handled the same way', async ({ page }) => {
    await page.goto('/#/index');
    await expectRoute(page, 'index');
    for (const hash of hostileHashes) {
      await page.evaluate((next) => {
        window.location.hash = next;
      }, hash);
      await expectNotFound(page);
    }
    expect(await page.evaluate(() => '__pwned' in window)).toBe(false);
  });
});
