// The floor apps of `perf/floor-bench.mjs`: `FLOOR=react` or `FLOOR=react-xstate npx vite build
// --config perf/floor/vite.config.ts` builds index.html with perf/floor/<FLOOR>/main.tsx as its
// script into .cache/floor/<FLOOR>, with the app's build target and the same React and @xstate/react
// resolution as vite.config.ts.
import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import { peerPages } from './peer-pages.ts';

const floor = process.env.FLOOR ?? 'react';
const root = join(import.meta.dirname, '..', '..');
const benchDir =
  process.env.BENCH_DIR ?? [join(root, '..', 'shared', 'bench'), join(root, '..', '..', 'shared', 'bench')].find((dir) => existsSync(dir));
if (!benchDir) throw new Error('no ../shared/bench: set BENCH_DIR');

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [
    react(),
    peerPages(benchDir),
    { name: 'floor-entry', transformIndexHtml: { order: 'pre', handler: (html) => html.replace('./FLOOR/', `./${floor}/`) } },
  ],
  resolve: { alias: [{ find: /^use-sync-external-store\/shim$/, replacement: 'react' }] },
  build: {
    outDir: join(root, '.cache', 'floor', floor),
    emptyOutDir: true,
    modulePreload: false,
    sourcemap: true,
    target: browserslistToEsbuild(undefined, { path: root }),
  },
});
