import type { PageContent } from '../config/page-content';
import { datedMarkSelector } from '../startup/dated-mark';

/** The texts take effect at 00:00 Beijing time (UTC+8, no daylight saving), whatever the device's zone. */
const beijingOffset = 8 * 60 * 60 * 1000;

/** Today's date in Beijing, `YYYY-MM-DD`. */
export function beijingToday(now: number = Date.now()): string {
  return new Date(now + beijingOffset).toISOString().slice(0, 10);
}

/** The version in force on `today`: the latest that has taken effect; before the first, the first. */
export function inForce(dates: readonly string[], today: string): string | undefined {
  return dates.filter((date) => date <= today).pop() ?? dates[0];
}

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
    dated: content.dated?.filter((entry) => entry.from <= today).pop()?.parts ?? [],
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
