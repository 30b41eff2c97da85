import type { PageContent } from '../config/page-content';
import { followInAppLink, usePageShown, useRouter } from '../router/react';
import { beijingToday, textOn } from './text-on-date';

/** A text as compiled from content/; `pinned` when the address names its version (`?version=`). */
export function MarkdownPage({ content, pinned }: { content: PageContent; pinned: boolean }) {
  const router = useRouter();
  const { title, body } = textOn(content, beijingToday(), pinned);
  usePageShown(title, content.description);
  return (
    // Clicks on in-app links, in the table of contents and in the text alike, become router events.
    <article className="page" onClick={(event) => followInAppLink(router, event)} dangerouslySetInnerHTML={{ __html: body }} />
  );
}
