import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compiledContent, markdownPages, pageModule } from './vite-plugins/page-modules.ts';
import { inlineScriptPolicy } from './vite-plugins/inline-script-policy.ts';
import { plainDocuments } from './vite-plugins/plain-documents.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { prerenderShell } from './vite-plugins/prerender-shell.ts';
import { securityHeaders } from './deploy/security-headers.ts';

const contentDir = fileURLToPath(new URL('./content', import.meta.url));
const content = compiledContent(contentDir);

function chunkName(facadeModuleId: string | null): string {
  const module = facadeModuleId ? pageModule(contentDir, facadeModuleId) : null;
  if (!module) return '[name]';
  const page = basename(module.path);
  return module.kind === 'current' ? `page-${page}` : `${module.kind === 'version' ? 'version' : 'compare'}-${page}-${module.effective}`;
}

export default defineConfig({
  plugins: [
    react(),
    markdownPages(contentDir, content),
    prerenderShell(() => [react(), markdownPages(contentDir, content)], content, contentDir),
    plainDocuments(content, fileURLToPath(new URL('./src/styles/noscript.css', import.meta.url))),
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
        // Page chunks are named for their page (page-privacy-[hash].js, version-privacy-2026-11-01-[hash].js,
        // compare-privacy-2026-11-01-[hash].js): readable in the network panel.
        chunkFileNames: ({ facadeModuleId }) => `assets/${chunkName(facadeModuleId)}-[hash].js`,
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
