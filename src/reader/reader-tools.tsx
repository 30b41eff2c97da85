import { useMemo } from 'react';
import type { PageContent } from '../config/page-content';
import { SharingTools } from './share-tools';
import { useCopier } from './share-status';
import { TextSizeControl } from './text-size-control';

/** What the reader tools know of the text on screen. */
export interface ReaderText {
  /** The rendered text (heading, table of contents, sections): the tools read and enhance it. */
  article: HTMLElement;
  content: PageContent;
  /** Whether the address names this version (`?version=`). */
  pinned: boolean;
}

/**
 * The tools a reader has on a long text (a page with a table of contents). Their code is its own
 * chunk, fetched once such a text is on screen, so none of it is in a cold visit of home.
 */
export default function ReaderTools({ article, content, pinned }: ReaderText) {
  const { copier, status } = useCopier();
  // What the page shows (its markup follows both): the places the tools render into are made again when it changes.
  const text = useMemo(() => ({ content, pinned }), [content, pinned]);
  return (
    <>
      <TextSizeControl article={article} copier={copier} text={text} />
      <SharingTools article={article} content={content} copier={copier} text={text} />
      {status}
    </>
  );
}
