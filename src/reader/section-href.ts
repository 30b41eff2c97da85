import { atSection } from '../texts/text-address';

/**
 * The address of a part of the text on screen (`null`: the text's top), shaped as its table of contents'
 * links: a version's keeps its `version=`, a comparison its `compare=` and `to=`. The contents' first link
 * is the one place the page states its own address; every reader tool reads it here.
 */
export function sectionHref(article: HTMLElement, id: string | null): string {
  const entry = article.querySelector('.toc a')?.getAttribute('href') ?? '';
  return atSection(entry, id) ?? entry;
}
