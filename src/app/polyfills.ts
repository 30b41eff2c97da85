/**
 * What the oldest engines of the support matrix (package.json `browserslist`) lack and the code calls,
 * found by running the build there: Object.fromEntries (Chromium < 73, Safari 12.0; XState and the
 * routes machine), Array.prototype.flatMap (Chromium < 69; XState), AbortController (Chromium < 66,
 * Safari 12.0; XState's promise actors, which only call `abort()`), Array.prototype.at (Chromium < 92,
 * Safari < 15.4, Firefox < 90; the scroll restoration). Each is feature-tested, so a current engine
 * skips it, and is the least those callers need: core-js's versions of the first two alone would add
 * 7 KB gzip to every reader's download. Imported first by the entry, so it runs before any of them.
 */
function define(target: object, name: string, value: unknown): void {
  if (!(name in target)) Object.defineProperty(target, name, { value, configurable: true, writable: true });
}

define(Object, 'fromEntries', (entries: Iterable<readonly [PropertyKey, unknown]>) => {
  const object: Record<PropertyKey, unknown> = {};
  for (const [key, value] of entries) object[key] = value;
  return object;
});

define(Array.prototype, 'flatMap', function flatMap<T, U>(this: T[], callback: (value: T, index: number, array: T[]) => U | U[], thisArg?: unknown) {
  return ([] as U[]).concat(...this.map(callback, thisArg));
});

define(Array.prototype, 'at', function at<T>(this: T[], index: number) {
  const position = Math.trunc(index) || 0;
  return this[position < 0 ? this.length + position : position];
});

define(
  window,
  'AbortController',
  class AbortController {
    readonly signal = { aborted: false };
    abort(): void {
      this.signal.aborted = true;
    }
  },
);
