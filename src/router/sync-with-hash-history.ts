import { Action, type History } from 'history';
import { createActor, type InspectionEvent, type Observer } from 'xstate';
import { site } from '../config/site';
import { routesMachine } from './routes-machine';

/** The DOM the router's effects act on; a test can hand in its own. */
export interface ContentView {
  scrollTop(): number;
  scrollTo(top: number): void;
  /** Scrolls the heading with this id to the top of the content area; false when there is none. */
  revealSection(id: string): boolean;
  /** Focuses the heading with this id, else the page's `<h1>`. */
  focusHeading(id: string | null): void;
  showTitle(title: string): void;
  showDescription(description: string): void;
}

const contentArea = () => document.getElementById('content');
const sectionHeading = (id: string | null) =>
  id === null ? null : (contentArea()?.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`) ?? null);

export const documentView: ContentView = {
  scrollTop: () => contentArea()?.scrollTop ?? 0,
  scrollTo: (top) => {
    contentArea()?.scrollTo({ top });
  },
  revealSection: (id) => {
    const heading = sectionHeading(id);
    heading?.scrollIntoView({ block: 'start' });
    return heading !== null;
  },
  focusHeading: (id) => {
    const heading = sectionHeading(id) ?? contentArea()?.querySelector<HTMLElement>('h1');
    heading?.focus({ preventScroll: true });
  },
  showTitle: (title) => {
    document.title = `${title} - ${site['product.name']}`;
  },
  showDescription: (description) => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
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
      showTitle: (_, { title }) => view.showTitle(title),
      showDescription: (_, { description }) => view.showDescription(description),
      scrollToTop: () => view.scrollTo(0),
      restoreScroll: (_, { section }) => {
        const saved = scrollByEntry.get(history.location.key);
        if (saved !== undefined) view.scrollTo(saved);
        else if (section === null || !view.revealSection(section)) view.scrollTo(0);
      },
      revealSection: (_, { section }) => {
        if (!view.revealSection(section)) view.scrollTo(0);
      },
      focusHeading: (_, { section }) => view.focusHeading(section),
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
