import type { Page } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import { routes } from '../src/config/routes';
import { routesMachine, type RouterEvent } from '../src/router/routes-machine';
import { contentArea, expectNotFound, expectRoute, heading } from './support/app';
import { expect, test } from './support/fixtures';
import { expectComparison, expectVersion, versionedTexts } from './support/versions';

// Model-based test: the paths come from the real routes machine, so a route added to the route
// table brings its states, events and paths here without editing this file. Likewise each text's
// latest earlier version (content/versions/) brings the route's state on that version and on the
// comparison with it: the same machine state, told apart by the context (`version`, `compare`). Older
// versions take the same paths through the machine; e2e/reading-versions.spec.ts opens each of them.

const addresses = [...routes.map((route) => route.path), '/', '/no-such-page', '/PRIVACY'];
const events: RouterEvent[] = [
  ...routes.map((route) => ({ type: 'nav.go' as const, path: route.path })),
  ...addresses.map((path) => ({ type: 'location.change' as const, path, search: '' })),
  { type: 'page.shown', title: '', description: '' },
  { type: 'content.skip' },
  { type: 'content.top' },
];

const texts = versionedTexts.flatMap(({ route, versions }) =>
  versions.slice(0, 1).flatMap((effective) =>
    (['version', 'compare'] as const).map((kind) => ({ route, effective, kind, search: `?${kind}=${effective}` })),
  ),
);
/** Typed addresses reach every version and comparison; links only where the page shows one. */
const textEvents: RouterEvent[] = texts.map(({ route, search }) => ({ type: 'location.change', path: route.path, search }));
/**
 * The links a text shows to its versions: a version (in force or not) lists every version and every
 * comparison in 历史版本; a comparison of `compare=D` links to the version D it marks changes against.
 */
function linkEvents(state: string): RouterEvent[] {
  const [id, search = ''] = state.split('?');
  const [kind, effective] = search.split('=');
  const linked = texts.filter(
    (text) =>
      text.route.id === id &&
      (kind === 'compare' ? text.kind === 'version' && text.effective === effective : !(text.kind === kind && text.effective === effective)),
  );
  return linked.map(({ route, search: target }) => ({ type: 'nav.go', path: route.path, search: target }));
}

/**
 * The page region's own events, which the model does not walk: `page.load` is raised by the route
 * states, and `page.retry` follows a failed chunk (e2e/loading.spec.ts).
 */
const pageEvents = ['page.load', 'page.retry'] as const satisfies RouterEvent['type'][];
type WalkedEvent = Exclude<RouterEvent, { type: (typeof pageEvents)[number] }>;

type StateCheck = (page: Page) => Promise<void>;
const stateChecks: Record<string, StateCheck> = {
  ...Object.fromEntries(
    routes.map((route): [string, StateCheck] => [
      route.id,
      async (page) => {
        await expectRoute(page, route.id);
        await expect(page).toHaveURL(new RegExp(`#${route.path}$`));
      },
    ]),
  ),
  notFound: expectNotFound,
  ...Object.fromEntries(
    texts.map(({ route, effective, kind, search }): [string, StateCheck] => [
      `${route.id}${search}`,
      async (page) => {
        await (kind === 'version' ? expectVersion : expectComparison)(page, route.id, effective);
        await expect(page).toHaveURL(new RegExp(`#${route.path}\\${search}$`));
      },
    ]),
  ),
};

type EventExec<T extends RouterEvent['type']> = (page: Page, event: Extract<RouterEvent, { type: T }>) => Promise<void>;
const eventExecs: { [T in WalkedEvent['type']]: EventExec<T> } = {
  'nav.go': (page, event) =>
    event.search
      ? page.locator(`.page a[href="#${event.path}${event.search}"]`).first().click()
      : page.locator(`nav a[href="#${event.path}"]`).click(),
  'location.change': async (page, event) => {
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#${event.path}${event.search}`);
  },
  'page.shown': (page) => expect(heading(page)).toBeVisible(),
  'content.skip': async (page) => {
    await page.getByRole('button', { name: '跳到正文' }).focus();
    await page.keyboard.press('Enter');
    await expect(heading(page)).toBeFocused();
  },
  'content.top': async (page) => {
    const scrollRange = await contentArea(page).evaluate((element) => {
      element.scrollTop = element.scrollHeight;
      return { range: element.scrollHeight - element.clientHeight, screen: window.innerHeight };
    });
    const backToTop = page.getByRole('button', { name: '回到顶部' });
    // The control appears once the reader is a screen (100vh) down the page; a shorter page has none.
    if (scrollRange.range < scrollRange.screen) {
      await expect(backToTop).toBeHidden();
      return;
    }
    await backToTop.click();
    await expect.poll(() => contentArea(page).evaluate((element) => element.scrollTop)).toBe(0);
    await expect(heading(page)).toBeFocused();
  },
};

async function exec(page: Page, event: RouterEvent): Promise<void> {
  if (event.type === 'page.load' || event.type === 'page.retry') throw new Error(`the model does not walk ${event.type}`);
  await (eventExecs[event.type] as EventExec<WalkedEvent['type']>)(page, event);
}

function eventName(event: RouterEvent): string {
  return 'path' in event ? `${event.type} ${event.path}${event.search ?? ''}` : event.type;
}

/** The route state and text: the model walks routes; the page region's loading is the loading spec's. */
const serializeState = (snapshot: SnapshotFrom<typeof routesMachine>) => {
  const { version, compare } = snapshot.context;
  return snapshot.value.route + (version ? `?version=${version}` : compare ? `?compare=${compare}` : '');
};
// createTestModel refuses a machine that invokes actors, since walking it does not run them. The walk
// here is of the routes (the `route` region, and the context's version and comparison): the page
// region's loading, which would need them, is left out of the states it tells apart.
const model = new TestModel(routesMachine, {
  input: { path: '/', search: '' },
  events: (snapshot) => [...events, ...textEvents, ...linkEvents(serializeState(snapshot))],
  serializeState,
  // A check is for one state on one text: `privacy` is the current text only.
  stateMatcher: (snapshot, key) => serializeState(snapshot) === key,
});
const adjacency = model.getAdjacencyMap();

// The routes machine's logic does not depend on the viewport: once is enough.
test.describe('model of the routes machine', { tag: '@desktop-only' }, () => {
  test('every stable state and every event has a handler in this test', () => {
    const stableStates = Object.entries(routesMachine.root.states.route?.states ?? {})
      .filter(([, node]) => node.always === undefined)
      .map(([key]) => key);
    expect(stableStates.filter((key) => !(key in stateChecks))).toEqual([]);
    // xstate.* events are the machine's own: its actors' results and its delays.
    const walked = routesMachine.events.filter((type) => !type.startsWith('xstate.') && !(pageEvents as readonly string[]).includes(type));
    expect(walked.filter((type) => !(type in eventExecs))).toEqual([]);
    // Every stable state, and every route state on each text, is reached by some path.
    expect(model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => serializeState(path.state)).sort()).toEqual(
      [...stableStates, ...texts.map(({ route, search }) => `${route.id}${search}`)].sort(),
    );
  });

  for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
    const from = serializeState(path.state);
    const transitions = adjacency[from as keyof typeof adjacency]?.transitions ?? {};
    for (const { event, state: to } of Object.values(transitions)) {
      const route =
        path.steps
          .map((step) => step.event as { type: string })
          .filter((event): event is RouterEvent => event.type !== 'xstate.init')
          .map(eventName)
          .join(' → ') || 'start';
      test(`${from} (${route}) --${eventName(event)}--> ${serializeState(to)}`, async ({ page }) => {
        await page.goto('/');
        const check = (key: string) => async () => {
          const stateCheck = stateChecks[key];
          if (!stateCheck) throw new Error(`no check for state ${key}`);
          await stateCheck(page);
        };
        await path.test({
          states: Object.fromEntries(Object.keys(stateChecks).map((key) => [key, check(key)])),
          events: Object.fromEntries(
            Object.keys(eventExecs).map((type) => [type, (step: { event: object }) => exec(page, step.event as RouterEvent)]),
          ),
        });
        await exec(page, event);
        await check(serializeState(to))();
      });
    }
  }
});
