import { assign, fromPromise, setup } from 'xstate';
import { findNewRelease, reloadForRelease } from '../app/release';
import type { RouteId } from '../config/routes';
import type { PageContent } from '../pages/page-content';
import { loadedPage, loadPage } from '../pages/page-loaders';

/** Loads the code of one page: spawned by the routes machine for the route it is on. */
export const pageMachine = setup({
  types: {
    input: {} as { routeId: RouteId },
    context: {} as { routeId: RouteId; page: PageContent | undefined },
    events: {} as { type: 'page.retry' },
  },
  actors: {
    loadPage: fromPromise<PageContent, { routeId: RouteId }>(({ input }) => loadPage(input.routeId)),
    findNewRelease: fromPromise<string | null>(() => findNewRelease()),
  },
  actions: {
    reloadForRelease: (_, params: { release: string }) => {
      reloadForRelease(params.release);
    },
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
  context: ({ input }) => ({ routeId: input.routeId, page: loadedPage(input.routeId) }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'is loaded', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ routeId: context.routeId }),
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
