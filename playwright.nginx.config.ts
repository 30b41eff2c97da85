import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run test:nginx`: the production build behind a real nginx with deploy/nginx.conf
// (scripts/nginx.mjs), on a fixed loopback port. The `nginx` project runs the HTTP checks of
// deploy/nginx.spec.ts (headers, caching, compression, 404s) and the @smoke e2e tests through it.
//
// A config of its own rather than a project in playwright.config.ts: Playwright starts every
// webServer of a config whatever --project asks for, so `npm test` would need nginx.
const port = process.env.NGINX_PORT ?? '8180';
const baseURL = `http://127.0.0.1:${port}`;
const desktop = base.projects?.find((project) => project.name === 'desktop');

export default defineConfig({
  ...base,
  testDir: '.',
  projects: [
    {
      name: 'nginx',
      testMatch: ['e2e/*.spec.ts', 'deploy/nginx.spec.ts'],
      grep: /@smoke|@nginx/,
      use: { ...desktop?.use, baseURL },
    },
  ],
  webServer: {
    command: 'node scripts/nginx.mjs',
    env: { NGINX_PORT: port },
    url: baseURL,
    // Never someone else's server on that port: the checks are about this config.
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    timeout: 10_000,
  },
});
