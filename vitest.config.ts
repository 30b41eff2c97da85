import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { compiledContent, markdownPages } from './vite-plugins/content/plugin.ts';

const contentDir = fileURLToPath(new URL('./content', import.meta.url));

export default defineConfig({
  plugins: [markdownPages(contentDir, compiledContent(contentDir))],
  test: { include: ['test/**/*.test.ts'], environment: 'node' },
});
