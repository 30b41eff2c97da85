import { describe, expect, it } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import { routes } from '../src/config/routes';
import { layoutChart } from '../src/dev/inspector/chart-layout';
import { activeStateIds, anyStateLabel, guardLabel, machineChart, transitionIds, type MachineChart } from '../src/dev/inspector/machine-chart';
import { routesMachine } from '../src/router/routes-machine';

/** `source → target: label` for every edge, by state labels: how a reader names an arrow. */
function arrows(chart: MachineChart): string[] {
  const label = (id: string) => chart.nodes.find((node) => node.id === id)?.label ?? `?${id}`;
  return chart.edges.map((edge) => `${label(edge.source)} → ${label(edge.target)}: ${edge.label}`);
}

describe('the chart of the routes machine', () => {
  const chart = machineChart(routesMachine);

  it('has its two regions: a state per route of the route table with resolving, root and notFound; and the page’s loading', () => {
    expect(chart.nodes.map((node) => node.label).sort()).toEqual(
      [
        anyStateLabel,
        'route',
        ...['resolving', 'root', 'notFound', ...routes.map((route) => route.id)].map((state) => `route.${state}`),
        'page',
        ...['none', 'checking', 'loading', 'checkingRelease', 'reloading', 'ready', 'failed'].map((state) => `page.${state}`),
      ].sort(),
    );
    expect(chart.nodes.filter((node) => node.initial).map((node) => node.label)).toEqual(['route.resolving', 'page.none']);
    expect(chart.nodes.find((node) => node.label === 'page.loading')?.invokes).toEqual(['loadPage']);
  });

  it('draws the eventless transitions that toDirectedGraph leaves out', () => {
    const drawn = arrows(chart);
    expect(drawn).toContain('route.resolving → route.root: always [is root]');
    for (const route of routes) expect(drawn).toContain(`route.resolving → route.${route.id}: always [is route ${route.id}]`);
    expect(drawn).toContain('route.resolving → route.notFound: always');
    expect(drawn).toContain('route.root → route.index: always');
  });

  it('draws the page’s loading: delayed, invoked and eventless transitions with readable labels', () => {
    expect(arrows(chart).filter((arrow) => arrow.startsWith('page'))).toEqual(
      expect.arrayContaining([
        'page → page.checking: page.load',
        'page.checking → page.ready: always [is loaded]',
        'page.checking → page.loading: always',
        'page.loading → page.ready: done: loadPage',
        'page.loading → page.checkingRelease: error: loadPage',
        'page.loading → page.failed: after chunk timeout',
        'page.checkingRelease → page.reloading: done: findNewRelease [is a new release]',
        'page.checkingRelease → page.failed: done: findNewRelease',
        'page.checkingRelease → page.failed: error: findNewRelease',
        'page.failed → page.loading: page.retry',
      ]),
    );
  });

  it('draws the machine’s own transitions from (any state), and lists those without a target as notes', () => {
    expect(arrows(chart)).toEqual(
      expect.arrayContaining([
        `${anyStateLabel} → route.resolving: nav.go`,
        `${anyStateLabel} → page.none: nav.go`,
        `${anyStateLabel} → route.resolving: location.change`,
        `${anyStateLabel} → page.none: location.change`,
      ]),
    );
    expect(chart.notes.map((note) => `${note.source}: ${note.label}`)).toEqual([
      `${anyStateLabel}: nav.go [is current address]`,
      `${anyStateLabel}: page.shown [is back or forward]`,
      `${anyStateLabel}: page.shown [has section]`,
      `${anyStateLabel}: page.shown [is first load]`,
      `${anyStateLabel}: page.shown`,
      `${anyStateLabel}: content.skip`,
      `${anyStateLabel}: content.top`,
    ]);
  });

  it('names every transition the running router takes, so the panel can mark it', () => {
    const taken: string[] = [];
    const inspect = (event: InspectionEvent) => {
      if (event.type === '@xstate.microstep' && event.actorRef.sessionId === event.rootId) taken.push(...event._transitions.flatMap(transitionIds));
    };
    // The machine with its effects provided, as the app runs it: a different object, the same ids.
    const router = createActor(routesMachine.provide({ actions: { writeAddress: () => undefined } }), {
      input: { path: '/', search: '' },
      inspect,
    }).start();
    router.send({ type: 'nav.go', path: '/privacy' });
    router.send({ type: 'page.shown', title: '隐私政策', description: '' });
    router.send({ type: 'location.change', path: '/nowhere', search: '' });
    router.stop();

    const known = new Set([...chart.edges.map((edge) => edge.id), ...chart.notes.map((note) => note.id)]);
    expect(taken.length).toBeGreaterThanOrEqual(6);
    expect(taken.filter((id) => !known.has(id))).toEqual([]);
    const privacy = chart.edges.find((edge) => edge.label === 'always [is route privacy]');
    expect(taken).toContain(privacy?.id);
  });
});

describe('activeStateIds', () => {
  it('turns a state value into state node ids, nested ones included', () => {
    expect(activeStateIds('router', 'privacy')).toEqual(['router.privacy']);
    expect(activeStateIds('m', { a: 'b' })).toEqual(['m.a', 'm.a.b']);
  });
});

describe('guardLabel', () => {
  it('names a guard by its type and its fixed parameters', () => {
    expect(guardLabel('is root')).toBe('is root');
    expect(guardLabel({ type: 'is route', params: { routeId: 'privacy' } })).toBe('is route privacy');
    expect(guardLabel({ type: 'is a new release', params: () => ({}) })).toBe('is a new release');
    expect(guardLabel(undefined)).toBeUndefined();
  });
});

describe('layoutChart', () => {
  for (const [name, machine] of [['router', routesMachine]] as const) {
    it(`places every state of ${name} inside the chart without overlaps, and routes every transition`, () => {
      const chart = machineChart(machine);
      const layout = layoutChart(chart);
      const boxes = chart.nodes.map((node) => layout.nodes.get(node.id));
      expect(boxes.every((box) => box !== undefined)).toBe(true);
      for (const box of boxes) {
        if (!box) continue;
        expect(box.x - box.width / 2).toBeGreaterThanOrEqual(0);
        expect(box.y - box.height / 2).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width / 2).toBeLessThanOrEqual(layout.width);
        expect(box.y + box.height / 2).toBeLessThanOrEqual(layout.height);
      }
      boxes.forEach((a, i) =>
        boxes.slice(i + 1).forEach((b) => {
          if (!a || !b) return;
          const apart = Math.abs(a.x - b.x) * 2 >= a.width + b.width || Math.abs(a.y - b.y) * 2 >= a.height + b.height;
          expect(apart, `${a.id} and ${b.id}`).toBe(true);
        }),
      );
      for (const edge of chart.edges) expect(layout.edges.get(edge.id)?.points.length).toBeGreaterThanOrEqual(2);
    });
  }
});
