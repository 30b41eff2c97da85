import { findMatches } from './search-index';
import { markMatch, revealMark, unmark } from './search-mark';
import { takePending } from './search-memory';

/** The part of the page that is the text itself (not its notices or contents): what search reads. */
export const proseOf = (article: HTMLElement): HTMLElement | null => article.querySelector<HTMLElement>('.prose');

/** Marks the match the reader chose in this text, if one is waiting, and brings it into view. */
export function markChosenMatch(article: HTMLElement, text: string): void {
  const prose = proseOf(article);
  const pending = takePending(text);
  if (!prose || !pending) return;
  unmark(prose);
  const match = findMatches(prose, pending.query)[pending.chosen];
  if (!match) return;
  const [first] = markMatch(prose, match);
  if (first) revealMark(first);
}
