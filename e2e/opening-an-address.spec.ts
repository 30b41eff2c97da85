import type { Page } from '@playwright/test';
import fc from 'fast-check';
import { routes } from '../src/config/routes';
import { addressHash, expectedScreen, fuzzSeed, type ExpectedScreen } from './support/addresses';
import {
  currentHash,
  entriesAddedSinceLoad,
  expectNotFound,
  expectRoute,
  heading,
  recordHistoryLength,
} from './support/app';
import { expect, test } from './support/fixtures';
import { textOf } from './support/texts';

test.describe('an address opened or typed', () => {
  for (const route of routes) {
    test(`#${route.path} shows ${route.title}`, { tag: '@smoke' }, async ({ page }) => {
      await page.goto(`/#${route.path}`);
      await expectRoute(page, route.id);
      await expect(page).toHaveURL(new RegExp(`#${route.path}$`));
    });
  }

  test('/ redirects to #/index without adding a history entry', { tag: '@smoke' }, async ({ page }) => {
    await recordHistoryLength(page);
    await page.goto('/');
    await expectRoute(page, 'index');
    await expect(page).toHaveURL(/\/#\/index$/);
    expect(await entriesAddedSinceLoad(page)).toBe(0);
  });

  test('#/ redirects to #/index too', async ({ page }) => {
    await page.goto('/#/');
    await expectRoute(page, 'index');
    await expect(page).toHaveURL(/\/#\/index$/);
  });

  test('an unknown path shows the not-found page, keeps the address, and leads home', async ({ page }) => {
    await page.goto('/#/no-such-page');
    await expectNotFound(page);
    await expect(page).toHaveURL(/#\/no-such-page$/);
    await page.getByRole('link', { name: '返回首页' }).click();
    await expectRoute(page, 'index');
    await expect(page).toHaveURL(/#\/index$/);
  });

  for (const variant of ['#/PRIVACY', '#/privacy/', '#privacy', '#/Privacy//']) {
    test(`${variant} is normalised to #/privacy`, async ({ page }) => {
      await recordHistoryLength(page);
      await page.goto(`/${variant}`);
      await expectRoute(page, 'privacy');
      await expect(page).toHaveURL(/\/#\/privacy$/);
      expect(await entriesAddedSinceLoad(page)).toBe(0);
    });
  }

  test('a query is kept', async ({ page }) => {
    await page.goto('/#/privacy?from=app');
    await expectRoute(page, 'privacy');
    expect(await currentHash(page)).toBe('#/privacy?from=app');
  });

  test('a hand-typed hash moves the app', async ({ page }) => {
    await page.goto('/#/index');
    await expectRoute(page, 'index');
    await page.evaluate(() => {
      window.location.hash = '#/agreement';
    });
    await expectRoute(page, 'agreement');
    await page.evaluate(() => {
      window.location.hash = '#/nowhere';
    });
    await expectNotFound(page);
    await expect(heading(page)).toHaveCount(1);
  });

  test('the meta description follows the page', async ({ page }) => {
    await page.goto('/#/parent');
    await expectRoute(page, 'parent');
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute('content', textOf('parent').description);
    await page.evaluate(() => {
      window.location.hash = '#/missing';
    });
    await expectNotFound(page);
    await expect(description).toHaveAttribute('content', /不存在/);
  });
});

/** Addresses an attacker might send: each shows the not-found page and runs nothing. */
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

// The same generators as test/address-fuzz.test.ts, sampled with a fixed seed: the same addresses on every run.
const samples = fc.sample(addressHash, { seed: fuzzSeed, numRuns: 120 });

/** A sample, short enough for a failure message. */
function describeHash(hash: string): string {
  const shown = JSON.stringify(hash);
  return shown.length > 100 ? `${shown.slice(0, 100)}… (${hash.length} chars)` : shown;
}

/**
 * What must not happen: a dialog (a script the address managed to run; closed, recorded, and failing
 * the test) and an uncaught error. The fixture fails the test on uncaught errors too; recording them
 * here as well names the address that caused one.
 */
function recordTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('dialog', (dialog) => {
    trouble.push(`dialog ${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => trouble.push(`uncaught: ${error.message}`));
  return trouble;
}

/** The screen the rules call for, and the address: canonicalised, or kept as the browser stored it. */
async function expectOutcome(page: Page, expected: ExpectedScreen, storedHash: string, sample: string): Promise<void> {
  await test.step(`${describeHash(sample)} → ${expected.screen} ${expected.canonicalHash ?? '(kept)'}`, async () => {
    if (expected.screen === 'notFound') await expectNotFound(page);
    else await expectRoute(page, expected.screen);
    await expect.poll(() => currentHash(page), { message: `the address after ${describeHash(sample)}` }).toBe(
      expected.canonicalHash ?? storedHash,
    );
  });
}

/** Nothing an address carried ran, or reached the page as markup. */
async function expectNothingRan(page: Page): Promise<void> {
  expect(await page.evaluate(() => 'pwned' in window || '__pwned' in window)).toBe(false);
  await expect(page.locator('#content script, #content img, #content svg')).toHaveCount(0);
}

// Routing does not depend on the viewport, and these addresses take most of a minute on a busy machine: once is enough.
test.describe('hostile and generated addresses land where the routing rules say (e2e/support/addresses.ts)', { tag: '@desktop-only' }, () => {
  test(`${hostileHashes.length} hostile and ${samples.length} generated addresses typed into a running app`, async ({ page }) => {
    test.setTimeout(120_000);
    expect(hostileHashes.filter((hash) => expectedScreen(hash).screen !== 'notFound'), 'hostile addresses the rules do not send to not-found').toEqual([]);
    const trouble = recordTrouble(page);
    await page.goto('/#/index');
    await expectRoute(page, 'index');
    for (const sample of [...hostileHashes, ...samples]) {
      // The rules apply to the hash as the browser stores it (percent-encoded, tabs and newlines dropped):
      // ask the browser's own URL parser for it, then type the sample in.
      const storedHash = await page.evaluate((next) => {
        const probe = new URL(window.location.href);
        probe.hash = next;
        window.location.hash = next;
        return probe.hash;
      }, sample);
      await expectOutcome(page, expectedScreen(storedHash), storedHash, sample);
      expect(trouble, `dialogs and uncaught errors after ${describeHash(sample)}`).toEqual([]);
    }
    await expectNothingRan(page);
  });

  test(`${hostileHashes.length} hostile and 10 generated addresses opened cold, without a new history entry`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const trouble = recordTrouble(page);
    await recordHistoryLength(page);
    // Ten samples taken in turn from the not-found, kept and canonicalised outcomes.
    const byOutcome = [
      samples.filter((sample) => expectedScreen(sample).screen === 'notFound'),
      samples.filter((sample) => expectedScreen(sample).screen !== 'notFound' && expectedScreen(sample).canonicalHash === null),
      samples.filter((sample) => expectedScreen(sample).canonicalHash !== null),
    ];
    const picked = Array.from({ length: 10 }, (_, i) => byOutcome[i % 3]?.[Math.floor(i / 3)]).filter(
      (sample) => sample !== undefined,
    );
    expect(picked).toHaveLength(10);
    for (const sample of [...hostileHashes, ...picked]) {
      const url = new URL(`/${sample}`, baseURL).href;
      // The hash the browser will store for that URL, from its own parser.
      const storedHash = await page.evaluate((address) => new URL(address).hash, url);
      // Go to another document (the app under another pathname), so that the next goto is a fresh load.
      await page.goto('/index.html');
      await page.goto(url);
      await expectOutcome(page, expectedScreen(storedHash), storedHash, sample);
      expect(await entriesAddedSinceLoad(page), describeHash(sample)).toBe(0);
      expect(trouble, `dialogs and uncaught errors after ${describeHash(sample)}`).toEqual([]);
      await expectNothingRan(page);
    }
  });
});
