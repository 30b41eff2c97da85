import type { PageContent } from './page-content';
import { followInAppLink } from '../router/in-app-link';
import { usePageShown, useRouter } from '../router/router-context';

export function MarkdownPage({ content }: { content: PageContent }) {
  const router = useRouter();
  usePageShown();
  return (
    <article className="page">
      <h1 tabIndex={-1}>{content.heading}</h1>
      {/* Trusted HTML compiled from content/*.md at build time; nothing here comes from the address. */}
      <div
        className="prose"
        onClick={(event) => followInAppLink(router, event)}
        dangerouslySetInnerHTML={{ __html: content.html }}
      />
    </article>
  );
}
