import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PageContent } from '../config/page-content';
import { followInAppLink, usePageShown, useRouter } from '../router/react';
import { beijingToday, textOn } from './text-on-date';

const ReaderTools = lazy(() => import('../reader/reader-tools'));

/** A text as compiled from content/; `pinned` when the address names its version (`?version=`). */
export function MarkdownPage({ content, pinned }: { content: PageContent; pinned: boolean }) {
  const router = useRouter();
  const { title, body } = textOn(content, beijingToday(), pinned);
  usePageShown(title, content.description);
  const article = useRef<HTMLElement>(null);
  // After the first commit, so that a hydrated page matches its HTML, which has no tools.
  const [tools, setTools] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (article.current?.querySelector('.toc')) setTools(article.current);
  }, [body]);
  return (
    <>
      {/* Clicks on in-app links, in the table of contents and in the text alike, become router events. */}
      <article ref={article} className="page" onClick={(event) => followInAppLink(router, event)} dangerouslySetInnerHTML={{ __html: body }} />
      {tools && (
        <Suspense fallback={null}>
          <ReaderTools article={tools} content={content} pinned={pinned} />
        </Suspense>
      )}
    </>
  );
}
