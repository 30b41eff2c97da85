/**
 * What a reader scenario needs from a browser. Each engine has one thin implementation in drivers/;
 * a new engine is a new driver, not a new suite.
 */
export interface EngineDriver {
  /** Loads the address as a new document (as a reader opening a link would). */
  open(path: string): Promise<void>;
  /** A real click (pointer events) on the first element matching the CSS selector. */
  click(selector: string): Promise<void>;
  back(): Promise<void>;
  forward(): Promise<void>;
  /**
   * The value of a JavaScript expression in the page (awaited when it is a promise). Written in
   * ES2017: Chromium 64 parses it too.
   */
  evaluate<T>(expression: string): Promise<T>;
  /** Uncaught errors (and console errors) since the last open(). */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  name: string;
  /** Why the engine cannot run here, or null when it can. */
  unavailable(): string | null;
  launch(baseUrl: string): Promise<EngineDriver>;
  /** Whether the engine runs scripts: without them, only the no-JavaScript scenarios apply. */
  javaScript: boolean;
}

/** Polls an expression until it is truthy; on timeout, fails with the last value it saw. */
export async function waitFor(driver: EngineDriver, expression: string, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      last = await driver.evaluate<unknown>(expression);
      if (last) return;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      // An engine that cannot run the app fails here: its uncaught errors say why.
      const errors = await driver.errors().catch(() => []);
      throw new Error(
        `timed out after ${timeout} ms waiting for ${expression} (last: ${String(last)})` +
          (errors.length > 0 ? `\nuncaught errors in the page:\n${errors.join('\n')}` : ''),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What the drivers over a browser library's page (Playwright's, Puppeteer's) have each library do. */
export interface LibraryPage {
  goto(url: string): Promise<unknown>;
  click(selector: string): Promise<void>;
  back(): Promise<unknown>;
  forward(): Promise<unknown>;
  evaluate<T>(expression: string): Promise<T>;
  close(): Promise<void>;
}

/**
 * A driver over a library's page, which keeps the errors `recordError` is told of from one open() to
 * the next; the caller subscribes it to the library's error and console events.
 */
export function libraryDriver(page: LibraryPage, baseUrl: string): { driver: EngineDriver; recordError: (message: string) => void } {
  let errors: string[] = [];
  const driver: EngineDriver = {
    async open(path) {
      errors = [];
      await page.goto('about:blank');
      await page.goto(new URL(path, baseUrl).href);
    },
    click: (selector) => page.click(selector),
    async back() {
      await page.back();
    },
    async forward() {
      await page.forward();
    },
    evaluate: <T>(expression: string) => page.evaluate<T>(expression),
    errors: () => Promise.resolve(errors),
    close: () => page.close(),
  };
  return { driver, recordError: (message) => errors.push(message) };
}
