import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { libraryDriver, type Engine } from '../driver';

const firefox = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Gecko: Debian's Firefox ESR, over WebDriver BiDi (which Firefox speaks itself) with puppeteer-core. */
export const firefoxEsr: Engine = {
  name: 'Firefox ESR (Gecko)',
  javaScript: true,
  unavailable: () => (existsSync(firefox) ? null : `no ${firefox}: apt-get install firefox-esr`),
  async launch(baseUrl) {
    const browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefox, headless: true });
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    const { driver, recordError } = libraryDriver(
      {
        goto: (url) => page.goto(url),
        click: (selector) => page.click(selector),
        back: () => page.goBack({ waitUntil: [] }),
        forward: () => page.goForward({ waitUntil: [] }),
        evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
        close: () => browser.close(),
      },
      baseUrl,
    );
    page.on('pageerror', (error) => recordError(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
    page.on('console', (message) => {
      if (message.type() === 'error') recordError(message.text());
    });
    return driver;
  },
};
