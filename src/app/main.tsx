import './polyfills';
import { createHashHistory } from 'history';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { pageLoader } from './page-loader';
import { routeById } from '../config/routes';
import { syncWithHashHistory, type RouterActor } from '../router/sync-with-hash-history';
import '../styles/app.css';

void start();

// No top-level `await`: the engines of the support matrix (package.json `browserslist`) include some
// that have ES modules but not it.
async function start(): Promise<void> {
  // The inspector is a development tool: `import.meta.env.DEV` is false in a build, so none of it ships.
  const inspect =
    import.meta.env.DEV && wantsInspector()
      ? await (await import('../dev/inspector/start-inspector')).startInspector()
      : undefined;
  if (import.meta.env.DEV && !inspect) void import('../dev/inspector/shortcut').then((shortcut) => shortcut.offerInspector());

  const router = syncWithHashHistory(createHashHistory(), { pageLoader, inspect });

  // index.html already shows the layout, and the page once its chunk is here (see
  // vite-plugins/html/prerender-shell.ts). The app renders once the first page has arrived too.
  await settled(router, 3000);

  const container = document.getElementById('app');
  if (!container) throw new Error('index.html has no #app element');
  const tree = <App router={router} />;
  if (htmlShowsFirstPage()) {
    // Adopt that DOM instead of replacing it: the reader's place, and a screen reader's, are kept.
    hydrateRoot(container, tree);
  } else {
    // Not found, failed, still loading, or the reader has moved on: replace it, in one commit.
    const root = createRoot(container);
    flushSync(() => {
      root.render(tree);
    });
  }

  /** Whether index.html (prerendered home, or the start-up script) shows the page the app starts on. */
  function htmlShowsFirstPage(): boolean {
    const snapshot = router.getSnapshot();
    const { context } = snapshot;
    if (context.visit !== 0 || context.match.kind !== 'route' || !snapshot.matches({ page: 'ready' })) return false;
    // The script shows the text in force only: a version, a comparison or a list tapped before the app came is rendered anew.
    if ((context.version ?? context.compare ?? context.to ?? context.list) !== null) return false;
    return document.documentElement.dataset.startupPage === routeById(context.match.id).path;
  }
}

/**
 * Once the first page's chunk has arrived or failed (or there is no page), or after `ms`: xstate's waitFor does this too,
 * with more than the entry needs (and the entry's bytes are every reader's).
 */
function settled(router: RouterActor, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      subscription.unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const check = () => {
      const snapshot = router.getSnapshot();
      if (!snapshot.matches({ page: 'loading' }) && !snapshot.matches({ page: 'checkingRelease' })) done();
    };
    const timer = setTimeout(done, ms);
    const subscription = router.subscribe(check);
    check();
  });
}

function wantsInspector(): boolean {
  return new URLSearchParams(window.location.search).has('inspect') || import.meta.env.VITE_INSPECT === '1';
}
