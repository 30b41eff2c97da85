/**
 * Where the plain document of a page is served: `/pages/privacy.html` for its newest text,
 * `/pages/privacy-2026-11-01.html` for the version effective on that date (the newest has both).
 * ES2017, no DOM.
 */
export function plainDocumentPath(route: { id: string }, version?: string): string {
  return `/pages/${route.id}${version ? `-${version}` : ''}.html`;
}
