import type { PageContent } from '../config/page-content';
import { datedMarkSelector } from '../startup/dated-mark';
import { entryOn } from '../texts/on-date';

/** How a text reads on a given day, beyond its markup. */
export interface TextOnDate {
  title: string;
  /** The words for the body's `<template data-dated>` marks, in order (HTML, from the build). */
  dated: readonly string[];
  /** Shown as the text in force, its section links leave the version: `?version=<date>&` becomes `?`. */
  versionLink: string | null;
}

/**
 * How a reader sees a text on `today`. `pinned` when the address names the version (`?version=`): its
 * section links then stay in it; shown as the text in force, they are the page's own (`#/privacy?section=…`).
 */
export function textOn(content: PageContent, today: string, pinned: boolean): TextOnDate {
  const { version } = content;
  return {
    title: version && pinned ? version.title : content.title,
    dated: entryOn(content.dated ?? [], (entry) => entry.from, today)?.parts ?? [],
    versionLink: version && !pinned ? `?version=${version.effective}&` : null,
  };
}

/**
 * Makes the markup set from the chunk's own body read as `text` says. The body goes to `innerHTML`
 * untouched, so the browser takes the chunk's string over and the JS heap keeps no copy of the text
 * (a string built from it by split and join would stay there whole); the few date-dependent words and
 * links are changed in the document instead. Markup that already reads so (the start-up script's) is left as it is.
 */
export function showTextOnDate(article: HTMLElement, { dated, versionLink }: TextOnDate): void {
  article.querySelectorAll(datedMarkSelector).forEach((mark, index) => {
    // Parsed where the mark stands: in 历史版本 the words are the list's items.
    mark.outerHTML = dated[index] ?? '';
  });
  if (!versionLink) return;
  for (const link of article.querySelectorAll(`a[href*="${versionLink}"]`)) {
    link.setAttribute('href', String(link.getAttribute('href')).split(versionLink).join('?'));
  }
}

/** When the address names a part this version lacks but another has: the build's note saying where it is, under the heading. */
export function showPartElsewhere(article: HTMLElement, section: string | null, { elsewhere }: PageContent): void {
  // An id the build made the note for is a heading id, safe in a selector.
  if (section === null || !elsewhere || !Object.prototype.hasOwnProperty.call(elsewhere, section) || article.querySelector(`[id="${section}"]`)) return;
  article.querySelector('h1')?.insertAdjacentHTML('afterend', elsewhere[section] ?? '');
}
