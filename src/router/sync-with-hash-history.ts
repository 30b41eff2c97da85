import { Action, type History } from 'history';
import { createActor, type InspectionEvent, type Observer } from 'xstate';
import { documentView, type ContentView, type ScrollPosition } from './document-view';
import type { pageMachine } from './page-machine';
import { routesMachine, type AddressWrite } from './routes-machine';

interface SyncOptions {
  /** Where page code comes from: the page machine with its loader provided (src/app/page-loading.ts). */
  pageLoader?: typeof pageMachine;
  view?: ContentView;
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
}

/**
 * Starts the routes machine on a history: the only code that touches `history`. Links become
 * pushes through the machine's `writeAddress`; back/forward and hand-typed hashes (POP) become
 * `location.change` events. PUSH and REPLACE notifications are the machine's own writes, so they
 * are not sent back: no loop, no double entry.
 */
export function syncWithHashHistory(history: History, { pageLoader, view = documentView, inspect }: SyncOptions = {}) {
  const scrollByEntry = new Map<string, ScrollPosition | null>();
  let currentKey = history.location.key;
  let pendingWrite: AddressWrite | null = null;

  const machine = routesMachine.provide({
    ...(pageLoader && { actors: { page: pageLoader } }),
    actions: {
      writeAddress: (_, write) => {
        pendingWrite = write;
      },
      showTitle: (_, { title }) => view.showTitle(title),
      showDescription: (_, { description }) => view.showDescription(description),
      scrollToTop: () => view.scrollTo(null),
      restoreScroll: (_, { section }) => {
        const saved = scrollByEntry.get(history.location.key);
        if (saved !== undefined) view.scrollTo(saved);
        else if (section === null || !view.revealSection(section)) view.scrollTo(null);
      },
      revealSection: (_, { section }) => {
        if (!view.revealSection(section)) view.scrollTo(null);
      },
      focusHeading: (_, { section }) => view.focusHeading(section),
    },
  });
  const { pathname, search } = history.location;
  const actor = createActor(machine, { input: { path: pathname, search }, inspect });
  // The address is written once the transition is over, in a microtask queued after the one in which
  // the browser requests the new page's chunk (import() starts as the transition ends), so that
  // request leaves first; and before React's commit (React subscribes later), so the listener below
  // still reads the old page's reading position.
  actor.subscribe(() => {
    const write = pendingWrite;
    pendingWrite = null;
    if (write?.mode === 'push') queueMicrotask(() => history.push(write.to));
    if (write?.mode === 'replace') queueMicrotask(() => history.replace(write.to));
  });

  history.listen(({ action, location }) => {
    if (action !== Action.Replace) scrollByEntry.set(currentKey, view.scrollPosition());
    currentKey = location.key;
    if (action === Action.Pop) actor.send({ type: 'location.change', path: location.pathname, search: location.search });
  });
  return actor.start();
}

export type RouterActor = ReturnType<typeof syncWithHashHistory>;
