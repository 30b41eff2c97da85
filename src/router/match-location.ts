import { routes, type RouteId } from '../config/routes';

export type LocationMatch = { kind: 'root' } | { kind: 'route'; id: RouteId } | { kind: 'unknown' };

/** No real address is this long; longer ones are not even decoded. */
const maxPathLength = 256;

/**
 * Resolves a path taken from the address. Case, trailing slashes, a missing leading slash
 * (`#privacy`) and percent-encoding are forgiven; anything else is unknown.
 */
export function matchPath(rawPath: string): LocationMatch {
  const path = normalisePath(rawPath);
  if (path === null) return { kind: 'unknown' };
  if (path === '/') return { kind: 'root' };
  const route = routes.find((candidate) => candidate.path === path);
  return route ? { kind: 'route', id: route.id } : { kind: 'unknown' };
}

function normalisePath(rawPath: string): string | null {
  if (rawPath.length > maxPathLength) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const trimmed = decoded.toLowerCase().replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The value of one query parameter of a `?a=b` search string, if present. */
export function searchParam(search: string, name: string): string | null {
  return new URLSearchParams(search).get(name);
}
