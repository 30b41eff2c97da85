/**
 * Where the words of a page depend on the reader's date (PageContent.dated): an empty template, which
 * may stand anywhere, even among a list's items. The build writes it (vite-plugins/content/notices.ts, pages.ts);
 * the start-up script splits the body on it, and the app (src/pages/text-on-date.ts) replaces it in the
 * document. ES2017.
 */
export const datedMark = '<template data-dated></template>';

/** The same mark in a document. */
export const datedMarkSelector = 'template[data-dated]';
