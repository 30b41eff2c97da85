import react from '@vitejs/plugin-react';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compiledContent, markdownPages } from './vite-plugins/markdown-pages.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { prerenderShell } from './vite-plugins/prerender-shell.ts';
import { securityHeaders } from './deploy/security-headers.ts';

const contentDir = fileURLToPath(new URL('./content', import.meta.url));
const content = compiledContent(contentDir);

export default defineConfig({
  plugins: [
    react(),
    markdownPages(contentDir, content),
    prerenderShell(() => [react(), markdownPages(contentDir, content)]),
    precompress(),
  ],
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
  // `npm start` serves the build with the same headers as deploy/nginx.conf; the dev server does not
  // (Vite's hot reload needs inline code).
  preview: { port: Number(process.env.PREVIEW_PORT ?? 4173), strictPort: true, headers: securityHeaders },
});
