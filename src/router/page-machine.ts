import { assign, fromPromise, setup } from 'xstate';
import type { PageContent, TextRequest } from '../config/page-content';
import type { RouteId } from '../config/routes';

/** The page, and which of its texts (see TextRequest). */
export type PageRequest = TextRequest & { routeId: RouteId };

const notProvided = (what: string) => () => Promise.reject(new Error(`pageMachine: provide ${what}`));

/**
 * Loads the code of one page: spawned by the routes machine for the route it is on. Where the code
 * comes from is given by the app (`pageMachine.provide`, see src/app/page-loader.ts), so the router
 * knows no module of the pages and none of the deployment.
 */
export const pageMachine = setup({
  types: {
    input: {} as PageRequest,
    context: {} as PageRequest & { page: PageContent | undefined },
    events: {} as { type: 'page.retry' },
  },
  actors: {
    /** The chunk of the page's text. */
    loadPage: fromPromise<PageContent, PageRequest>(notProvided('loadPage')),
    /** After a failed chunk: the entry script of a newer release on the server, if any. */
    findNewRelease: fromPromise<string | null>(notProvided('findNewRelease')),
  },
  actions: {
    /** Takes the page's content if its chunk has arrived before, so a revisit renders at once. */
    recallLoadedPage: assign({}),
    reloadForRelease: (_, _params: { release: string }) => {},
  },
  delays: {
    // A chunk request that hangs this long is treated as failed, so the reader gets 重试.
    'chunk timeout': 12_000,
  },
  guards: {
    'is loaded': ({ context }) => context.page !== undefined,
    'is a new release': (_, params: { release: string | null }) => params.release !== null,
  },
}).createMachine({
  id: 'page',
  context: ({ input }) => ({ ...input, page: undefined }),
  initial: 'checking',
  states: {
    checking: {
      entry: 'recallLoadedPage',
      always: [{ guard: 'is loaded', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ routeId: context.routeId, version: context.version, compare: context.compare }),
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
});
