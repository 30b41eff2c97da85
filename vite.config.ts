import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { markdownPages } from './build/markdown-pages.ts';

const contentDir = fileURLToPath(new URL('./content', import.meta.url));

export default defineConfig({
  plugins: [react(), markdownPages(contentDir)],
  build: { target: 'es2022' },
  preview: { port: 4173, strictPort: true },
});
