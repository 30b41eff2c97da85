import { createHashHistory } from 'history';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppLayout } from '../layout/app-layout';
import { RouterContext } from '../router/router-context';
import { syncWithHashHistory } from '../router/sync-with-hash-history';
import '../styles/app.css';

// The inspector is a development tool: `import.meta.env.DEV` is false in a build, so none of it ships.
const inspect =
  import.meta.env.DEV && wantsInspector() ? (await import('./inspector')).createInspector() : undefined;

const router = syncWithHashHistory(createHashHistory(), { inspect });

const app = document.getElementById('app');
if (!app) throw new Error('index.html has no #app element');
createRoot(app).render(
  <StrictMode>
    <RouterContext value={router}>
      <AppLayout />
    </RouterContext>
  </StrictMode>,
);

function wantsInspector(): boolean {
  return new URLSearchParams(window.location.search).has('inspect') || import.meta.env.VITE_INSPECT === '1';
}
