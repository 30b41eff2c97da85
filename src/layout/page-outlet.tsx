import { useSelector } from '@xstate/react';
import { MarkdownPage } from '../pages/markdown-page';
import { NotFoundPage } from '../pages/not-found-page';
import { PageLoadError } from './page-load-error';
import { useRouter, selectPageActor, selectScreen, selectVisit } from '../router/react';
import type { pageMachine } from '../router/page-machine';
import type { ActorRefFrom } from 'xstate';

/** Renders the current visit: the page once its chunk is here, else its loading or failure state. */
export function PageOutlet() {
  const router = useRouter();
  const visit = useSelector(router, selectVisit);
  const screen = useSelector(router, selectScreen);
  const page = useSelector(router, selectPageActor);
  if (screen === 'notFound') return <NotFoundPage key={visit} />;
  return page ? <PageView key={visit} page={page} /> : null;
}

function PageView({ page }: { page: ActorRefFrom<typeof pageMachine> }) {
  const state = useSelector(page, (snapshot) => snapshot.value);
  const content = useSelector(page, (snapshot) => snapshot.context.page);
  const version = useSelector(page, (snapshot) => snapshot.context.version);
  if (state === 'failed') return <PageLoadError onRetry={() => page.send({ type: 'page.retry' })} />;
  if (state === 'ready' && content) return <MarkdownPage content={content} pinned={version !== null && version === content.version?.effective} />;
  return (
    <p className="page-loading" role="status">
      正在加载…
    </p>
  );
}
