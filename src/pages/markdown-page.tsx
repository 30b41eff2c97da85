import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PageContent } from '../config/page-content';
import { followInAppLink, usePageShown, useRouter } from '../router/react';
import { beijingToday } from '../texts/on-date';
import { showPartElsewhere, showTextOnDate, textOn } from './text-on-date';

const ReaderTools = lazy(() => import('../reader/reader-tools'));

/** A text as compiled from content/; `pinned` when the address names its version (`?version=`). */
export function MarkdownPage({ content, pinned }: { content: PageContent; pinned: boolean }) {
  const router = useRouter();
  // The outlet mounts a page for each visit: the day's words are those of the visit's start.
  const [text] = useState(() => textOn(content, beijingToday(), pinned));
  // The part the address names, as the visit began.
  const [section] = useState(() => router.getSnapshot().context.section);
  const article = useRef<HTMLElement>(null);
  // Before page.shown (below), whose scrolling and focus act on the text as it reads.
  useLayoutEffect(() => {
    if (!article.current) return;
    showTextOnDate(article.current, text);
    showPartElsewhere(article.current, section, content);
  }, [text, section, content]);
  usePageShown(text.title, content.description);
  // After the first commit, so that a hydrated page matches its HTML, which has no tools.
  const [tools, setTools] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const shown = article.current;
    if (!shown?.querySelector('.toc')) return;
    // In a task after the text's first frame, not in the task that shows the text: the tools' render (and,
    // the first time, the request of their chunk: ~13 ms on a slow phone) does not hold the text back. A
    // call after the page has gone is a no-op.
    requestAnimationFrame(() => setTimeout(setTools, 0, shown));
  }, [text]);
  return (
    <>
      {/* Clicks on in-app links, in the table of contents and in the text alike, become router events. */}
      <article ref={article} className="page" onClick={(event) => followInAppLink(router, event)} dangerouslySetInnerHTML={{ __html: content.body }} />
      {tools && (
        <Suspense fallback={null}>
          <ReaderTools article={tools} content={content} pinned={pinned} />
        </Suspense>
      )}
    </>
  );
}
