import { createMemoryHistory } from 'history';
import { describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { detachedView } from '../src/router/document-view';
import { syncWithHashHistory } from '../src/router/sync-with-hash-history';

// The hosted inspector needs the internet; this checks the same wiring with a recording observer.
describe('inspecting the router', () => {
  it('streams the router’s events and snapshots as the user navigates', async () => {
    const recorded: InspectionEvent[] = [];
    const history = createMemoryHistory({ initialEntries: ['/'] });
    const router = syncWithHashHistory(history, { view: detachedView, inspect: (event) => recorded.push(event) });

    router.send({ type: 'nav.go', path: '/privacy' });
    await Promise.resolve(); // the address is written in a microtask (see syncWithHashHistory)
    history.back();
    history.forward();

    const routerEvents = recorded
      .filter((event) => event.type === '@xstate.event' && event.actorRef === router)
      .map((event) => (event.type === '@xstate.event' ? event.event.type : ''));
    expect(routerEvents).toEqual(['xstate.init', 'nav.go', 'location.change', 'location.change']);

    const states = recorded
      .filter((event) => event.type === '@xstate.snapshot' && event.actorRef === router)
      .map((event) => (event.type === '@xstate.snapshot' && 'value' in event.snapshot ? event.snapshot.value : null));
    expect(states).toEqual(['index', 'privacy', 'index', 'privacy']);
    expect(history.location.pathname).toBe('/privacy');

    // The page loader is a child of the router, so the inspector shows it too.
    const page = router.getSnapshot().children.page;
    expect(recorded.some((event) => event.type === '@xstate.actor' && event.actorRef === page)).toBe(true);
    router.stop();
  });
});
