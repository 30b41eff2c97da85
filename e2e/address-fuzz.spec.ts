import type { Page } from '@playwright/test';
import fc from 'fast-check';
import { addressHash, fuzzSeed } from '../test/address-arbitraries';
import { expectedScreen, type ExpectedScreen } from '../test/routing-oracle';
import { currentHash, entriesAddedSinceLoad, expectNotFound, expectRoute, recordHistoryLength } from './support/app';
import { expect, test } from './support/fixtures';

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

/** Routing does not depend on the viewport, and the 130 addresses take most of a minute on a busy machine: once is enough. */
const desktopOnly = 'routing logic only: runs in the desktop project';

test.describe('address fuzz', () => {
  test(`${samples.length} generated addresses typed into a running app land where the rules say`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', desktopOnly);
    test.setTimeout(120_000);
    const trouble = recordTrouble(page);
    await page.goto('/#/index');
    await expectRoute(page, 'index');
    for (const sample of samples) {
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
    expect(await page.evaluate(() => '__pwned' in window)).toBe(false);
    await expect(page.locator('#content script, #content img, #content svg')).toHaveCount(0);
  });

  test('10 generated addresses opened cold land where the rules say, without a new history entry', async ({ page, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', desktopOnly);
    test.setTimeout(60_000);
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
    for (const sample of picked) {
      const url = new URL(`/${sample}`, baseURL).href;
      // The hash the browser will store for that URL, from its own parser.
      const storedHash = await page.evaluate((address) => new URL(address).hash, url);
      // Go to another document (the app under another pathname), so that the next goto is a fresh load.
      await page.goto('/index.html');
      await page.goto(url);
      await expectOutcome(page, expectedScreen(storedHash), storedHash, sample);
      expect(await entriesAddedSinceLoad(page), describeHash(sample)).toBe(0);
      expect(trouble, `dialogs and uncaught errors after ${describeHash(sample)}`).toEqual([]);
      expect(await page.evaluate(() => '__pwned' in window)).toBe(false);
    }
  });
});
