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

  it('focuses the heading after an in-app navigation but not on the first load', () => {
    const calls: string[] = [];
    const machine = routesMachine.provide({
      actions: {
        restoreScroll: (_, { navigation }) => void calls.push(`scroll:${navigation}`),
        focusHeading: () => void calls.push('focus'),
      },
    });
    const actor = createActor(machine, { input: { path: '/index', search: '' } }).start();
    actor.send({ type: 'page.shown' });
    actor.send({ type: 'location.change', path: '/privacy', search: '' });
    actor.send({ type: 'page.shown' });
    expect(calls).toEqual(['scroll:load', 'scroll:pop', 'focus']);
  });
});
