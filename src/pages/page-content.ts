/** What a content/*.md file compiles to at build time (see build/markdown-pages.ts). */
export interface PageContent {
  title: string;
  /** The page's `<h1>`; the title unless the front matter sets `heading`. */
  heading: string;
  description: string;
  /** Trusted HTML rendered from the Markdown at build time; never built from the address. */
  html: string;
  sections: ReadonlyArray<{ id: string; title: string }>;
}
