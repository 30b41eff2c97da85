import fc from 'fast-check';
import { parsePath } from 'history';
import { routes, type RouteId } from '../../src/config/routes';

// Addresses for the address fuzz tests, test/address-fuzz.test.ts (the routes machine) and
// e2e/opening-an-address.spec.ts (the app in a browser): generated `location.hash` values, and
// where the routing rules say each must lead.

/**
 * The routing rules of the README, written down once more and on their own, to check the routes
 * machine against. It deliberately does not use src/router/match-location.ts: that is what it tests.
 */
export interface ExpectedScreen {
  /** What the app must show: a route's state, or the not-found state. */
  screen: RouteId | 'notFound';
  /** The hash the app must end on (`#/privacy?from=app`), or null when it must keep the address as is. */
  canonicalHash: string | null;
}

/** Longer paths are never a route, whatever they decode to. */
export const longestPath = 256;

const notFound: ExpectedScreen = { screen: 'notFound', canonicalHash: null };

/**
 * Where the app must end for an address whose `location.hash` is `hash` (with or without its `#`;
 * '' for none). The text after `#` is read as history's createHashHistory reads it: parsePath, with
 * `/` when there is no path.
 */
export function expectedScreen(hash: string): ExpectedScreen {
  const { pathname = '/', search = '' } = parsePath(hash.startsWith('#') ? hash.slice(1) : hash);

  // 1. Too long: not found, and not even decoded.
  if (pathname.length > longestPath) return notFound;

  // 2. Percent-encoding is forgiven; broken percent-encoding is not found.
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return notFound;
  }

  // 3. Trailing slashes are forgiven; what is left of `/` (or of nothing) is the root: home, by a replace.
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end -= 1;
  path = path.slice(0, end);
  // The address is written through history, which drops a bare `?` (an empty query): `#/privacy?` ends as `#/privacy`.
  const query = search === '?' ? '' : search;
  const home = routes[0];
  if (path === '') return { screen: home.id, canonicalHash: `#${home.path}${query}` };

  // 4. A missing leading slash and the case of the letters are forgiven.
  if (path[0] !== '/') path = `/${path}`;
  const route = routes.find((candidate) => candidate.path.toLowerCase() === path.toLowerCase());
  if (route === undefined) return notFound;

  // 5. A route's address is rewritten to its canonical form, search kept, unless it already is canonical.
  return { screen: route.id, canonicalHash: pathname === route.path ? null : `#${route.path}${query}` };
}

// Generators of `location.hash` values: each starts with `#`, or is '' for no hash.

/** The seed both fuzz suites use, so that a failure can be replayed. */
export const fuzzSeed = 20_240_611;

const routeName = fc.constantFrom(...routes.map((route) => route.path.slice(1)));

function percentEncoded(char: string, upper: boolean): string {
  const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? hex.toUpperCase() : hex}`;
}

/** A route name with random case changes and some letters percent-encoded (`%70rivacy`, `PrIV%41cy`). */
const disguisedName = routeName.chain((name) =>
  fc
    .tuple(
      fc.mixedCase(fc.constant(name)),
      fc.array(fc.constantFrom('keep', 'keep', 'keep', 'keep', 'lower', 'upper'), {
        minLength: name.length,
        maxLength: name.length,
      }),
    )
    .map(([cased, how]) =>
      // Route names are ASCII: one character per UTF-16 unit.
      Array.from(cased, (char, i) => (how[i] === 'lower' || how[i] === 'upper' ? percentEncoded(char, how[i] === 'upper') : char)).join(''),
    ),
);

const leadingSlashes = fc.constantFrom('/', '/', '/', '', '//', '///', '%2F', '%2f', '\\', '/./');
const trailingSlashes = fc.constantFrom('', '', '', '/', '//', '/////', '%2F', '/%2f/', '\\', '/.', '/..');
const query = fc.constantFrom(
  '',
  '',
  '?from=app&x=1',
  '?from=app',
  '?',
  '??',
  '?x=%zz',
  '?a=%E0%A4%A',
  '?q=<script>alert(1)</script>',
  '?next=javascript:alert(1)',
  '?a=1?b=2',
  '?来源=应用',
  // A section to scroll to (`?section=<heading id>`): real-looking, broken, hostile.
  '?section=top',
  '?section=%zz',
  '?section=%E0%A4%A',
  '?section="><img src=x onerror=alert(1)>',
  '?section=\'];alert(1);//',
);
const innerFragment = fc.constantFrom('', '', '', '#', '#top', '#/privacy', '#%zz', '#<img src=x onerror=alert(1)>');

/** Well-formed percent-encoding and broken percent-encoding. */
export const goodEscapes = ['%70', '%2F', '%2f', '%41', '%3F', '%23', '%2E%2E', '%E4%B8%AD', '%25'] as const;
export const brokenEscapes = ['%E0%A4%A', '%', '%zz', '%F', '%C3', '%E0%A4', '%%', '%G1', '%ED%A0%80', '%C0%AF', '%FF'] as const;

/** Real route paths, disguised: case, slashes, percent-encoding, a query, a fragment. */
const routeVariant = fc
  .tuple(leadingSlashes, disguisedName, trailingSlashes, query, innerFragment)
  .map((parts) => `#${parts.join('')}`);

/** A route path with a fragment of percent-encoding (good or broken) put in somewhere. */
const escapedRoute = fc
  .tuple(leadingSlashes, routeName, fc.nat(), fc.constantFrom(...goodEscapes, ...brokenEscapes), trailingSlashes, query)
  .map(([lead, name, at, escape, trail, search]) => {
    const cut = at % (name.length + 1);
    return `#${lead}${name.slice(0, cut)}${escape}${name.slice(cut)}${trail}${search}`;
  });

/** Random text: any UTF-16 (lone surrogates too), graphemes, and text made of the characters that matter. */
const interestingChar = fc.constantFrom(
  ...Array.from('/%?#.\\:;&= <>"\'`aAiIpPrRvVcCyYnNdDxXeEfF0123456789'),
  '中',
  '\u0130', // İ: lower-cases to two characters
  '\u0131', // ı: upper-cases to I
  '\u212A', // the Kelvin sign: lower-cases to k
  '\t',
  '\n',
  '\u0000',
);
const randomText = fc
  .oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.string({ unit: interestingChar, maxLength: 30 }),
  )
  .chain((text) => fc.constantFrom(`#${text}`, `#/${text}`));

/** Script-looking pieces, raw and encoded, before, inside or after a route. */
const hostilePiece = fc.constantFrom(
  '<script>alert(1)</script>',
  '<script>window.__pwned=1</script>',
  '<img src=x onerror=alert(1)>',
  '<img src=x onerror="window.__pwned=1">',
  'javascript:alert(1)',
  'javascript:window.__pwned=1',
  '"><svg onload=alert(1)>',
  "'><svg onload=window.__pwned=1>",
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%22%3E%3Csvg%20onload%3Dalert(1)%3E',
);
const hostile = fc
  .tuple(fc.constantFrom('', '/', '/privacy/', '/index?', '/agreement#', 'parent'), hostilePiece, fc.constantFrom('', '/', '?from=app'))
  .map((parts) => `#${parts.join('')}`);

/** `..` and `.` segments around route names. */
const dotSegments = fc
  .array(fc.constantFrom('..', '.', '...', '%2e%2e', 'privacy', 'index', 'etc', 'passwd', ''), { minLength: 1, maxLength: 6 })
  .chain((segments) => fc.constantFrom(`#/${segments.join('/')}`, `#${segments.join('/')}`));

/** Long addresses: up to 12,000 characters, and routes padded to around the 256-character limit. */
const long = fc.oneof(
  fc
    .integer({ min: 257, max: 12_000 })
    // Astral characters take two UTF-16 units: cut back to the length (a lone surrogate is fine here).
    .chain((length) => fc.string({ unit: 'binary', minLength: length, maxLength: length }).map((text) => text.slice(0, length)))
    .map((text) => `#/${text}`),
  fc.integer({ min: 1, max: 12_000 }).map((length) => `#/${'a'.repeat(length)}`),
  fc.tuple(routeName, fc.integer({ min: 240, max: 270 })).map(([name, length]) => `#/${name}${'/'.repeat(Math.max(0, length - name.length - 1))}`),
  fc.integer({ min: 75, max: 90 }).map((count) => `#/%70rivacy${'%2F'.repeat(count)}`),
  fc.integer({ min: 1, max: 12_000 }).map((length) => `#/privacy?${'x'.repeat(length)}`),
  fc.integer({ min: 1, max: 1_500 }).map((count) => `#/${'%E0%A4%A'.repeat(count)}`),
);

/** Pieces glued together at random. */
const mixture = fc
  .array(
    fc.oneof(
      routeName,
      disguisedName,
      fc.constantFrom('/', '//', '?', '#', '..', '%', ...goodEscapes, ...brokenEscapes),
      hostilePiece,
      fc.string({ unit: 'binary', maxLength: 6 }),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((pieces) => `#${pieces.join('')}`);

/** Exact addresses that matter: no hash, the root, each route as it is. */
const landmarks = fc.constantFrom('', '#', '#/', '#//', '#?from=app', '#/?from=app', ...routes.map((route) => `#${route.path}`));

/** Any address hash, weighted towards the ones that are nearly a route. */
export const addressHash: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: routeVariant, weight: 6 },
  { arbitrary: escapedRoute, weight: 4 },
  { arbitrary: randomText, weight: 3 },
  { arbitrary: hostile, weight: 2 },
  { arbitrary: dotSegments, weight: 1 },
  { arbitrary: long, weight: 2 },
  { arbitrary: mixture, weight: 3 },
  { arbitrary: landmarks, weight: 1 },
);
