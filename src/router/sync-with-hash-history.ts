import { Action, type History } from 'history';
import { createActor, type InspectionEvent, type Observer } from 'xstate';
import { site } from '../config/site';
import { routesMachine } from './routes-machine';

/** The DOM the router's effects act on; a test can hand in its own. */
export interface ContentView {
  scrollTop(): number;
  scrollTo(top: number): void;
  focusHeading(): void;
  showTitle(title: string): void;
}

export const documentView: ContentView = {
  scrollTop: () => document.getElementById('content')?.scrollTop ?? 0,
  scrollTo: (top) => {
    document.getElementById('content')?.scrollTo({ top });
  },
  focusHeading: () => {
    document.querySelector<HTMLElement>('#content h1')?.focus({ preventScroll: true });
  },
  showTitle: (title) => {
    document.title = `${title} - ${site['product.name']}`;
  },
};

interface SyncOptions {
  view?: ContentView;
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
}

/**
 * Starts the routes machine on a history: the only code that touches `history`. Links become
 * pushes through the machine's `writeAddress`; back/forward and hand-typed hashes (POP) become
 * `location.change` events. PUSH and REPLACE notifications are the machine's own writes, so they
 * are not sent back: no loop, no double entry.
 */
export function syncWithHashHistory(history: History, { view = documentView, inspect }: SyncOptions = {}) {
  const scrollByEntry = new Map<string, number>();
  let currentKey = history.location.key;

  const machine = routesMachine.provide({
    actions: {
      writeAddress: (_, { to, mode }) => {
        if (mode === 'push') history.push(to);
        if (mode === 'replace') history.replace(to);
      },
      restoreScroll: (_, { navigation }) => {
        view.scrollTo(navigation === 'pop' ? (scrollByEntry.get(history.location.key) ?? 0) : 0);
      },
      focusHeading: () => view.focusHeading(),
      showTitle: (_, { title }) => view.showTitle(title),
    },
  });
  const { pathname, search } = history.location;
  const actor = createActor(machine, { input: { path: pathname, search }, inspect });

  history.listen(({ action, location }) => {
    if (action !== Action.Replace) scrollByEntry.set(currentKey, view.scrollTop());
    currentKey = location.key;
    if (action === Action.Pop) actor.send({ type: 'location.change', path: location.pathname, search: location.search });
  });
  return actor.start();
}

export type RouterActor = ReturnType<typeof syncWithHashHistory>;
