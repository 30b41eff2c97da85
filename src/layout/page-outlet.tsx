import { useSelector } from '@xstate/react';
import { MarkdownPage } from '../pages/markdown-page';
import { NotFoundPage } from '../pages/not-found-page';
import { PageLoadError } from './page-load-error';
import { samePageView, selectPageView, useRouter } from '../router/react';

/** Renders the current visit: the page once its chunk is here, else its loading or failure state. */
export function PageOutlet() {
  const router = useRouter();
  const { screen, visit, status, content, version } = useSelector(router, selectPageView, samePageView);
  if (screen === 'notFound') return <NotFoundPage key={visit} />;
  if (status === 'failed') return <PageLoadError key={visit} onRetry={() => router.send({ type: 'page.retry' })} />;
  if (status === 'ready' && content) return <MarkdownPage key={visit} content={content} pinned={version !== null && version === content.version?.effective} />;
  return (
    <p className="page-loading" role="status">
      正在加载…
    </p>
  );
}
