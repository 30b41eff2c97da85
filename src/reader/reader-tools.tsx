import type { PageContent } from '../config/page-content';
import { TocTools } from './toc-tools';

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
export default function ReaderTools({ article, content }: ReaderText) {
  return (
    <>
      <TocTools article={article} content={content} />
    </>
  );
}
