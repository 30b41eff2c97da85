import { Action, type History } from 'history';
import { assign, createActor, fromPromise, type InspectionEvent, type Observer } from 'xstate';
import type { PageContent } from '../config/page-content';
import { documentView, type ContentView, type FocusedLink, type ScrollPosition } from './document-view';
import { pageRequest, routesMachine, type PageRequest } from './routes-machine';

/** Where page code comes from (the app's is src/app/page-loader.ts), so the router knows no module of the pages. */
export interface PageLoader {
  loadPage(request: PageRequest): Promise<PageContent>;
  /** The page's content if its chunk has arrived already, so a revisit renders at once. */
  loadedPage(request: PageRequest): PageContent | undefined;
  /** After a failed chunk: the entry script of a newer release on the server, if any. */
  findNewRelease(): Promise<string | null>;
  reloadForRelease(release: string): void;
}

/** The key `history` reports for an entry it did not create. */
const unkeyed = 'default';

interface SyncOptions {
  pageLoader?: PageLoader;
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
  // The link of the text each entry was left from, if focus was on one.
  const linkByEntry = new Map<string, FocusedLink | null>();
  let currentKey = history.location.key;
  // `history` keys every entry it did not create (the first one, a typed address, a script setting
  // location.hash) as `default`, so places kept by key would pass from one such entry to another.
  // Each one gets a key of its own, in place, the moment it is seen.
  // Not with history.replace: that rewrites the address (it drops an empty `?`), which is the reader's.
  const keyUnkeyedEntry = () => {
    if (history.location.key !== unkeyed) return;
    currentKey = Math.random().toString(36).slice(2, 10);
    const state: unknown = window.history.state;
    window.history.replaceState({ ...(state !== null && typeof state === 'object' ? state : {}), key: currentKey }, '');
  };

  const machine = routesMachine.provide({
    ...(pageLoader && {
      actors: {
        loadPage: fromPromise(({ input }) => pageLoader.loadPage(input)),
        findNewRelease: fromPromise(() => pageLoader.findNewRelease()),
      },
    }),
    actions: {
      ...(pageLoader && {
        recallLoadedPage: assign({ page: ({ context }) => pageLoader.loadedPage(pageRequest(context)) }),
        reloadForRelease: (_, { release }) => pageLoader.reloadForRelease(release),
      }),
      writeAddress: (_, { to, mode }) => {
        if (mode === 'push') history.push(to);
        if (mode === 'replace') history.replace(to);
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
      restoreFocus: (_, { section }) => {
        const link = linkByEntry.get(history.location.key);
        if (link && view.focusLink(link)) return;
        const saved = scrollByEntry.get(history.location.key);
        view.focusHeading(saved === undefined ? section : (saved?.heading ?? null));
      },
    },
  });
  const { pathname, search } = history.location;
  const actor = createActor(machine, { input: { path: pathname, search }, inspect });

  history.listen(({ action, location }) => {
    if (action !== Action.Replace) {
      scrollByEntry.set(currentKey, view.scrollPosition());
      linkByEntry.set(currentKey, view.focusedLink());
    }
    currentKey = location.key;
    if (action !== Action.Pop) return;
    keyUnkeyedEntry();
    actor.send({ type: 'location.change', path: location.pathname, search: location.search });
  });
  keyUnkeyedEntry();
  return actor.start();
}

export type RouterActor = ReturnType<typeof syncWithHashHistory>;
