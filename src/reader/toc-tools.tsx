import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { PageContent } from '../config/page-content';
import { SearchPanel } from './search-panel';
import { markChosenMatch } from './search-jump';
import { TocAtHand } from './toc-at-hand';
import { useCurrentSection, useTocMarksCurrent } from './toc-current';

/** A place for a tool inside the text's markup, after `anchor`; it goes with the text. */
function useSlotAfter(anchor: Element | null, className: string): HTMLElement {
  const [slot] = useState(() => {
    const element = document.createElement('div');
    element.className = `${className} reader-tool`;
    return element;
  });
  useLayoutEffect(() => {
    anchor?.after(slot);
    return () => slot.remove();
  }, [anchor, slot]);
  return slot;
}

/**
 * Finding one's way in a long text: search in the table of contents, the part being read marked in it,
 * and on a narrow screen the contents and the search at hand from anywhere in the text.
 */
export function TocTools({ article, content }: { article: HTMLElement; content: PageContent }) {
  const title = article.querySelector('h1')?.textContent ?? content.title;
  const current = useCurrentSection(article);
  useTocMarksCurrent(article, current);
  const searchSlot = useSlotAfter(article.querySelector('.toc-title'), 'toc-search');
  // The bar is fixed at the bottom of a phone's screen, but read and reached by Tab right after the title.
  const barSlot = useSlotAfter(article.querySelector('h1'), 'contents-at-hand');
  // A search result followed to this visit of the text: its match is marked once the text is here.
  useEffect(() => markChosenMatch(article, content.body), [article, content.body]);
  return (
    <>
      {createPortal(<SearchPanel article={article} text={content.body} title={title} />, searchSlot)}
      {createPortal(<TocAtHand article={article} text={content.body} sections={content.sections ?? []} title={title} current={current} />, barSlot)}
    </>
  );
}
