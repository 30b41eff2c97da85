/**
 * Which text of a page to show: the current one, an earlier version (`?version=<effective date>`), or
 * the current one with the changes since an earlier version marked (`?compare=<effective date>`).
 * A version the page does not have shows the current text.
 */
export interface TextRequest {
  version: string | null;
  compare: string | null;
}

/** What a content/*.md file compiles to at build time (see vite-plugins/markdown-pages.ts). */
export interface PageContent {
  title: string;
  description: string;
  /**
   * The page's markup (heading, table of contents, text): trusted HTML compiled from the Markdown at
   * build time, never built from the address.
   */
  body: string;
}
