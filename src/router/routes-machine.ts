import { assign, fromPromise, raise, setup } from 'xstate';
import type { PageContent, TextRequest } from '../config/page-content';
import { homeRoute, notFoundTitle, routes, type Route, type RouteId } from '../config/routes';
import { matchPath, type LocationMatch } from './match-location';

/** How the app arrived at the current address: decides scroll and focus once the page is shown. */
export type Navigation = 'load' | 'push' | 'pop';

export interface RouterContext {
  /** The path as requested; the canonical one once a route state is entered. */
  path: string;
  /** What the path names: matched once, on arrival; the route once a route state is entered. */
  match: LocationMatch;
  search: string;
  /** The heading the address points at (`?section=<id>`), if any. */
  section: string | null;
  /** An earlier version of the text (`?version=<effective date>`), if asked for. */
  version: string | null;
  /** An earlier version to compare a later one with (`?compare=<effective date>`), if asked for. */
  compare: string | null;
  /** The later version of the comparison (`&to=<effective date>`); without it, the one after `compare`. */
  to: string | null;
  /** A list of the text shown on its own (`?list=third-parties`, see src/config/text-lists.ts), if asked for. */
  list: string | null;
  navigation: Navigation;
  /** Counts arrivals, so that a view can tell a new visit of the same route from a re-render. */
  visit: number;
  /** The content of the current visit's page, once its chunk is here. */
  page: PageContent | undefined;
}

/** The page, and which of its texts (see TextRequest): what the page loader is asked for. */
export type PageRequest = TextRequest & { routeId: RouteId };

/** The request for the route the machine has settled on. */
export function pageRequest({ match, version, compare, to, list }: RouterContext): PageRequest {
  if (match.kind !== 'route') throw new Error('not on a route');
  return { routeId: match.id, version, compare, to, list };
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
  /** The view has rendered the content of the current visit: an earlier version names itself in its title. */
  | { type: 'page.shown'; title: string; description: string }
  /** The skip link: move to the page's heading. */
  | { type: 'content.skip' }
  /** The back-to-top control. */
  | { type: 'content.top' }
  /** 重试, after the page's chunk failed. */
  | { type: 'page.retry' }
  /** Raised by a route state on entry: load the page of the route just settled on. */
  | { type: 'page.load' };

function arrival(path: string, search: string, navigation: Navigation) {
  const params = new URLSearchParams(search);
  return {
    path,
    match: matchPath(path),
    search,
    navigation,
    section: params.get('section'),
    version: params.get('version'),
    compare: params.get('compare'),
    to: params.get('to'),
    list: params.get('list'),
  };
}

/** What the page says of itself once shown: its title (an earlier version's names it) and description. */
type PageShown = Extract<RouterEvent, { type: 'page.shown' }>;
const showPage = [
  { type: 'showTitle', params: ({ event }: { event: PageShown }) => ({ title: event.title }) },
  { type: 'showDescription', params: ({ event }: { event: PageShown }) => ({ description: event.description }) },
] as const;

const notProvided = (what: string) => () => Promise.reject(new Error(`provide ${what}`));

/**
 * The routes as states, beside the loading of the current route's page. Pure: effects are named
 * actions whose browser implementations the history adapter provides (see sync-with-hash-history.ts),
 * and where page code comes from is given by the app (src/app/page-loader.ts), so the router knows no
 * module of the pages and none of the deployment.
 */
export const routesMachine = setup({
  types: {
    context: {} as RouterContext,
    events: {} as RouterEvent,
    input: {} as { path: string; search: string },
  },
  actors: {
    /** The chunk of the page's text. */
    loadPage: fromPromise<PageContent, PageRequest>(notProvided('loadPage')),
    /** After a failed chunk: the entry script of a newer release on the server, if any. */
    findNewRelease: fromPromise<string | null>(notProvided('findNewRelease')),
  },
  actions: {
    /** Writes the resolved address to history (see addressWrite). */
    writeAddress: (_, _params: AddressWrite) => {},
    showTitle: (_, _params: { title: string }) => {},
    showDescription: (_, _params: { description: string }) => {},
    scrollToTop: () => {},
    /** Back/forward: the position this history entry had, else its section, else the top. */
    restoreScroll: (_, _params: { section: string | null }) => {},
    /** Scrolls a section's heading to the top; the page's top when there is no such section. */
    revealSection: (_, _params: { section: string }) => {},
    /** Focuses the section's heading if there is one, else the page's `<h1>`. */
    focusHeading: (_, _params: { section: string | null }) => {},
    /**
     * Back/forward: focus where the reader returns to, as restoreScroll put the view there: the link
     * they left from, else the heading of the place restored (its section's, else the `<h1>`).
     */
    restoreFocus: (_, _params: { section: string | null }) => {},
    /** Takes the page's content if its chunk has arrived before, so a revisit renders at once. */
    recallLoadedPage: assign({ page: undefined }),
    reloadForRelease: (_, _params: { release: string }) => {},
    settleRoute: assign((_, { route }: { route: Route }) => ({ path: route.path, match: { kind: 'route' as const, id: route.id } })),
    arrive: assign(({ context }, params: { path: string; search: string; navigation: Navigation }) => ({
      ...arrival(params.path, params.search, params.navigation),
      visit: context.visit + 1,
      page: undefined,
    })),
  },
  delays: {
    // A chunk request that hangs this long is treated as failed, so the reader gets 重试.
    'chunk timeout': 12_000,
  },
  guards: {
    'is root': ({ context }) => context.match.kind === 'root',
    'is route': ({ context: { match } }, params: { routeId: RouteId }) => match.kind === 'route' && match.id === params.routeId,
    'is current address': ({ context, event }) =>
      event.type === 'nav.go' && event.path === context.path && (event.search ?? '') === context.search,
    'is first load': ({ context }) => context.navigation === 'load',
    'is back or forward': ({ context }) => context.navigation === 'pop',
    'has section': ({ context }) => context.section !== null,
    'is loaded': ({ context }) => context.page !== undefined,
    'is a new release': (_, params: { release: string | null }) => params.release !== null,
  },
}).createMachine({
  id: 'router',
  type: 'parallel',
  context: ({ input }) => ({ ...arrival(input.path, input.search, 'load'), visit: 0, page: undefined }),
  states: {
    route: {
      initial: 'resolving',
      states: {
        resolving: {
          always: [
            { guard: 'is root', target: 'root' },
            ...routes.map((route) => ({
              guard: { type: 'is route', params: { routeId: route.id } } as const,
              target: route.id,
              actions: settleOn(route),
            })),
            { target: 'notFound', actions: { type: 'writeAddress', params: ({ context }) => addressWrite(context, context.path) } },
          ],
        },
        root: {
          always: { target: homeRoute.id, actions: settleOn(homeRoute) },
        },
        // One state per route: it names the page and has its page loaded.
        ...Object.fromEntries(
          routes.map((route) => [
            route.id,
            { entry: [{ type: 'showTitle', params: { title: route.title } } as const, raise({ type: 'page.load' } as const)] },
          ]),
        ),
        notFound: {
          entry: { type: 'showTitle', params: { title: notFoundTitle } },
        },
      },
    },
    // The page of the route the machine is on: each arrival starts it over (see arrive), and a route
    // state has it loaded.
    page: {
      initial: 'none',
      states: {
        none: {},
        checking: {
          entry: 'recallLoadedPage',
          always: [{ guard: 'is loaded', target: 'ready' }, { target: 'loading' }],
        },
        loading: {
          invoke: {
            src: 'loadPage',
            input: ({ context }) => pageRequest(context),
            onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output }) },
            onError: { target: 'checkingRelease' },
          },
          after: { 'chunk timeout': { target: 'failed' } },
        },
        // The chunk failed: a stale tab after a redeploy reloads once; anything else offers 重试.
        checkingRelease: {
          invoke: {
            src: 'findNewRelease',
            onDone: [
              {
                guard: { type: 'is a new release', params: ({ event }) => ({ release: event.output }) },
                target: 'reloading',
                actions: { type: 'reloadForRelease', params: ({ event }) => ({ release: event.output ?? '' }) },
              },
              { target: 'failed' },
            ],
            onError: { target: 'failed' },
          },
        },
        reloading: {},
        ready: {},
        failed: {
          on: { 'page.retry': { target: 'loading' } },
        },
      },
      on: { 'page.load': { target: '.checking' } },
    },
  },
  on: {
    'nav.go': [
      { guard: 'is current address' },
      {
        target: ['.route.resolving', '.page.none'],
        actions: {
          type: 'arrive',
          params: ({ event }) => ({ path: event.path, search: event.search ?? '', navigation: 'push' as const }),
        },
      },
    ],
    'location.change': {
      target: ['.route.resolving', '.page.none'],
      actions: {
        type: 'arrive',
        params: ({ event }) => ({ path: event.path, search: event.search, navigation: 'pop' as const }),
      },
    },
    'page.shown': [
      {
        guard: 'is back or forward',
        actions: [
          ...showPage,
          { type: 'restoreScroll', params: ({ context }) => ({ section: context.section }) },
          { type: 'restoreFocus', params: ({ context }) => ({ section: context.section }) },
        ],
      },
      {
        guard: 'has section',
        actions: [
          ...showPage,
          { type: 'revealSection', params: ({ context }) => ({ section: context.section ?? '' }) },
          { type: 'focusHeading', params: ({ context }) => ({ section: context.section }) },
        ],
      },
      {
        // The document has just opened on this page: it stays where it is, focus too.
        guard: 'is first load',
        actions: showPage,
      },
      {
        actions: [
          ...showPage,
          'scrollToTop',
          { type: 'focusHeading', params: { section: null } },
        ],
      },
    ],
    'content.skip': { actions: { type: 'focusHeading', params: { section: null } } },
    'content.top': { actions: ['scrollToTop', { type: 'focusHeading', params: { section: null } }] },
  },
});

function settleOn(route: Route) {
  return [
    { type: 'writeAddress', params: ({ context }: { context: RouterContext }) => addressWrite(context, route.path) },
    { type: 'settleRoute', params: { route } },
  ] as const;
}
