import { createMemoryHistory, type MemoryHistory } from 'history';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { PageContent } from '../src/config/page-content';
import { createInspectionLog, type InspectionLog, type LogStep } from '../src/dev/inspector/inspection-log';
import { machineChart } from '../src/dev/inspector/machine-chart';
import { viewAt } from '../src/dev/inspector/step-view';
import { detachedView } from '../src/router/document-view';
import { routesMachine } from '../src/router/routes-machine';
import { syncWithHashHistory, type PageLoader, type RouterActor } from '../src/router/sync-with-hash-history';

const content: PageContent = { title: '隐私政策', description: '说明', body: '<h1>隐私政策</h1>' };
const pageLoader: PageLoader = {
  loadPage: () => Promise.resolve(content),
  loadedPage: () => undefined,
  findNewRelease: () => Promise.resolve(null),
  reloadForRelease: () => undefined,
};

let running: RouterActor | undefined;
afterEach(() => running?.stop());

/** The real router on an in-memory history, inspected into a log; listeners told at once. */
async function inspectedRouter(options: { limit?: number } = {}): Promise<{ log: InspectionLog; router: RouterActor; history: MemoryHistory }> {
  const log = createInspectionLog({ ...options, notify: (flush) => flush() });
  const history = createMemoryHistory({ initialEntries: ['/index'] });
  const router = syncWithHashHistory(history, { view: detachedView, pageLoader, inspect: log.observe });
  running = router;
  await pageReady(router);
  return { log, router, history };
}

async function pageReady(router: RouterActor): Promise<void> {
  await waitFor(router, (snapshot) => snapshot.matches({ page: 'ready' }));
}

function routerSteps(log: InspectionLog): LogStep[] {
  return log.getState().steps.filter((step) => step.actorName === 'router');
}

function last<T>(items: readonly T[]): T | undefined {
  return items[items.length - 1];
}

const isMachine = (log: InspectionLog) => (sessionId: string) => log.machineOf(sessionId) !== undefined;

describe('the inspection log', () => {
  it('records a nav.go with its payload, the app as its sender, writeAddress push, and the context it changed', async () => {
    const { log, router } = await inspectedRouter();
    router.send({ type: 'nav.go', path: '/privacy', search: '?section=cookies' });

    const step = last(routerSteps(log));
    expect(step?.event).toEqual({ type: 'nav.go', payload: { path: '/privacy', search: '?section=cookies' } });
    expect(step?.sender).toBeNull();
    expect(step?.actions).toContainEqual({ type: 'writeAddress', params: { to: '/privacy?section=cookies', mode: 'push' } });
    expect(step?.actions).toContainEqual({ type: 'showTitle', params: { title: '隐私政策' } });
    expect(step?.changes).toEqual(
      expect.arrayContaining([
        { key: 'search', before: '', after: '?section=cookies' },
        { key: 'section', before: null, after: 'cookies' },
        { key: 'navigation', before: 'load', after: 'push' },
        { key: 'visit', before: 0, after: 1 },
      ]),
    );
    expect(step?.snapshot?.value).toEqual({ route: 'privacy', page: 'loading' });
  });

  it('records back as location.change with a pop, and the address left as it is', async () => {
    const { log, router, history } = await inspectedRouter();
    router.send({ type: 'nav.go', path: '/privacy' });
    await pageReady(router);
    history.back();

    const step = last(routerSteps(log));
    expect(step?.event).toEqual({ type: 'location.change', payload: { path: '/index', search: '' } });
    expect(step?.actions).toContainEqual({ type: 'writeAddress', params: { to: '/index', mode: 'none' } });
    expect(step?.changes).toContainEqual({ key: 'navigation', before: 'push', after: 'pop' });
    expect(step?.snapshot?.value).toEqual({ route: 'index', page: 'loading' });
  });

  it('lists the actors as they start and stop, with the router as the page loader’s parent and sender', async () => {
    const { log, router } = await inspectedRouter();
    router.send({ type: 'nav.go', path: '/privacy' });
    await pageReady(router);

    const { actors, steps } = log.getState();
    const routerActor = actors.find((actor) => actor.name === 'router');
    const loaders = actors.filter((actor) => actor.name === 'loadPage');
    expect(routerActor?.parent).toBeNull();
    expect(loaders.map((loader) => [loader.parent, loader.status])).toEqual([
      [routerActor?.sessionId, 'done'],
      [routerActor?.sessionId, 'done'],
    ]);
    const loaderStart = steps.find((step) => step.actorName === 'loadPage' && step.event.type === 'xstate.init');
    expect(loaderStart?.sender).toBe('router');
  });

  it('marks an event repeated at once, as React’s StrictMode does with page.shown in development', async () => {
    const { log, router } = await inspectedRouter();
    const shown = { type: 'page.shown', title: '首页', description: '说明' } as const;
    router.send(shown);
    router.send(shown);
    router.send({ type: 'content.top' });
    expect(routerSteps(log).slice(-3).map((step) => [step.event.type, step.repeat])).toEqual([
      ['page.shown', false],
      ['page.shown', true],
      ['content.top', false],
    ]);
  });

  it('records nothing while paused, and counts what it did not record', async () => {
    const { log, router } = await inspectedRouter();
    const before = log.getState().steps.length;
    log.setPaused(true);
    router.send({ type: 'content.top' });
    expect(log.getState().steps.length).toBe(before);
    expect(log.getState().skipped).toBe(1);
    log.setPaused(false);
    router.send({ type: 'content.skip' });
    expect(last(log.getState().steps)?.event.type).toBe('content.skip');
  });

  it('still follows the app in its charts while paused', async () => {
    const { log, router } = await inspectedRouter();
    log.setPaused(true);
    router.send({ type: 'nav.go', path: '/privacy' });
    await pageReady(router);
    expect(log.getState().steps.some((step) => step.event.type === 'nav.go')).toBe(false);
    const view = viewAt(log.getState(), null, isMachine(log));
    expect(view.charted.map((actor) => actor.snapshot?.value)).toEqual([{ route: 'privacy', page: 'ready' }]);
  });

  it('clears the list but still knows where each actor was', async () => {
    const { log, router } = await inspectedRouter();
    router.send({ type: 'nav.go', path: '/privacy' });
    await pageReady(router);
    log.clear();
    expect(log.getState().steps).toEqual([]);
    const view = viewAt(log.getState(), null, isMachine(log));
    expect(view.charted.map((actor) => [actor.name, actor.snapshot?.value])).toEqual([['router', { route: 'privacy', page: 'ready' }]]);
  });

  it('keeps the newest steps up to its limit', async () => {
    const { log, router } = await inspectedRouter({ limit: 5 });
    for (let i = 0; i < 4; i += 1) router.send({ type: 'content.top' });
    router.send({ type: 'content.skip' });
    const { steps, skipped } = log.getState();
    expect(steps).toHaveLength(5);
    expect(last(steps)?.event.type).toBe('content.skip');
    expect(skipped).toBeGreaterThan(0);
  });

  it('forgets stopped actors none of its steps is of, once there are many, and keeps the charts of those listed', async () => {
    const { log, router } = await inspectedRouter({ limit: 20 });
    for (let visit = 0; visit < 50; visit += 1) {
      router.send({ type: 'nav.go', path: visit % 2 === 0 ? '/privacy' : '/index' });
      await pageReady(router);
    }
    const { actors, steps } = log.getState();
    // 52 actors started: the router, and a page loader per visit.
    const listed = new Set(steps.map((step) => step.actor));
    expect(actors.length).toBeLessThanOrEqual(40 + listed.size + 1);
    expect(actors.length).toBeGreaterThan(40);
    for (const sessionId of listed) expect(actors.some((actor) => actor.sessionId === sessionId)).toBe(true);
    expect(log.machineOf(router.sessionId)?.id).toBe('router');
  });

  it('exports JSON with no live references', async () => {
    const { log, router } = await inspectedRouter();
    router.send({ type: 'nav.go', path: '/privacy' });
    const exported = JSON.parse(log.toJSON()) as { steps: LogStep[] };
    const raise = exported.steps.flatMap((step) => step.actions).find((action) => action.type === 'xstate.raise');
    expect(raise?.params).toMatchObject({ event: { type: 'page.load' } });
    expect(exported.steps.some((step) => step.actions.some((action) => action.type === 'writeAddress'))).toBe(true);
  });

  it('tells its listeners once per batch of events', async () => {
    const flushes: (() => void)[] = [];
    const log = createInspectionLog({ notify: (flush) => flushes.push(flush) });
    let told = 0;
    log.subscribe(() => (told += 1));
    const router = syncWithHashHistory(createMemoryHistory({ initialEntries: ['/index'] }), { view: detachedView, pageLoader, inspect: log.observe });
    running = router;
    router.send({ type: 'nav.go', path: '/privacy' });
    expect(flushes).toHaveLength(1);
    flushes[0]?.();
    expect(told).toBe(1);
    await pageReady(router);
  });
});

describe('viewing a past step', () => {
  it('shows each actor as it was then, and the transition that step took', async () => {
    const { log, router, history } = await inspectedRouter();
    router.send({ type: 'nav.go', path: '/privacy' });
    await pageReady(router);
    history.back();
    await pageReady(router);

    const navigation = routerSteps(log).find((step) => step.event.type === 'nav.go');
    const then = viewAt(log.getState(), navigation?.seq ?? null, isMachine(log));
    expect(then.selected).toBe(navigation);
    expect(then.charted.map((actor) => actor.snapshot?.value)).toEqual([{ route: 'privacy', page: 'loading' }]);
    expect(then.charted[0]?.snapshot?.context).toMatchObject({ path: '/privacy', visit: 1 });
    const chart = machineChart(routesMachine);
    const taken = chart.edges.filter((edge) => then.charted[0]?.takenEdges.includes(edge.id)).map((edge) => edge.label);
    expect(taken).toEqual(['nav.go', 'nav.go', 'always [is route privacy]', 'page.load', 'always']);

    const now = viewAt(log.getState(), null, isMachine(log));
    expect(now.selected).toBeUndefined();
    expect(now.charted.map((actor) => actor.snapshot?.value)).toEqual([{ route: 'index', page: 'ready' }]);
    expect(history.location.pathname).toBe('/index');
  });

  it('shows the page loader’s step together with the router state that started it', async () => {
    const { log, router } = await inspectedRouter();
    router.send({ type: 'nav.go', path: '/privacy' });
    await pageReady(router);
    const loaders = log.getState().actors.filter((actor) => actor.name === 'loadPage');
    const start = log.getState().steps.find((step) => step.actor === loaders[1]?.sessionId && step.event.type === 'xstate.init');
    const then = viewAt(log.getState(), start?.seq ?? null, isMachine(log));
    expect(then.charted.map((actor) => actor.snapshot?.value)).toEqual([{ route: 'privacy', page: 'loading' }]);
  });
});
