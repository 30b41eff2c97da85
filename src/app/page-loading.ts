import { assign, fromPromise } from 'xstate';
import { findNewRelease, reloadForRelease } from './release';
import { loadedPage, loadPage } from '../pages/page-loaders';
import { pageMachine } from '../router/page-machine';

/** The page loader with this app's chunks and its recovery from a redeploy. */
export const pageLoading = pageMachine.provide({
  actors: {
    loadPage: fromPromise(({ input }) => loadPage(input)),
    findNewRelease: fromPromise(() => findNewRelease()),
  },
  actions: {
    recallLoadedPage: assign({ page: ({ context }) => loadedPage(context) }),
    reloadForRelease: (_, { release }) => {
      reloadForRelease(release);
    },
  },
});
