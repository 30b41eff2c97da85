import { test as base, expect } from '@playwright/test';
import { allNewestInForce, beijing } from './dates';

interface Options {
  /** Console errors a test provokes on purpose (a refused chunk request, say). */
  expectedConsoleErrors: RegExp[];
  /**
   * The reader's clock: which version of a legal text is in force depends on it. By default the day
   * every newest version is in force, so that a test does not change meaning with the calendar; a
   * test of the texts over time sets its own, or null to drive the clock itself (page.clock.install).
   */
  now: Date | null;
}

/** Every test fails on a console error or an uncaught exception it did not expect. */
export const test = base.extend<Options & { consoleErrors: string[]; clock: undefined }>({
  expectedConsoleErrors: [[], { option: true }],
  now: [beijing(allNewestInForce), { option: true }],
  clock: [
    async ({ page, now }, use) => {
      if (now) await page.clock.setFixedTime(now);
      await use(undefined);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      // The suite runs under the production Content-Security-Policy: a violation fails the test.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      const unexpected = errors.filter((text) => !expectedConsoleErrors.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
