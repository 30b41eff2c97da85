import { StrictMode } from 'react';
import { AppLayout } from '../layout/app-layout';
import { RouterActorContext } from '../router/react';
import type { RouterActor } from '../router/sync-with-hash-history';

/** The whole app for a router: rendered in the browser, and at build time for index.html. */
export function App({ router }: { router: RouterActor }) {
  return (
    <StrictMode>
      <RouterActorContext value={router}>
        <AppLayout />
      </RouterActorContext>
    </StrictMode>
  );
}
