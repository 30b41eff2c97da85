import { createMemoryHistory } from 'history';
import { renderToString } from 'react-dom/server';
import { waitFor } from 'xstate';
import { App } from './app';
import { homeRoute } from '../config/routes';
import { pageLoader } from './page-loader';
import { detachedView } from '../router/document-view';
import { syncWithHashHistory } from '../router/sync-with-hash-history';

/**
 * The app as it first renders at home, as HTML: run at build time (vite-plugins/html/prerender-shell.ts) for
 * index.html, which the browser paints before any script and the app then hydrates.
 */
export async function prerenderHome(): Promise<string> {
  const router = syncWithHashHistory(createMemoryHistory({ initialEntries: [homeRoute.path] }), { pageLoader, view: detachedView });
  await waitFor(router, (snapshot) => snapshot.matches({ page: 'ready' }));
  const html = renderToString(<App router={router} />);
  router.stop();
  return html;
}
