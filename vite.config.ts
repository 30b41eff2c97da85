import react from '@vitejs/plugin-react';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { markdownPages } from './build/markdown-pages.ts';
import { prerenderShell } from './build/prerender-shell.ts';

const contentDir = fileURLToPath(new URL('./content', import.meta.url));

export default defineConfig({
  plugins: [react(), markdownPages(contentDir), prerenderShell()],
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Page chunks are named for their page (page-privacy-[hash].js): readable in the network panel.
        chunkFileNames: ({ facadeModuleId }) =>
          facadeModuleId?.endsWith('.md') ? `assets/page-${basename(facadeModuleId, '.md')}-[hash].js` : 'assets/[name]-[hash].js',
      },
    },
  },
  preview: { port: 4173, strictPort: true },
});
