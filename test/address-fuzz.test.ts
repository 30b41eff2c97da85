import fc from 'fast-check';
import { createPath, parsePath } from 'history';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { routeById } from '../src/config/routes';
import { routesMachine, type AddressWrite } from '../src/router/routes-machine';
import { addressHash, expectedScreen, fuzzSeed } from '../e2e/support/addresses';

/** Path and search of a hash, as createHashHistory reads them from `location.hash`. */
function locationOf(hash: string): { path: string; search: string } {
  const { pathname = '/', search = '' } = parsePath(hash.startsWith('#') ? hash.slice(1) : hash);
  return { path: pathname, search };
}

/** The real routes machine, started on an address, with its address writes and errors recorded. */
function startAt(hash: string) {
  const writes: AddressWrite[] = [];
  const errors: unknown[] = [];
  const machine = routesMachine.provide({
    actions: { writeAddress: (_, params) => void writes.push(params) },
  });
  const actor = createActor(machine, { input: locationOf(hash) });
  actor.subscribe({ error: (error) => void errors.push(error) });
  actor.start();
  return { actor, writes, errors };
}

/** An address write as the address bar ends up: history's push and replace take `to` through parsePath and createPath. */
function asWritten({ to, mode }: AddressWrite): { hash: string; mode: AddressWrite['mode'] } {
  return { hash: `#${createPath(parsePath(to))}`, mode };
}

/** The address write the app must make when it arrives by load or back/forward (location.change). */
function expectArrivalWrite(write: AddressWrite | undefined, hash: string): void {
  const { canonicalHash } = expectedScreen(hash);
  if (write === undefined) throw new Error(`no address write for ${hash}`);
  if (canonicalHash === null) expect(write.mode).toBe('none');
  else expect(asWritten(write)).toEqual({ hash: canonicalHash, mode: 'replace' });
}

describe('address fuzz: the routes machine against the routing rules', () => {
  it('settles every generated address where the rules say, writing the address they say', () => {
    const seen = { notFound: 0, kept: 0, replaced: 0, root: 0 };
    fc.assert(
      fc.property(addressHash, (hash) => {
        const expected = expectedScreen(hash);
        const { actor, writes, errors } = startAt(hash);
        try {
          const snapshot = actor.getSnapshot();
          expect(errors).toEqual([]);
          expect(snapshot.status).toBe('active');
          expect(snapshot.value.route).toBe(expected.screen);
          expect(writes).toHaveLength(1);
          expectArrivalWrite(writes[0], hash);
        } finally {
          actor.stop();
        }
        if (expected.screen === 'notFound') seen.notFound += 1;
        else if (expected.canonicalHash === null) seen.kept += 1;
        else if (locationOf(hash).path.replace(/\/+$/, '') === '') seen.root += 1;
        else seen.replaced += 1;
      }),
      { numRuns: 3000, seed: fuzzSeed },
    );
    // The generators reach every kind of outcome, often.
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(30);
  }, 120_000);

  it('follows a random sequence of back/forward and link events to where the last address says', () => {
    const event = fc.record({ type: fc.constantFrom('location.change' as const, 'nav.go' as const), hash: addressHash });
    fc.assert(
      fc.property(addressHash, fc.array(event, { minLength: 1, maxLength: 20 }), (first, events) => {
        const { actor, writes, errors } = startAt(first);
        // Where the app is, as path and search: the route's canonical path, or the path it kept.
        const placeAfter = (hash: string) => {
          const { path, search } = locationOf(hash);
          const { screen } = expectedScreen(hash);
          return { path: screen === 'notFound' ? path : routeById(screen).path, search };
        };
        let current = placeAfter(first);
        try {
          for (const { type, hash } of events) {
            const before = writes.length;
            const { path, search } = locationOf(hash);
            actor.send({ type, path, search });
            const newWrites = writes.slice(before);
            if (type === 'location.change') {
              expect(newWrites).toHaveLength(1);
              expectArrivalWrite(newWrites[0], hash);
            } else if (path === current.path && search === current.search) {
              // A link to the address the app is on adds nothing.
              expect(newWrites).toEqual([]);
            } else {
              const pushed = expectedScreen(hash).canonicalHash ?? `#${createPath({ pathname: path, search })}`;
              expect(newWrites.map(asWritten)).toEqual([{ hash: pushed, mode: 'push' }]);
            }
            current = placeAfter(hash);
            expect(errors).toEqual([]);
            expect(actor.getSnapshot().status).toBe('active');
          }
          const last = events.at(-1);
          if (last === undefined) throw new Error('fc.array gave no event');
          expect(actor.getSnapshot().value.route).toBe(expectedScreen(last.hash).screen);
        } finally {
          actor.stop();
        }
      }),
      { numRuns: 1000, seed: fuzzSeed },
    );
  }, 120_000);
});
