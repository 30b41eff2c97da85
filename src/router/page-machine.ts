import { assign, fromPromise, setup } from 'xstate';
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
  },
  guards: {
    'is loaded': ({ context }) => context.page !== undefined,
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
        onError: { target: 'failed' },
      },
    },
    ready: {},
    failed: {
      on: { 'page.retry': { target: 'loading' } },
    },
  },
});
