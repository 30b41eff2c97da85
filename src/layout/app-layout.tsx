import { useSelector } from '@xstate/react';
import { site } from '../config/site';
import { PageOutlet } from './page-outlet';
import { SiteNav } from './site-nav';
import { InAppLink } from '../router/in-app-link';
import { useRouter } from '../router/router-context';
import { selectScreen } from '../router/router-selectors';

export function AppLayout() {
  const screen = useSelector(useRouter(), selectScreen);
  return (
    <>
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
        <footer className="site-footer">
          <p>
            © 2026 {site['company.name']} · 客服电话 {site['contact.phone']}
          </p>
        </footer>
      </div>
    </>
  );
}
