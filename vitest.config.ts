import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { markdownPages } from './build/markdown-pages.ts';

export default defineConfig({
  plugins: [markdownPages(fileURLToPath(new URL('./content', import.meta.url)))],
  test: { include: ['test/**/*.test.ts'], environment: 'node' },
});
