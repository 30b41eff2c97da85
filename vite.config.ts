import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkStylesheets } from './vite-plugins/chunks/chunk-stylesheets.ts';
import { consentPopupFiles } from './vite-plugins/content/consent-popups.ts';
import { legalRecord } from './vite-plugins/content/legal-record.ts';
import { chunkName, compiledContent, markdownPages } from './vite-plugins/content/plugin.ts';
import { inlineScriptPolicy } from './vite-plugins/html/inline-script-policy.ts';
import { plainDocuments } from './vite-plugins/html/plain-documents.ts';
import { precompress } from './vite-plugins/html/precompress.ts';
import { prerenderShell } from './vite-plugins/html/prerender-shell.ts';
import { securityHeaders } from './deploy/security-headers.ts';

const contentDir = fileURLToPath(new URL('./content', import.meta.url));
const content = compiledContent(contentDir);

export default defineConfig({
  plugins: [
    react(),
    chunkStylesheets('/'),
    markdownPages(contentDir, content),
    prerenderShell('/src/app/prerender-home.tsx', () => [react(), markdownPages(contentDir, content)], content, contentDir),
    plainDocuments(
      content,
      fileURLToPath(new URL('./src/styles/noscript.css', import.meta.url)),
      fileURLToPath(new URL('./src/styles/printable.css', import.meta.url)),
    ),
    legalRecord(
      content,
      fileURLToPath(new URL('./content/published-hashes.json', import.meta.url)),
      fileURLToPath(new URL('./docs/legal-manifest.schema.json', import.meta.url)),
      consentPopupFiles,
    ),
    inlineScriptPolicy(),
    precompress(),
  ],
  resolve: {
    // @xstate/react imports the useSyncExternalStore shim for React before 18; React 19 has the hook.
    alias: [{ find: /^use-sync-external-store\/shim$/, replacement: 'react' }],
  },
  build: {
    modulePreload: false,
    // The support matrix is package.json's `browserslist`: JS and CSS (Lightning CSS) are lowered for it.
    target: browserslistToEsbuild(),
    rolldownOptions: {
      output: {
        // Page chunks are named for their page: page-privacy-[hash].js, version-privacy-2026-11-01-[hash].js…
        chunkFileNames: ({ facadeModuleId }) => `assets/${chunkName(contentDir, facadeModuleId)}-[hash].js`,
      },
    },
  },
  // The inspector's libraries (development only, loaded on `?inspect`) are prebundled when the server
  // starts, not discovered on the first `?inspect` load, which would make Vite reload the page.
  optimizeDeps: { include: ['@dagrejs/dagre', 'xstate/graph'] },
  // `npm start` serves the build with the same headers as deploy/nginx.conf; the dev server does not
  // (Vite's hot reload needs inline code).
  preview: { port: Number(process.env.PREVIEW_PORT ?? 4173), strictPort: true, headers: securityHeaders },
});
