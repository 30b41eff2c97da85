import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

// BASE_URL points the suite at an already running server (e.g. nginx); otherwise it serves the
// production build itself.
// PREVIEW_PORT moves the preview server, so that two checkouts can run their suites side by side.
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${process.env.PREVIEW_PORT ?? '4173'}`;
// The XState inspector is development-only: its specs (e2e/dev/) run against the Vite dev server.
// DEV_PORT moves it, as PREVIEW_PORT moves the preview.
const devPort = process.env.DEV_PORT ?? '5183';
const devURL = `http://127.0.0.1:${devPort}`;
const devServerSpecs = '**/e2e/dev/**';
const desktop = { browserName: 'chromium', viewport: { width: 1280, height: 800 } } as const;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'zh-CN',
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    // Stories of the phone layout only (the 目录 bar) run at phone size only.
    { name: 'desktop', use: desktop, testIgnore: devServerSpecs, grepInvert: /@phone-only/ },
    {
      name: 'mobile',
      use: { browserName: 'chromium', viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true },
      testIgnore: devServerSpecs,
      // Tests of logic that does not depend on the viewport (routing, redeploys), and stories of the wide
      // layout, run at desktop size only.
      grepInvert: /@desktop-only/,
    },
    { name: 'inspector', testDir: 'e2e/dev', use: { ...desktop, baseURL: devURL } },
  ],
  // Playwright starts every server listed whatever --project asks for; the dev server is up in a second.
  webServer: [
    ...(process.env.BASE_URL
      ? []
      : [
          {
            command: 'npm run build && npm run preview',
            url: baseURL,
            reuseExistingServer: !process.env.CI,
            timeout: 180_000,
          },
        ]),
    {
      command: `npm run dev -- --port ${devPort} --strictPort --host 127.0.0.1`,
      url: devURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
