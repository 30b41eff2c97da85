import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, waitFor } from 'xstate';
import type { PageContent } from '../src/config/page-content';
import { pageMachine } from '../src/router/page-machine';

const content: PageContent = { title: '隐私政策', description: '说明', body: '<h1>隐私政策</h1>' };

function startLoader(options: { load: () => Promise<PageContent>; release?: string | null; loaded?: PageContent }) {
  const reloads: string[] = [];
  const machine = pageMachine.provide({
    actors: {
      loadPage: fromPromise(options.load),
      findNewRelease: fromPromise(() => Promise.resolve(options.release ?? null)),
    },
    actions: {
      recallLoadedPage: assign({ page: () => options.loaded }),
      reloadForRelease: (_, { release }) => void reloads.push(release),
    },
  });
  return { actor: createActor(machine, { input: { routeId: 'privacy', version: null, compare: null } }).start(), reloads };
}

// The router's page loader runs without the app: its chunks and deployment are handed in.
describe('pageMachine', () => {
  it('loads the page, then is ready with its content', async () => {
    const { actor } = startLoader({ load: () => Promise.resolve(content) });
    expect(actor.getSnapshot().value).toBe('loading');
    const ready = await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(ready.context.page).toBe(content);
  });

  it('is ready at once when the page was loaded before', () => {
    const { actor } = startLoader({ load: () => Promise.reject(new Error('not fetched again')), loaded: content });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('offers a retry when the chunk fails and the server has no newer release', async () => {
    let attempts = 0;
    const { actor } = startLoader({
      load: () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(content)),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'page.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(attempts).toBe(2);
  });

  it('reloads onto a newer release when the chunk is gone', async () => {
    const { actor, reloads } = startLoader({ load: () => Promise.reject(new Error('404')), release: '/assets/index-new.js' });
    await waitFor(actor, (snapshot) => snapshot.matches('reloading'));
    expect(reloads).toEqual(['/assets/index-new.js']);
  });
});
