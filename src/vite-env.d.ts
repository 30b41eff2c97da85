/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_INSPECT?: string;
}

declare module 'virtual:text-calendar' {
  /** Written by vite-plugins/content/plugin.ts from content/: each versioned text's effective dates. */
  const calendar: import('./config/page-content').TextCalendar;
  export default calendar;
}

declare module 'virtual:text-views' {
  /**
   * Written by vite-plugins/content/plugin.ts: the chunk of every comparison of a versioned text, by
   * `<page>/<earlier date>/<later date>`, for every two of its versions.
   */
  const views: Readonly<Partial<Record<string, () => Promise<{ default: import('./config/page-content').PageContent }>>>>;
  export default views;
}
