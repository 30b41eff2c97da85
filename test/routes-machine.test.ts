import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { routesMachine, type AddressWrite } from '../src/router/routes-machine';

function startAt(path: string, search = '') {
  const writes: AddressWrite[] = [];
  const machine = routesMachine.provide({
    actions: { writeAddress: (_, params) => void writes.push(params) },
  });
  const actor = createActor(machine, { input: { path, search } }).start();
  return { actor, writes };
}

describe('routesMachine', () => {
  it('redirects / to the home page by replacing the address', () => {
    const { actor, writes } = startAt('/');
    expect(actor.getSnapshot().value).toBe('index');
    expect(writes).toEqual([{ to: '/index', mode: 'replace' }]);
  });

  it('settles on a route without touching a canonical address', () => {
    const { actor, writes } = startAt('/privacy', '?from=app');
    expect(actor.getSnapshot().value).toBe('privacy');
    expect(writes).toEqual([{ to: '/privacy?from=app', mode: 'none' }]);
  });

  it.each(['/PRIVACY', '/privacy/', 'privacy', '/%70rivacy'])('canonicalises %s to #/privacy', (path) => {
    const { actor, writes } = startAt(path);
    expect(actor.getSnapshot().value).toBe('privacy');
    expect(writes).toEqual([{ to: '/privacy', mode: 'replace' }]);
  });

  it.each(['/nope', '/<script>alert(1)</script>', '/%E0%A4%A', `/${'a'.repeat(10_000)}`])(
    'shows not-found for %s and keeps the address',
    (path) => {
      const { actor, writes } = startAt(path);
      expect(actor.getSnapshot().value).toBe('notFound');
      expect(writes).toEqual([{ to: path, mode: 'none' }]);
    },
  );

  it('pushes one entry for a followed link and none for the current page', () => {
    const { actor, writes } = startAt('/index');
    actor.send({ type: 'nav.go', path: '/agreement' });
    actor.send({ type: 'nav.go', path: '/agreement' });
    expect(actor.getSnapshot().value).toBe('agreement');
    expect(writes.slice(1)).toEqual([{ to: '/agreement', mode: 'push' }]);
  });

  it('follows the address on back/forward without writing it', () => {
    const { actor, writes } = startAt('/index');
    actor.send({ type: 'location.change', path: '/parent', search: '' });
    expect(actor.getSnapshot().value).toBe('parent');
    expect(writes.slice(1)).toEqual([{ to: '/parent', mode: 'none' }]);
  });

  it('spawns the page loader for a route and none for not-found', () => {
    const { actor } = startAt('/introduce');
    expect(actor.getSnapshot().children.page?.getSnapshot().context.routeId).toBe('introduce');
    actor.send({ type: 'location.change', path: '/x', search: '' });
    expect(actor.getSnapshot().children.page).toBeUndefined();
  });

  it('keeps the asked-for version or comparison in its context and hands it to the page loader', () => {
    const { actor } = startAt('/privacy', '?version=2026-11-01&section=cookies');
    expect(actor.getSnapshot().context).toMatchObject({ version: '2026-11-01', compare: null, section: 'cookies' });
    expect(actor.getSnapshot().children.page?.getSnapshot().context).toMatchObject({ routeId: 'privacy', version: '2026-11-01', compare: null });
    actor.send({ type: 'nav.go', path: '/privacy', search: '?compare=2026-11-01' });
    expect(actor.getSnapshot().children.page?.getSnapshot().context).toMatchObject({ version: null, compare: '2026-11-01' });
    actor.send({ type: 'location.change', path: '/privacy', search: '' });
    expect(actor.getSnapshot().children.page?.getSnapshot().context).toMatchObject({ version: null, compare: null });
  });

  it('names the page as shown: an earlier version says so in the title', () => {
    const titles: string[] = [];
    const machine = routesMachine.provide({ actions: { showTitle: (_, { title }) => void titles.push(title) } });
    const actor = createActor(machine, { input: { path: '/privacy', search: '?version=2026-11-01' } }).start();
    actor.send({ type: 'page.shown', title: '隐私政策（2026 年 11 月 1 日版）', description: 'd' });
    expect(titles).toEqual(['隐私政策', '隐私政策（2026 年 11 月 1 日版）']);
  });

  function recordEffects(path: string, search = '') {
    const calls: string[] = [];
    const machine = routesMachine.provide({
      actions: {
        scrollToTop: () => void calls.push('top'),
        restoreScroll: (_, { section }) => void calls.push(`restore:${section ?? '-'}`),
        revealSection: (_, { section }) => void calls.push(`reveal:${section}`),
        focusHeading: (_, { section }) => void calls.push(`focus:${section ?? 'h1'}`),
        showDescription: (_, { description }) => void calls.push(`describe:${description}`),
      },
    });
    const actor = createActor(machine, { input: { path, search } }).start();
    return { actor, calls };
  }

  it('scrolls and focuses by how the page was reached', () => {
    const { actor, calls } = recordEffects('/index');
    actor.send({ type: 'page.shown', title: 'home', description: 'home' });
    actor.send({ type: 'nav.go', path: '/privacy' });
    actor.send({ type: 'page.shown', title: 'privacy', description: 'privacy' });
    actor.send({ type: 'location.change', path: '/index', search: '' });
    actor.send({ type: 'page.shown', title: 'home', description: 'home' });
    expect(calls).toEqual([
      'describe:home',
      'describe:privacy',
      'top',
      'focus:h1',
      'describe:home',
      'restore:-',
      'focus:h1',
    ]);
  });

  it('reveals and focuses the section the address names, cold or in-app', () => {
    const { actor, calls } = recordEffects('/privacy', '?section=cookies');
    expect(actor.getSnapshot().context.section).toBe('cookies');
    actor.send({ type: 'page.shown', title: 'p', description: 'p' });
    actor.send({ type: 'nav.go', path: '/privacy', search: '?section=contact' });
    actor.send({ type: 'page.shown', title: 'p', description: 'p' });
    expect(calls.filter((call) => !call.startsWith('describe'))).toEqual([
      'reveal:cookies',
      'focus:cookies',
      'reveal:contact',
      'focus:contact',
    ]);
  });

  it('keeps the section on back/forward so the entry can be restored', () => {
    const { actor, calls } = recordEffects('/privacy');
    actor.send({ type: 'location.change', path: '/privacy', search: '?section=minors' });
    actor.send({ type: 'page.shown', title: 'p', description: 'p' });
    expect(calls).toContain('restore:minors');
  });

  it('the skip link and back-to-top move focus to the heading', () => {
    const { actor, calls } = recordEffects('/agreement');
    actor.send({ type: 'content.skip' });
    actor.send({ type: 'content.top' });
    expect(calls).toEqual(['focus:h1', 'top', 'focus:h1']);
  });
});
