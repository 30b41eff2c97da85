import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expectRoute, heading, homeHeading, navLink } from '../support/app';
import { expect, test } from '../support/fixtures';

// Against `vite` dev (the inspector is development-only), with no network: every request that leaves
// 127.0.0.1 is refused and recorded, and no test may make one or open a window.
const external: string[] = [];
test.beforeEach(async ({ context }) => {
  external.length = 0;
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      external.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
});
test.afterEach(({ context }) => {
  expect(external, 'requests that left this machine').toEqual([]);
  expect(context.pages(), 'windows open').toHaveLength(1);
});

function inspector(page: Page): Locator {
  return page.getByRole('complementary', { name: 'XState inspector' });
}

/** A machine's chart: its accessible name says the active state and the last transition. */
function chart(page: Page, machine = 'router'): Locator {
  return inspector(page).locator(`figure[data-machine="${machine}"]`).getByRole('img');
}

/** The state box drawn for a state of a machine. */
function stateBox(page: Page, machine: string, state: string): Locator {
  return chart(page, machine).locator(`[data-state="${state}"]`);
}

/** The log's rows for an event, newest first. */
function rows(page: Page, event: string, actor = 'router'): Locator {
  return inspector(page).getByRole('region', { name: 'Event log' }).locator(`li[data-event="${event}"][data-actor="${actor}"]`);
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/?inspect#/index');
  await expectRoute(page, 'index');
  await expect(chart(page, 'router')).toHaveAccessibleName(/^router chart: active state route\.index, page\.ready/);
}

/** Home with the panel, then 隐私政策 by its nav link, then back to home. */
async function openHomeThenPrivacyAndBack(page: Page) {
  await openHome(page);
  await navLink(page, '隐私政策').click();
  await expectRoute(page, 'privacy');
  await page.goBack();
  await expectRoute(page, 'index');
}

test('opens docked in the page with ?inspect, offline, and its chart follows navigation', async ({ page }) => {
  await openHome(page);
  await expect(inspector(page)).toBeVisible();
  // In its own shadow root after #app, not inside the app.
  await expect(page.locator('#app').getByRole('complementary', { name: 'XState inspector' })).toHaveCount(0);
  await expect(stateBox(page, 'router', 'route.index')).toHaveAttribute('aria-current', 'true');
  await expect(stateBox(page, 'router', 'page.ready')).toHaveAttribute('aria-current', 'true');

  await navLink(page, '隐私政策').click();
  await expectRoute(page, 'privacy');
  await expect(chart(page, 'router')).toHaveAccessibleName(
    'router chart: active state route.privacy, page.ready; last transition page.loading → page.ready (done: loadPage)',
  );
  await expect(stateBox(page, 'router', 'route.privacy')).toHaveAttribute('aria-current', 'true');
  await expect(stateBox(page, 'router', 'route.index')).not.toHaveAttribute('aria-current');

  await navLink(page, '用户协议').click();
  await expectRoute(page, 'agreement');
  await expect(chart(page, 'router')).toHaveAccessibleName(/^router chart: active state route\.agreement, page\.ready;/);

  // Each first visit of a page invokes the loader of its chunk, which is done once the chunk is here.
  const actors = inspector(page).getByRole('region', { name: 'Actors' });
  await expect(actors.locator('li[data-actor="loadPage"]')).toHaveCount(3);
  await expect(actors.locator('li[data-actor="loadPage"]').first()).toContainText(/in router started at #\d+, done/);
});

test('a nav link click shows nav.go with its payload and sender, and writeAddress with push', async ({ page }) => {
  await openHome(page);
  await navLink(page, '隐私政策').click();
  await expectRoute(page, 'privacy');

  const step = rows(page, 'nav.go').first();
  await expect(step.getByRole('button')).toContainText('router ← nav.go {"path":"/privacy","search":""} → route.privacy, page.loading');
  await expect(step).toContainText('sent by the app (not by an actor)');
  await expect(step.getByRole('list', { name: 'actions' })).toContainText('writeAddress {"to":"/privacy","mode":"push"}');
  await expect(step.getByRole('list', { name: 'context changes' })).toContainText('navigation "load" → "push"');
  await expect(step.getByRole('list', { name: 'context changes' })).toContainText('path "/index" → "/privacy"');

  // React's StrictMode sends page.shown twice in development: the second is marked and explained.
  await expect(rows(page, 'page.shown').first()).toContainText('React’s StrictMode runs each layout effect twice in development');
  await expect(rows(page, 'page.shown').nth(1)).not.toContainText('StrictMode');
});

test('back shows location.change, and the chart goes back with it', async ({ page }) => {
  await openHomeThenPrivacyAndBack(page);

  const step = rows(page, 'location.change').first();
  await expect(step.getByRole('button')).toContainText('router ← location.change {"path":"/index","search":""} → route.index, page.ready');
  await expect(step.getByRole('list', { name: 'actions' })).toContainText('writeAddress {"to":"/index","mode":"none"}');
  await expect(step.getByRole('list', { name: 'context changes' })).toContainText('navigation "push" → "pop"');
  await expect(chart(page, 'router')).toHaveAccessibleName(
    /^router chart: active state route\.index, page\.ready; last transition \(any state\) → route\.resolving \(location\.change\)/,
  );
});

test.describe('a page whose chunk cannot be fetched', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource|net::ERR_FAILED/] });

  test('shows the loader in failed, and 重试 moves it on to ready', async ({ page }) => {
    await openHome(page);
    await page.route('**/content/privacy.md*', (route) => route.abort());
    await navLink(page, '隐私政策').click();
    await expect(page.getByRole('alert')).toContainText('页面加载失败');

    await expect(chart(page, 'router')).toHaveAccessibleName(/^router chart: active state route\.privacy, page\.failed; last transition page\.checkingRelease → page\.failed/);
    await expect(stateBox(page, 'router', 'page.failed')).toHaveAttribute('aria-current', 'true');
    await expect(rows(page, 'xstate.error.actor.0.router.page.loading').first()).toContainText('→ route.privacy, page.checkingRelease');

    await page.unroute('**/content/privacy.md*');
    await page.getByRole('alert').getByRole('button', { name: '重试' }).click();
    await expectRoute(page, 'privacy');
    await expect(rows(page, 'page.retry').first()).toContainText('router ← page.retry → route.privacy, page.loading');
    await expect(rows(page, 'page.retry').first()).toContainText('sent by the app');
    await expect(chart(page, 'router')).toHaveAccessibleName(/^router chart: active state route\.privacy, page\.ready; last transition page\.loading → page\.ready/);
  });
});

test('picking an old step shows the charts and context as they were, and leaves the app where it is', async ({ page }) => {
  await openHomeThenPrivacyAndBack(page);
  const address = page.url();

  await rows(page, 'nav.go').first().getByRole('button').click();
  await expect(inspector(page).getByRole('status')).toContainText(/^Viewing step #\d+ \(router ← nav\.go\) as it was\. The app is not rewound/);
  await expect(chart(page, 'router')).toHaveAccessibleName(/^router chart: active state route\.privacy, page\.loading;/);
  await expect(inspector(page).getByRole('region', { name: 'router context' })).toContainText('path"/privacy"');

  expect(page.url()).toBe(address);
  await expect(heading(page)).toHaveText(homeHeading);
  await expect(navLink(page, '首页')).toHaveAttribute('aria-current', 'page');

  await inspector(page).getByRole('button', { name: 'Back to live' }).click();
  await expect(inspector(page).getByRole('status')).toHaveText('● Live');
  await expect(chart(page, 'router')).toHaveAccessibleName(/^router chart: active state route\.index, page\.ready;/);
  await expect(inspector(page).getByRole('region', { name: 'router context' })).toContainText('path"/index"');
});

test('the page with the panel open, a past step picked, has no accessibility violations', async ({ page }) => {
  await openHome(page);
  await navLink(page, '隐私政策').click();
  await expectRoute(page, 'privacy');
  await rows(page, 'nav.go').first().getByRole('button').click();
  await expect(inspector(page).getByRole('status')).toContainText('Viewing step');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('pause, clear and export', async ({ page }) => {
  await openHome(page);
  await navLink(page, '隐私政策').click();
  await expectRoute(page, 'privacy');

  const [download] = await Promise.all([page.waitForEvent('download'), inspector(page).getByRole('button', { name: 'Export JSON' }).click()]);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    steps: { event: { type: string }; actions: { type: string; params: unknown }[] }[];
  };
  const navigation = exported.steps.find((step) => step.event.type === 'nav.go');
  expect(navigation?.actions).toContainEqual({ type: 'writeAddress', params: { to: '/privacy', mode: 'push' } });

  await inspector(page).getByRole('button', { name: 'Pause recording' }).click();
  await navLink(page, '介绍').click();
  await expectRoute(page, 'introduce');
  await expect(rows(page, 'nav.go')).toHaveCount(1);
  await expect(inspector(page)).toContainText(/not kept/);

  await inspector(page).getByRole('button', { name: 'Resume recording' }).click();
  await inspector(page).getByRole('button', { name: 'Clear' }).click();
  await expect(inspector(page)).toContainText('No steps yet');
  // The charts still show where the app is.
  await expect(chart(page, 'router')).toHaveAccessibleName(/^router chart: active state route\.introduce, page\.ready/);
  await navLink(page, '首页').click();
  await expectRoute(page, 'index');
  await expect(rows(page, 'nav.go')).toHaveCount(1);
});

test('Alt+Shift+X closes and opens the panel without taking focus from the page', async ({ page }) => {
  await openHome(page);
  await navLink(page, '隐私政策').focus();
  await page.keyboard.press('Alt+Shift+KeyX');
  await expect(inspector(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'XState inspector' })).toBeVisible();
  await expect(navLink(page, '隐私政策')).toBeFocused();

  await page.keyboard.press('Alt+Shift+KeyX');
  await expect(inspector(page)).toBeVisible();
  await expect(navLink(page, '隐私政策')).toBeFocused();
  // Closed stays closed across a reload.
  await page.keyboard.press('Alt+Shift+KeyX');
  await expect(page.getByRole('button', { name: 'XState inspector' })).toBeVisible();
  await page.reload();
  await expectRoute(page, 'index');
  await expect(page.getByRole('button', { name: 'XState inspector' })).toBeVisible();
  await expect(inspector(page)).toHaveCount(0);
});

test('without ?inspect there is no panel until the shortcut asks for one', async ({ page }) => {
  await page.goto('/#/privacy');
  await expectRoute(page, 'privacy');
  await expect(page.locator('#xstate-inspector')).toHaveCount(0);
  await page.keyboard.press('Alt+Shift+KeyX');
  await expect(inspector(page)).toBeVisible();
  expect(new URL(page.url()).searchParams.has('inspect')).toBe(true);
  await expectRoute(page, 'privacy');
});

test('?inspect=stately also opens Stately’s hosted inspector, which needs the internet', async ({ page, context }) => {
  const popup = context.waitForEvent('page');
  await page.goto('/?inspect=stately#/index');
  const hosted = await popup;
  await expect.poll(() => external).toContainEqual(expect.stringMatching(/^https:\/\/stately\.ai\/inspect/));
  // The panel is there too, and keeps working offline.
  await navLink(page, '隐私政策').click();
  await expectRoute(page, 'privacy');
  await expect(chart(page, 'router')).toHaveAccessibleName(/^router chart: active state route\.privacy, page\.ready;/);
  // Offline, that is all it could reach.
  expect(external.filter((url) => !url.startsWith('https://stately.ai/'))).toEqual([]);
  external.length = 0;
  await hosted.close();
});
