import { chromium } from '@playwright/test';
import { chromiumLaunchOptions, findChromium } from '../../scripts/chromium.mjs';
import { libraryDriver, type Engine } from '../driver';

/** Current Chromium through Playwright (the e2e suite's browser); `javaScript: false` turns scripts off. */
export function playwrightChromium(name: string, javaScript: boolean): Engine {
  return {
    name,
    javaScript,
    unavailable: () => (findChromium() ? null : 'no Chromium here (see scripts/chromium.mjs)'),
    async launch(baseUrl) {
      const browser = await chromium.launch(chromiumLaunchOptions());
      const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const { driver, recordError } = libraryDriver(
        {
          goto: (url) => page.goto(url),
          click: (selector) => page.locator(selector).first().click(),
          back: () => page.goBack(),
          forward: () => page.goForward(),
          evaluate: <T>(expression: string) => page.evaluate<T>(expression),
          close: () => browser.close(),
        },
        baseUrl,
      );
      page.on('pageerror', (error) => recordError(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') recordError(message.text());
      });
      return driver;
    },
  };
}
