import { useSelector } from '@xstate/react';
import { site } from '../config/site';
import { PageOutlet } from './page-outlet';
import { SiteFooter } from './site-footer';
import { SiteNav } from './site-nav';
import { InAppLink, useRouter, selectScreen } from '../router/react';

export function AppLayout() {
  const router = useRouter();
  const screen = useSelector(router, selectScreen);
  return (
    <>
      {/* A button, not an `href="#main"` link: in a hash-routed app that would change the route. */}
      <button type="button" className="skip-link" onClick={() => router.send({ type: 'content.skip' })}>
        跳到正文
      </button>
      <header className="site-header">
        <InAppLink className="brand" href="#/index">
          {site['product.name']}
        </InAppLink>
      </header>
      <SiteNav current={screen} />
      <div className="content" id="content">
        <main className="main">
          <PageOutlet />
        </main>
        <SiteFooter />
        <button type="button" className="back-to-top" onClick={() => router.send({ type: 'content.top' })}>
          回到顶部
        </button>
      </div>
    </>
  );
}
