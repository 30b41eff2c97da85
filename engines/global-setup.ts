import { preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { ensureOldChromium, oldChromiumBuilds } from './old-chromium-builds';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Fetches the old Chromium builds, then serves the production build (`vite preview`, built by
 * `npm run test:engines`) on PREVIEW_PORT, unless BASE_URL names a server already running.
 */
export default async function setup(project: TestProject) {
  await Promise.all(oldChromiumBuilds.map(({ packageVersion }) => ensureOldChromium(packageVersion)));
  // Vitest sets BASE_URL to Vite's base (`/`) when nobody else has: only an address counts.
  const running = process.env.BASE_URL;
  if (running?.startsWith('http')) {
    project.provide('baseUrl', running);
    return undefined;
  }
  // In this process, so that the server surely stops with the suite.
  const port = Number(process.env.PREVIEW_PORT ?? '4173');
  const server = await preview({ logLevel: 'warn', preview: { host: '127.0.0.1', port, strictPort: true } });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  return () => server.close();
}
