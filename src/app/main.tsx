import { createHashHistory } from 'history';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { App } from './app';
import { keepReadingPosition, syncWithHashHistory } from '../router/sync-with-hash-history';
import '../styles/app.css';

// The inspector is a development tool: `import.meta.env.DEV` is false in a build, so none of it ships.
const inspect =
  import.meta.env.DEV && wantsInspector() ? (await import('./inspector')).createInspector() : undefined;

const router = syncWithHashHistory(createHashHistory(), { inspect });

// index.html already shows the layout, and the page once its chunk is here (see
// build/prerender-shell.ts). The app renders once the first page has arrived too.
const firstPage = router.getSnapshot().children.page;
if (firstPage) {
  await waitFor(firstPage, (page) => page.matches('ready') || page.matches('failed'), {
    timeout: 3000,
  }).catch(() => undefined);
}

const container = document.getElementById('app');
if (!container) throw new Error('index.html has no #app element');
if (firstPage?.getSnapshot().matches('ready') && document.querySelector('#app main > article')?.checkVisibility()) {
  // The HTML shows this very page, as the app renders it: adopt that DOM instead of replacing it.
  hydrateRoot(container, <App router={router} />);
} else {
  // Not found, failed or still loading: replace what the HTML shows, in one commit.
  const root = createRoot(container);
  keepReadingPosition(() => {
    flushSync(() => {
      root.render(<App router={router} />);
    });
  });
}

function wantsInspector(): boolean {
  return new URLSearchParams(window.location.search).has('inspect') || import.meta.env.VITE_INSPECT === '1';
}
