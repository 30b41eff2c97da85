import type { PageContent } from '../config/page-content';
import { followInAppLink } from '../router/in-app-link';
import { usePageShown, useRouter } from '../router/router-context';

export function MarkdownPage({ content }: { content: PageContent }) {
  const router = useRouter();
  usePageShown(content.title, content.description);
  return (
    // Clicks on in-app links, in the table of contents and in the text alike, become router events.
    <article className="page" onClick={(event) => followInAppLink(router, event)} dangerouslySetInnerHTML={{ __html: content.body }} />
  );
}
