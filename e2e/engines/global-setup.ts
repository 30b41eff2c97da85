import { spawn } from 'node:child_process';
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
  const port = process.env.PREVIEW_PORT ?? '4173';
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', port, '--strictPort'], { stdio: 'inherit' });
  for (const deadline = Date.now() + 30_000; ; ) {
    const up = await fetch(baseUrl).then((response) => response.ok, () => false);
    if (up) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`vite preview did not start on ${baseUrl}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  project.provide('baseUrl', baseUrl);
  return () => {
    server.kill();
  };
}
