import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { Engine, EngineDriver } from '../driver';
import { oldChromiumDir } from '../old-chromium-builds';
import { freePort } from './free-port';

interface CdpMessage {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
}

interface RemoteObject {
  value?: unknown;
  description?: string;
}

/**
 * An old Chromium (an Android WebView of its day) from chrome-aws-lambda, over the raw DevTools
 * protocol: current clients speak a newer protocol than these builds.
 */
export function oldChromium(version: string, packageVersion: string): Engine {
  const dir = oldChromiumDir(packageVersion);
  const binary = join(dir, 'chromium');
  return {
    name: `Chromium ${version}`,
    javaScript: true,
    unavailable: () => (existsSync(binary) ? null : `no ${binary}: the suite's setup fetches it (npm pack chrome-aws-lambda@${packageVersion})`),
    async launch(baseUrl) {
      const port = await freePort();
      const profile = mkdtempSync(join(tmpdir(), 'old-chromium-'));
      const browser = spawn(
        binary,
        ['--headless', '--no-sandbox', '--no-zygote', '--single-process', '--disable-gpu', '--window-size=1280,800',
          // No calls home: this machine's network refuses them, and each refusal slows the start.
          '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
          `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
        { env: { ...process.env, LD_LIBRARY_PATH: join(dir, 'aws', 'lib') }, stdio: 'ignore' },
      );
      // A browser that does not come up is stopped here: nothing else would stop it.
      const socket = await connect(port).catch((error: unknown) => {
        browser.kill();
        throw error;
      });

      let nextId = 0;
      const pending = new Map<number, { resolve: (result: Record<string, unknown>) => void; reject: (error: Error) => void }>();
      let errors: string[] = [];
      socket.on('message', (data: Buffer) => {
        const message = JSON.parse(data.toString()) as CdpMessage;
        if (message.id !== undefined) {
          const call = pending.get(message.id);
          pending.delete(message.id);
          if (message.error) call?.reject(new Error(message.error.message));
          else call?.resolve(message.result ?? {});
        }
        if (message.method === 'Runtime.exceptionThrown') {
          const details = message.params?.exceptionDetails as { text: string; exception?: RemoteObject };
          errors.push(`uncaught: ${details.exception?.description ?? details.text}`);
        }
        if (message.method === 'Runtime.consoleAPICalled' && message.params?.type === 'error') {
          errors.push((message.params.args as RemoteObject[]).map((arg) => arg.description ?? JSON.stringify(arg.value)).join(' '));
        }
      });
      const send = (method: string, params: Record<string, unknown> = {}) =>
        new Promise<Record<string, unknown>>((resolve, reject) => {
          nextId += 1;
          pending.set(nextId, { resolve, reject });
          socket.send(JSON.stringify({ id: nextId, method, params }));
        });
      await send('Runtime.enable');
      await send('Page.enable');

      const evaluate = async <T>(expression: string): Promise<T> => {
        const { result, exceptionDetails } = (await send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true })) as {
          result: RemoteObject;
          exceptionDetails?: { text: string; exception?: RemoteObject };
        };
        if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
        return result.value as T;
      };
      // The document, not its hash: the app may correct the hash in place (#/PRIVACY → #/privacy).
      const waitForLoad = async (url: string) => {
        const documentUrl = url.split('#')[0] ?? url;
        for (const deadline = Date.now() + 15_000; Date.now() < deadline; ) {
          const loaded = await evaluate<boolean>(
            `location.href.split('#')[0] === ${JSON.stringify(documentUrl)} && document.readyState === 'complete'`,
          ).catch(() => false);
          if (loaded) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error(`${url} did not load`);
      };
      const goInHistory = async (step: number) => {
        const { currentIndex, entries } = (await send('Page.getNavigationHistory')) as { currentIndex: number; entries: Array<{ id: number }> };
        const entry = entries[currentIndex + step];
        if (!entry) throw new Error('no history entry there');
        await send('Page.navigateToHistoryEntry', { entryId: entry.id });
      };

      const driver: EngineDriver = {
        async open(path) {
          const url = new URL(path, baseUrl).href;
          await send('Page.navigate', { url: 'about:blank' });
          await waitForLoad('about:blank');
          errors = [];
          await send('Page.navigate', { url });
          await waitForLoad(url);
        },
        async click(selector) {
          const point = await evaluate<{ x: number; y: number } | null>(`(function () {
            var element = document.querySelector(${JSON.stringify(selector)});
            if (!element) return null;
            element.scrollIntoView({ block: 'nearest' });
            var box = element.getBoundingClientRect();
            return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
          })()`);
          if (!point) throw new Error(`no element matches ${selector}`);
          for (const type of ['mousePressed', 'mouseReleased']) {
            await send('Input.dispatchMouseEvent', { type, x: point.x, y: point.y, button: 'left', clickCount: 1 });
          }
        },
        back: () => goInHistory(-1),
        forward: () => goInHistory(1),
        evaluate,
        errors: () => Promise.resolve(errors),
        close() {
          socket.close();
          browser.kill();
          rmSync(profile, { recursive: true, force: true });
          return Promise.resolve();
        },
      };
      return driver;
    },
  };
}

async function connect(port: number): Promise<WebSocket> {
  const socket = new WebSocket(await pageWebSocket(port), { handshakeTimeout: 10_000 });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return socket;
}

/** The page target's DevTools socket, once the browser listens. */
async function pageWebSocket(port: number): Promise<string> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    try {
      // A browser still starting can accept the connection and not answer yet: ask again instead.
      const response = await fetch(`http://127.0.0.1:${port}/json`, { signal: AbortSignal.timeout(2000) });
      const targets = (await response.json()) as Array<{ type: string; webSocketDebuggerUrl: string }>;
      const page = targets.find((target) => target.type === 'page');
      if (page) return page.webSocketDebuggerUrl;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no DevTools endpoint on port ${port}`);
}
