import type { Plugin } from 'vite';

/** The module Vite wraps every dynamic `import()` of the app in (`__vitePreload(load, deps)`). */
const helperId = '\0vite/preload-helper.js';

/**
 * Vite's helper preloads a chunk's stylesheets and scripts, reports failures as `vite:preloadError`
 * and finds the base URL at run time: ~0.7 kB gzip in every reader's download. With
 * `build.modulePreload: false` the only dependencies it is given are the stylesheets of a chunk (a
 * comparison's, the reader tools'), so this is all of it the app uses: each stylesheet linked once,
 * the chunk evaluated once they have loaded, a failure rejected like a failed chunk (and tried
 * again on the reader's retry).
 */
export function chunkStylesheets(base: string): Plugin {
  const code = `const linked = {};
const link = (href) =>
  (linked[href] = linked[href] || new Promise((resolve, reject) => {
    const element = document.createElement('link');
    element.rel = 'stylesheet';
    element.href = href;
    element.onload = resolve;
    element.onerror = () => {
      element.remove();
      delete linked[href];
      reject(new Error('could not load ' + href));
    };
    document.head.appendChild(element);
  }));
export const __vitePreload = (load, deps) => Promise.all((deps || []).map((dep) => link(${JSON.stringify(base)} + dep))).then(() => load());
`;
  return {
    name: 'chunk-stylesheets',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === helperId ? helperId : null),
    load: (id) => (id === helperId ? code : null),
  };
}
