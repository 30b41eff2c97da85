import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { heading, homeHeading, navLink } from './support/app';

/**
 * A cold open of home where home's chunk arrives before the parser reaches the layout: the start-up
 * script's `import()` resolves while the document is still loading, so it must wait for the layout
 * (DOMContentLoaded) before it marks home's link current, which the app's hydration does not do.
 * A server in front of the build holds back index.html's body until the chunk has been served.
 */
test('home’s link is marked current when home’s chunk arrives before the layout', async ({ page, baseURL }) => {
  let chunkServed: () => void = () => undefined;
  const chunkArrived = new Promise<void>((resolve) => (chunkServed = resolve));
  let bodyHeldUntilChunk = false;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = request.url ?? '/';
      const upstream = await fetch(new URL(path, baseURL));
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      if (path === '/' || path === '/index.html') {
        const html = await upstream.text();
        const split = html.indexOf('<body>');
        response.writeHead(upstream.status, { 'content-type': type });
        response.write(html.slice(0, split));
        // The chunk's module runs once it has arrived; give its then() a moment too.
        bodyHeldUntilChunk = await Promise.race([chunkArrived.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        response.end(html.slice(split));
        return;
      }
      response.writeHead(upstream.status, { 'content-type': type });
      response.end(Buffer.from(await upstream.arrayBuffer()));
      if (/^\/assets\/page-index-[\w-]+\.js$/.test(path)) chunkServed();
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${String(port)}/`);
    expect(bodyHeldUntilChunk, 'home’s chunk was served before the body').toBe(true);
    await expect(heading(page)).toHaveText(homeHeading);
    await expect(navLink(page, '首页')).toHaveAttribute('aria-current', 'page');
    // The app is up: it moves the mark.
    await navLink(page, '介绍').click();
    await expect(navLink(page, '介绍')).toHaveAttribute('aria-current', 'page');
    await expect(navLink(page, '首页')).not.toHaveAttribute('aria-current', 'page');
  } finally {
    server.close();
  }
});
