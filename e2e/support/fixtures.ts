import { test as base, expect } from '@playwright/test';
import { allNewestInForce, beijing } from './dates';

interface Options {
  /** Console errors a test provokes on purpose (a refused chunk request, say). */
  expectedConsoleErrors: RegExp[];
  /**
   * The reader's clock at the start of the test: which version of a legal text is in force depends on
   * it. By default the day every newest version is in force, so that a test does not change meaning
   * with the calendar; a test of the texts over time sets its own, or null to drive the clock itself
   * (page.clock.install).
   */
  now: Date | null;
}

/** Every test fails on a console error or an uncaught exception it did not expect. */
export const test = base.extend<Options & { consoleErrors: string[]; clock: undefined }>({
  expectedConsoleErrors: [[], { option: true }],
  now: [beijing(allNewestInForce), { option: true }],
  clock: [
    async ({ page, now }, use) => {
      // The page's clock starts at `now` and runs on. Only Date is moved: page.clock would also take over
      // timers and requestAnimationFrame, which the app and the frame-by-frame checks rely on.
      if (now) {
        await page.addInitScript((target: number) => {
          const RealDate = Date;
          const offset = target - RealDate.now();
          const shifted = () => RealDate.now() + offset;
          window.Date = new Proxy(RealDate, {
            construct: (Target, args: unknown[]) => (args.length > 0 ? (Reflect.construct(Target, args) as Date) : new Target(shifted())),
            apply: () => new RealDate(shifted()).toString(),
            get: (Target, key, receiver) => (key === 'now' ? shifted : (Reflect.get(Target, key, receiver) as unknown)),
          });
        }, now.getTime());
      }
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
