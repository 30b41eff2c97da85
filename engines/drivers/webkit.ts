import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Builder, By } from 'selenium-webdriver';
import type { Engine, EngineDriver } from '../driver';
import { freePort, untilListening } from './free-port';

const webDriver = '/usr/bin/WebKitWebDriver';
const miniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

// WebKitWebDriver speaks classic WebDriver only (no BiDi in Debian's 2.50), so nothing can listen
// before the page's own scripts run: errors are recorded from open() on, and an error at start-up
// shows as a scenario that fails (the app does not respond).
const recordErrors = `
  window.__engineErrors = [];
  window.addEventListener('error', function (event) { window.__engineErrors.push('uncaught: ' + event.message); });
  window.addEventListener('unhandledrejection', function (event) { window.__engineErrors.push('unhandled: ' + String(event.reason)); });
`;

/** WebKit: WebKitGTK's MiniBrowser driven by WebKitWebDriver (W3C WebDriver, selenium-webdriver), under Xvfb. */
export const webkitGtk: Engine = {
  name: 'WebKit (WebKitGTK MiniBrowser)',
  javaScript: true,
  unavailable: () =>
    [webDriver, miniBrowser, '/usr/bin/Xvfb'].filter((path) => !existsSync(path)).map((path) => `no ${path}`).join('; ') ||
    null,
  async launch(baseUrl) {
    const { process: xvfb, display } = await startXvfb();
    const port = await freePort();
    const driverProcess = spawn(webDriver, [`--port=${port}`], { env: { ...process.env, DISPLAY: display }, stdio: 'ignore' });
    await untilListening(port);
    const session = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
      })
      .build();
    await session.manage().window().setRect({ width: 1280, height: 800 });
    const driver: EngineDriver = {
      async open(path) {
        await session.get('about:blank');
        await session.get(new URL(path, baseUrl).href);
        await session.executeScript(recordErrors);
      },
      click: async (selector) => session.findElement(By.css(selector)).click(),
      back: () => session.navigate().back(),
      forward: () => session.navigate().forward(),
      evaluate: <T>(expression: string) => session.executeScript<T>(`return (${expression});`),
      errors: () => session.executeScript<string[]>('return window.__engineErrors || [];'),
      async close() {
        await session.quit().catch(() => undefined);
        driverProcess.kill();
        xvfb.kill();
      },
    };
    return driver;
  },
};

/** An X server of its own; Xvfb picks a free display and writes its number to stdout. */
function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x800x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
    xvfb.once('error', reject);
    xvfb.stdout.once('data', (data: Buffer) => resolve({ process: xvfb, display: `:${data.toString().trim()}` }));
  });
}
