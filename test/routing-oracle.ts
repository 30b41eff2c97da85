import { parsePath } from 'history';
import { routes, type RouteId } from '../src/config/routes';

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
