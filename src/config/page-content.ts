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
