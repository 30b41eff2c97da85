import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PageContent } from '../config/page-content';
import { followInAppLink, usePageShown, useRouter } from '../router/react';
import { beijingToday, showTextOnDate, textOn } from './text-on-date';

// Whether the reader tools' chunk has arrived: until then, mounting them only requests it.
let toolsArrived = false;
const ReaderTools = lazy(() =>
  import('../reader/reader-tools').then((tools) => {
    toolsArrived = true;
    return tools;
  }),
);

/** A text as compiled from content/; `pinned` when the address names its version (`?version=`). */
export function MarkdownPage({ content, pinned }: { content: PageContent; pinned: boolean }) {
  const router = useRouter();
  // The outlet mounts a page for each visit: the day's words are those of the visit's start.
  const [text] = useState(() => textOn(content, beijingToday(), pinned));
  const article = useRef<HTMLElement>(null);
  // Before page.shown (below), whose scrolling and focus act on the text as it reads.
  useLayoutEffect(() => {
    if (article.current) showTextOnDate(article.current, text);
  }, [text]);
  usePageShown(text.title, content.description);
  // After the first commit, so that a hydrated page matches its HTML, which has no tools.
  const [tools, setTools] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const shown = article.current;
    if (!shown?.querySelector('.toc')) return;
    if (toolsArrived) {
      setTools(shown);
      return;
    }
    // The first long text: its chunk is requested once the text's frame is out, not in the task
    // that shows the text (a render, the stylesheet's link and the import: ~13 ms on a slow phone).
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setTools(shown));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
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
