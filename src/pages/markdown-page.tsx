import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PageContent } from '../config/page-content';
import { holdReadingLine } from '../router/hold-reading-line';
import { followInAppLink, usePageShown, useRouter } from '../router/react';
import { beijingToday } from '../texts/on-date';
import { showPartElsewhere, showTextOnDate, textOn } from './text-on-date';

const ReaderTools = lazy(() => import('../reader/reader-tools'));

/**
 * The markup of the text shown last, as its visit left it (out of the document: no ids twice, nothing
 * a screen reader or the browser's find could reach), by what it depends on beyond the chunk: the day's
 * words and links, and the part the address named (src/pages/text-on-date.ts). Showing one again on the
 * same terms parses none of its HTML again (some 90 KB for the privacy policy, the most of a revisit's work).
 */
const kept = new Map<PageContent, { terms: string; nodes: DocumentFragment }>();

/** Takes a text's nodes out of the document to be shown again, but not when the reader marked a search match in it. */
function keep(article: HTMLElement, content: PageContent, terms: string): void {
  kept.delete(content);
  if (article.querySelector('mark.search-hit')) return;
  const nodes = document.createDocumentFragment();
  nodes.append(...article.childNodes);
  kept.set(content, { terms, nodes });
  // Two at most, the older out first: the text being left, and the one the page coming may take (its
  // cleanup runs first). Going back is the revisit readers make, and each text kept holds the JS
  // objects of the nodes the app and the tools touched (some 0.17 MB of heap for four).
  for (const old of kept.keys()) if (kept.size > 2) kept.delete(old);
}

/** A text as compiled from content/; `pinned` when the address names its version (`?version=`). */
export function MarkdownPage({ content, pinned }: { content: PageContent; pinned: boolean }) {
  const router = useRouter();
  // The outlet mounts a page for each visit: the day's words are those of the visit's start.
  const [text] = useState(() => textOn(content, beijingToday(), pinned));
  // The part the address names, as the visit began.
  const [section] = useState(() => router.getSnapshot().context.section);
  // What the text's markup depends on beyond the chunk, both fixed for the visit.
  const terms = JSON.stringify([text.dated, text.versionLink, section]);
  // The markup a visit of this text on the same terms left, if any: fixed for the visit, so that React never sets the HTML again.
  const [reused] = useState(() => kept.get(content)?.terms === terms);
  const article = useRef<HTMLElement>(null);
  // Before page.shown (below), whose scrolling and focus act on the text as it reads.
  useLayoutEffect(() => {
    const shown = article.current;
    if (!shown) return undefined;
    const left = kept.get(content);
    kept.delete(content);
    // Empty also when React's StrictMode (development) runs the effect again after its cleanup took the nodes.
    if (!shown.firstChild && left?.terms === terms) shown.append(left.nodes);
    else {
      if (reused) shown.innerHTML = content.body;
      showTextOnDate(shown, text);
      showPartElsewhere(shown, section, content);
    }
    // Before the reader tools take out what they put in the text (React cleans a parent up before its children).
    return () => keep(shown, content, terms);
  }, [text, section, content, terms, reused]);
  // Also before page.shown: the router's jump may lay out parts above the line.
  useLayoutEffect(() => (article.current ? holdReadingLine(article.current) : undefined), [text]);
  usePageShown(text.title, content.description);
  // After the first commit, so that a hydrated page matches its HTML, which has no tools.
  const [tools, setTools] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const shown = article.current;
    if (!shown?.querySelector('.toc')) return;
    // In a task after the text's second frame, not in the task that shows the text nor between its first
    // two frames: the tools' render (30–50 ms on a slow phone, and the first time the request of their
    // chunk) holds back neither the text's frame nor the one after it. A call after the page has gone is a no-op.
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(setTools, 0, shown)));
  }, [text]);
  return (
    <>
      {/* Clicks on in-app links, in the table of contents and in the text alike, become router events. */}
      <article ref={article} className="page" onClick={(event) => followInAppLink(router, event)} dangerouslySetInnerHTML={{ __html: reused ? '' : content.body }} />
      {tools && (
        <Suspense fallback={null}>
          <ReaderTools article={tools} content={content} pinned={pinned} />
        </Suspense>
      )}
    </>
  );
}
