import type { PageContent } from './page-content';
import { TableOfContents } from './table-of-contents';
import { followInAppLink } from '../router/in-app-link';
import { usePageShown, useRouter } from '../router/router-context';

/** Pages with more sections than this get a table of contents. */
const tocThreshold = 3;

export function MarkdownPage({ content, path }: { content: PageContent; path: string }) {
  const router = useRouter();
  usePageShown(content.description);
  return (
    // Clicks on in-app links, in the ToC and in the text alike, become router events.
    <article className="page" onClick={(event) => followInAppLink(router, event)}>
      <h1 tabIndex={-1}>{content.heading}</h1>
      {content.sections.length > tocThreshold && <TableOfContents path={path} sections={content.sections} />}
      {/* Trusted HTML compiled from content/*.md at build time; nothing here comes from the address. */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: content.html }} />
    </article>
  );
}
