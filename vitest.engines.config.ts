import { defineConfig } from 'vitest/config';

// The reader scenarios on every engine (e2e/engines/): `npm run test:engines`.
export default defineConfig({
  test: {
    include: ['e2e/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/engines/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One engine at a time: the machine has few cores, and each engine is a whole browser.
    fileParallelism: false,
  },
});
