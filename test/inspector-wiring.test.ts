import { createMemoryHistory } from 'history';
import { describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { detachedView } from '../src/router/document-view';
import { syncWithHashHistory } from '../src/router/sync-with-hash-history';

// The hosted inspector needs the internet; this checks the same wiring with a recording observer.
describe('inspecting the router', () => {
  it('streams the router’s events and snapshots as the user navigates', () => {
    const recorded: InspectionEvent[] = [];
    const history = createMemoryHistory({ initialEntries: ['/'] });
    const router = syncWithHashHistory(history, { view: detachedView, inspect: (event) => recorded.push(event) });

    router.send({ type: 'nav.go', path: '/privacy' });
    history.back();
    history.forward();

    const routerEvents = recorded
      .filter((event) => event.type === '@xstate.event' && event.actorRef === router)
      .map((event) => (event.type === '@xstate.event' ? event.event.type : ''));
    expect(routerEvents).toEqual(['xstate.init', 'nav.go', 'location.change', 'location.change']);

    const states = recorded
      .filter((event) => event.type === '@xstate.snapshot' && event.actorRef === router)
      .map((event) => (event.type === '@xstate.snapshot' && 'value' in event.snapshot ? event.snapshot.value : null))
      .map((value) => (value !== null && typeof value === 'object' && 'route' in value ? value.route : value));
    expect(states).toEqual(['index', 'privacy', 'index', 'privacy']);
    expect(history.location.pathname).toBe('/privacy');

    // The page's loader is invoked by the router, so the inspector shows it too.
    const [loader] = Object.values(router.getSnapshot().children);
    expect(loader).toBeDefined();
    expect(recorded.some((event) => event.type === '@xstate.actor' && event.actorRef === loader)).toBe(true);
    router.stop();
  });
});
