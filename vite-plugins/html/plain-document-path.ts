import type { Route } from '../../src/config/routes.ts';

/**
 * Where the plain document of a page is served: `/pages/privacy.html` for its newest text,
 * `/pages/privacy-2026-11-01.html` for the version effective on that date (the newest has both).
 */
export function plainDocumentPath(route: Route, version?: string): string {
  return `/pages/${route.id}${version ? `-${version}` : ''}.html`;
}
