// What both floor apps render, the vue-router peer's layout: header, navigation, the page's HTML
// swapped in once its chunk has arrived (the previous page stays until then), footer.
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { pageIds, pages, type PageId, type PeerPage } from './pages.ts';

interface LayoutProps {
  current: PageId;
  /** Called on a plain click on a navigation link instead of letting the browser change the hash. */
  onNavigate?: (id: PageId) => void;
}

export function Layout({ current, onNavigate }: LayoutProps) {
  const page = useLoadedPage(current);
  const main = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!page) return;
    document.title = `${page.title} - 微光栖地`;
    main.current?.scrollTo(0, 0);
  }, [page]);
  const follow = (id: PageId) => (event: MouseEvent) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onNavigate(id);
  };
  return (
    <div className="layout">
      <header className="site-header">微光栖地</header>
      <nav className="site-nav" aria-label="主导航">
        {pageIds.map((id) => (
          <a key={id} href={`#/${id}`} aria-current={id === current ? 'page' : undefined} onClick={follow(id)}>
            {pages[id].title}
          </a>
        ))}
      </nav>
      <main ref={main} className="content">
        {page && <article className="page" dangerouslySetInnerHTML={{ __html: page.html }} />}
      </main>
      <footer className="site-footer">© 2026 微光栖地 版权所有 健康游戏忠告：抵制不良游戏，拒绝盗版游戏。</footer>
    </div>
  );
}

function useLoadedPage(id: PageId): PeerPage | undefined {
  const [page, setPage] = useState<PeerPage>();
  useEffect(() => {
    let current = true;
    void pages[id].load().then((module) => {
      if (current) setPage(module.default);
    });
    return () => {
      current = false;
    };
  }, [id]);
  return page;
}
