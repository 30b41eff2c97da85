/**
 * Which text of a page to show: the one in force on the reader's date, a version named by its effective
 * date (`?version=<date>`), or a version with the changes since an earlier one marked
 * (`?compare=<the earlier version's date>`: the version after it; `&to=<date>`: any later one). A
 * version the page does not have shows the text in force; a comparison that cannot be made says what
 * is shown instead (src/texts/text-view.ts). `?list=<name>`: one list of the version, on its own
 * (src/config/text-lists.ts).
 */
export interface TextRequest {
  version: string | null;
  compare: string | null;
  to: string | null;
  list: string | null;
}

/** What a content/*.md file compiles to at build time (see vite-plugins/content/compile.ts). */
export interface PageContent {
  title: string;
  description: string;
  /**
   * The page's markup (heading, table of contents, text): trusted HTML compiled from the Markdown at
   * build time, never built from the address. Where the words depend on the reader's date it holds
   * `<template data-dated></template>` (src/startup/dated-mark.ts), filled from `dated` (see src/pages/text-on-date.ts).
   */
  body: string;
  /** The parts a long text's table of contents lists, in order: their heading ids and titles. */
  sections?: ReadonlyArray<{ id: string; title: string }>;
  /** The version of a legal text this is, when the page has versions. */
  version?: {
    /** Its effective date, `YYYY-MM-DD`: its address is `?version=<effective>`. */
    effective: string;
    /** The title when the address names this version, e.g. `隐私政策（2026 年 11 月 1 日版）`. */
    title: string;
  };
  /**
   * The words that depend on the reader's date (in force, upcoming or superseded), oldest first: from
   * each date on (Beijing time), the parts that fill the body's `<template data-dated>` marks, in order.
   */
  dated?: ReadonlyArray<{ from: string; parts: readonly string[] }>;
  /**
   * For each part of the text's other versions that this version lacks, by heading id: the note that
   * says so and where the part is (HTML, from the build), shown under the heading when an address
   * names that part (`?section=children`), instead of the page's top in silence.
   */
  elsewhere?: Readonly<Record<string, string>>;
}

/** The effective dates of each versioned text, oldest first; the last is content/<page>.md's. */
export type TextCalendar = Readonly<Partial<Record<string, readonly string[]>>>;
