import { routes, type RouteId } from '../config/routes';
import { canonicalPath } from '../startup/address-rule';

export type LocationMatch = { kind: 'root' } | { kind: 'route'; id: RouteId } | { kind: 'unknown' };

/**
 * Resolves a path taken from the address by the address rule (src/startup/address-rule.ts, which the
 * start-up scripts share): case, trailing slashes, a missing leading slash (`#privacy`) and
 * percent-encoding are forgiven; anything else is unknown.
 */
export function matchPath(rawPath: string): LocationMatch {
  const path = canonicalPath(rawPath);
  if (path === null) return { kind: 'unknown' };
  if (path === '/') return { kind: 'root' };
  const route = routes.find((candidate) => candidate.path === path);
  return route ? { kind: 'route', id: route.id } : { kind: 'unknown' };
}
