import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { compiledContent, markdownPages } from './vite-plugins/content/plugin.ts';

const contentDir = fileURLToPath(new URL('./content', import.meta.url));

// Two projects: `unit` (test/, `npm run test:unit`) and `engines`, the reader scenarios on every
// engine (engines/, `npm run test:engines`, against the production build).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [markdownPages(contentDir, compiledContent(contentDir))],
        test: { name: 'unit', include: ['test/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'engines',
          include: ['engines/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['engines/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One engine at a time: the machine has few cores, and each engine is a whole browser.
          fileParallelism: false,
        },
      },
    ],
  },
});
