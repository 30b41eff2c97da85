import { chromium } from '@playwright/test';
import { chromiumLaunchOptions, findChromium } from '../../../scripts/chromium.mjs';
import type { Engine, EngineDriver } from '../driver';

/** Current Chromium through Playwright (the e2e suite's browser); `javaScript: false` turns scripts off. */
export function playwrightChromium(name: string, javaScript: boolean): Engine {
  return {
    name,
    javaScript,
    unavailable: () => (findChromium() ? null : 'no Chromium here (see scripts/chromium.mjs)'),
    async launch(baseUrl) {
      const browser = await chromium.launch(chromiumLaunchOptions());
      const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: javaScript, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      let errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const driver: EngineDriver = {
        async open(path) {
          errors = [];
          await page.goto('about:blank');
          await page.goto(path);
        },
        click: (selector) => page.locator(selector).first().click(),
        async back() {
          await page.goBack();
        },
        async forward() {
          await page.goForward();
        },
        evaluate: <T>(expression: string) => page.evaluate<T>(expression),
        errors: () => Promise.resolve(errors),
        close: () => browser.close(),
      };
      return driver;
    },
  };
}
