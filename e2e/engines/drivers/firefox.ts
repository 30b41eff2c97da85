import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import type { Engine, EngineDriver } from '../driver';

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
    let errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const driver: EngineDriver = {
      async open(path) {
        errors = [];
        await page.goto('about:blank');
        await page.goto(new URL(path, baseUrl).href);
      },
      click: (selector) => page.click(selector),
      async back() {
        await page.goBack({ waitUntil: [] });
      },
      async forward() {
        await page.goForward({ waitUntil: [] });
      },
      evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
      errors: () => Promise.resolve(errors),
      close: () => browser.close(),
    };
    return driver;
  },
};
