import { createHashHistory } from 'history';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { AppLayout } from '../layout/app-layout';
import { RouterContext } from '../router/router-context';
import { keepReadingPosition, syncWithHashHistory } from '../router/sync-with-hash-history';
import '../styles/app.css';

// The inspector is a development tool: `import.meta.env.DEV` is false in a build, so none of it ships.
const inspect =
  import.meta.env.DEV && wantsInspector() ? (await import('./inspector')).createInspector() : undefined;

const router = syncWithHashHistory(createHashHistory(), { inspect });

// index.html already shows the layout, and the page once its chunk is here (see
// build/prerender-shell.ts). Rendering once the first page has arrived replaces that in one commit,
// without a frame of empty content in between.
const firstPage = router.getSnapshot().children.page;
if (firstPage) {
  await waitFor(firstPage, (page) => page.matches('ready') || page.matches('failed'), {
    timeout: 3000,
  }).catch(() => undefined);
}

const app = document.getElementById('app');
if (!app) throw new Error('index.html has no #app element');
const root = createRoot(app);
keepReadingPosition(() => {
  flushSync(() => {
    root.render(
      <StrictMode>
        <RouterContext value={router}>
          <AppLayout />
        </RouterContext>
      </StrictMode>,
    );
  });
});

function wantsInspector(): boolean {
  return new URLSearchParams(window.location.search).has('inspect') || import.meta.env.VITE_INSPECT === '1';
}
