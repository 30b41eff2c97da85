import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * The pages a consent pop-up links to are read before the reader has agreed to anything: opening one
 * makes no request to another host, sets no cookie and writes no storage until the reader acts.
 */

interface Link {
  address: string;
  text: string;
  version: string;
}

/** Every address the pop-ups link to (/legal/first-run.json, /legal/re-consent/*.json), as plain documents and in the app. */
async function poppedUpAddresses(request: APIRequestContext): Promise<string[]> {
  const manifest = (await (await request.get('/legal/manifest.json')).json()) as { texts: Array<{ id: string; versions: Array<{ effective: string; consent: string }> }> };
  const firstRun = (await (await request.get('/legal/first-run.json')).json()) as { payloads: Array<{ links: Link[] }> };
  const reConsent = manifest.texts.flatMap((text) =>
    text.versions.slice(1).filter((version) => version.consent === 'required').map((version) => `/legal/re-consent/${text.id}-${version.effective}.json`),
  );
  const links: Link[] = firstRun.payloads.flatMap((payload) => payload.links);
  for (const address of reConsent) {
    const response = await request.get(address);
    expect(response.ok(), address).toBe(true);
    links.push(...((await response.json()) as { links: Link[] }).links);
  }
  const documents = links.map((link) => link.address.split('#')[0] ?? '');
  const inApp = links.map((link) => `/?embed=1#/${link.text}?version=${link.version}`);
  return [...new Set([...documents, ...inApp])];
}

/** Counts every write to storage and every cookie set by script, from before the page's first script. */
async function watchWrites(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const writes: string[] = [];
    (window as unknown as { storageWrites: string[] }).storageWrites = writes;
    for (const method of ['setItem', 'removeItem', 'clear'] as const) {
      const original: unknown = Reflect.get(Storage.prototype, method);
      Reflect.set(Storage.prototype, method, function (this: Storage, ...args: unknown[]) {
        writes.push(`${method}(${args.map(String).join(', ')})`);
        return Reflect.apply(original as (...all: unknown[]) => unknown, this, args);
      });
    }
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      get: () => cookie?.get?.call(document) as string,
      set: (value: string) => {
        writes.push(`cookie ${value}`);
        cookie?.set?.call(document, value);
      },
    });
    const open = indexedDB.open.bind(indexedDB);
    indexedDB.open = (name: string, version?: number) => {
      writes.push(`indexedDB ${name}`);
      return open(name, version);
    };
  });
  return () => page.evaluate(() => (window as unknown as { storageWrites: string[] }).storageWrites);
}

test('no page a consent pop-up links to makes a request to another host, sets a cookie or writes storage before the reader acts', async ({ page, context, request, baseURL }) => {
  test.slow();
  const addresses = await poppedUpAddresses(request);
  expect(addresses.length).toBeGreaterThanOrEqual(8);
  const origin = new URL(baseURL ?? '').origin;
  const elsewhere: string[] = [];
  page.on('request', (sent) => {
    if (!sent.url().startsWith('data:') && new URL(sent.url()).origin !== origin) elsewhere.push(sent.url());
  });
  const writes = await watchWrites(page);
  for (const address of addresses) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await writes(), address).toEqual([]);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length]), address).toEqual([0, 0]);
  }
  expect(elsewhere).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  // The watch sees a write once the reader acts: A+ keeps the text size on the device.
  await page.getByRole('button', { name: /A\+/ }).click();
  await expect.poll(writes).toEqual([expect.stringMatching(/^setItem\(/)]);
});
