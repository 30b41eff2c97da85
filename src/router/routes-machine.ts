import { assign, setup, spawnChild, stopChild } from 'xstate';
import { homeRoute, notFoundTitle, routes, type RouteId } from '../config/routes';
import { matchPath } from './match-location';
import { pageMachine } from './page-machine';

/** How the app arrived at the current address: decides scroll and focus once the page is shown. */
export type Navigation = 'load' | 'push' | 'pop';

export interface RouterContext {
  /** The path as requested; the canonical one once a route state is entered. */
  path: string;
  search: string;
  navigation: Navigation;
  /** Counts arrivals, so that a view can tell a new visit of the same route from a re-render. */
  visit: number;
}

export interface AddressWrite {
  /** Path and search, as `history.push` takes them. */
  to: string;
  /** `push` for a followed link; `replace` to correct a non-canonical address; `none` when it is right. */
  mode: 'push' | 'replace' | 'none';
}

/** What the address bar must become once the app has settled on `canonicalPath`. */
export function addressWrite(context: RouterContext, canonicalPath: string): AddressWrite {
  const to = canonicalPath + context.search;
  if (context.navigation === 'push') return { to, mode: 'push' };
  return { to, mode: canonicalPath === context.path ? 'none' : 'replace' };
}

export type RouterEvent =
  /** The user followed an in-app link. */
  | { type: 'nav.go'; path: string; search?: string }
  /** The address changed outside the app: back/forward or a hand-edited hash. */
  | { type: 'location.change'; path: string; search: string }
  /** The view has rendered the content of the current visit. */
  | { type: 'page.shown' };

/**
 * The routes as states. Pure: effects are named actions whose browser implementations the
 * history adapter provides (see sync-with-hash-history.ts); page loading lives in a spawned child.
 */
export const routesMachine = setup({
  types: {
    context: {} as RouterContext,
    events: {} as RouterEvent,
    input: {} as { path: string; search: string },
  },
  actors: { page: pageMachine },
  actions: {
    /** Writes the resolved address to history (see addressWrite). */
    writeAddress: (_, _params: AddressWrite) => {},
    restoreScroll: (_, _params: { navigation: Navigation }) => {},
    focusHeading: () => {},
    showTitle: (_, _params: { title: string }) => {},
    settlePath: assign((_, params: { path: string }) => ({ path: params.path })),
    stopPage: stopChild('page'),
    arrive: assign(({ context }, params: { path: string; search: string; navigation: Navigation }) => ({
      ...params,
      visit: context.visit + 1,
    })),
  },
  guards: {
    'is root': ({ context }) => matchPath(context.path).kind === 'root',
    'is route': ({ context }, params: { routeId: RouteId }) => {
      const match = matchPath(context.path);
      return match.kind === 'route' && match.id === params.routeId;
    },
    'is current address': ({ context, event }) =>
      event.type === 'nav.go' && event.path === context.path && (event.search ?? '') === context.search,
    'is first load': ({ context }) => context.navigation === 'load',
  },
}).createMachine({
  id: 'router',
  context: ({ input }) => ({ ...input, navigation: 'load', visit: 0 }),
  initial: 'resolving',
  states: {
    resolving: {
      always: [
        { guard: 'is root', target: 'root' },
        ...routes.map((route) => ({
          guard: { type: 'is route', params: { routeId: route.id } } as const,
          target: route.id,
          actions: settleOn(route.path),
        })),
        { target: 'notFound', actions: { type: 'writeAddress', params: ({ context }) => addressWrite(context, context.path) } },
      ],
    },
    root: {
      always: { target: homeRoute.id, actions: settleOn(homeRoute.path) },
    },
    // One state per route: it names the page and spawns the loader of that page's chunk.
    ...Object.fromEntries(
      routes.map((route) => [
        route.id,
        {
          entry: [
            { type: 'showTitle', params: { title: route.title } } as const,
            spawnChild('page', { id: 'page', input: { routeId: route.id } }),
          ],
          exit: 'stopPage' as const,
        },
      ]),
    ),
    notFound: {
      entry: { type: 'showTitle', params: { title: notFoundTitle } },
    },
  },
  on: {
    'nav.go': [
      { guard: 'is current address' },
      {
        target: '.resolving',
        actions: {
          type: 'arrive',
          params: ({ event }) => ({ path: event.path, search: event.search ?? '', navigation: 'push' as const }),
        },
      },
    ],
    'location.change': {
      target: '.resolving',
      actions: {
        type: 'arrive',
        params: ({ event }) => ({ path: event.path, search: event.search, navigation: 'pop' as const }),
      },
    },
    'page.shown': [
      { guard: 'is first load', actions: { type: 'restoreScroll', params: { navigation: 'load' } } },
      {
        actions: [
          { type: 'restoreScroll', params: ({ context }) => ({ navigation: context.navigation }) },
          'focusHeading',
        ],
      },
    ],
  },
});

function settleOn(path: string) {
  return [
    { type: 'writeAddress', params: ({ context }: { context: RouterContext }) => addressWrite(context, path) },
    { type: 'settlePath', params: { path } },
  ] as const;
}

