/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_INSPECT?: string;
}

declare module 'virtual:text-calendar' {
  /** Written by vite-plugins/content/plugin.ts from content/: each versioned text's effective dates. */
  const calendar: import('./config/page-content').TextCalendar;
  export default calendar;
}
