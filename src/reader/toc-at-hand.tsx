import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { followInAppLink, useRouter } from '../router/react';
import type { PageContent } from '../config/page-content';
import { sectionHref } from './section-href';
import { SearchPanel } from './search-panel';
import './toc-at-hand.css';

interface Entry {
  href: string;
  id: string;
  title: string;
}

/** The parts the page's data lists, at addresses shaped as its table of contents' links (a version's keep `?version=`). */
function entriesOf(article: HTMLElement, sections: NonNullable<PageContent['sections']>): Entry[] {
  return sections.map(({ id, title }) => ({ id, title, href: sectionHref(article, id) }));
}

function releasePage(): void {
  const app = document.getElementById('app');
  app?.removeAttribute('aria-hidden');
  app?.removeAttribute('inert');
}

const focusable = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('a[href], button, input')];

interface TocAtHandProps {
  article: HTMLElement;
  text: string;
  sections: NonNullable<PageContent['sections']>;
  title: string;
  /** The id of the part being read. */
  current: string | null;
}

/**
 * On a screen too narrow for the contents beside the text: a bar at the bottom, in thumb's reach, with
 * 目录 and the part being read; it opens the contents and the search as a sheet over the text.
 * The bar takes its own room below the content area (see toc-at-hand.css), so it covers no text.
 */
export function TocAtHand({ article, text, sections, title, current }: TocAtHandProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [entries] = useState(() => entriesOf(article, sections));
  const opener = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const titleId = useId();
  /** Closes the sheet; focus goes back to 目录 unless a jump puts it on a part's heading. */
  const close = (toOpener = true) => {
    // At once, not after the next render: a jump's new visit focuses its heading before that.
    releasePage();
    setOpen(false);
    if (toOpener) opener.current?.focus();
  };
  const currentTitle = entries.find((entry) => entry.id === current)?.title;

  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-contents-bar', '');
    return () => root.removeAttribute('data-contents-bar');
  }, []);

  // While the sheet is open the page behind it is out of reach: hidden from screen readers, and inert
  // where the engine knows the attribute.
  useEffect(() => {
    if (!open) return undefined;
    const app = document.getElementById('app');
    app?.setAttribute('aria-hidden', 'true');
    app?.setAttribute('inert', '');
    return releasePage;
  }, [open]);

  useEffect(() => {
    if (!open || !sheet.current) return;
    const here = sheet.current.querySelector<HTMLElement>('[aria-current="location"]') ?? sheet.current.querySelector<HTMLElement>('.contents-sheet-list a');
    here?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !sheet.current) return;
    // Focus stays in the sheet while it is open: Tab from its last control comes back to its first.
    const controls = focusable(sheet.current);
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const go = (event: MouseEvent) => {
    const { visit } = router.getSnapshot().context;
    followInAppLink(router, event);
    if (!event.defaultPrevented) return;
    // A new visit puts focus on the part's heading; the address already there leaves it to the sheet.
    close(router.getSnapshot().context.visit === visit);
  };

  return (
    <div className="contents-bar">
      <button ref={opener} type="button" className="contents-opener" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <span className="contents-opener-label">目录</span>
        {currentTitle && <span className="contents-opener-current">{currentTitle}</span>}
      </button>
      {open &&
        createPortal(
          <div className="contents-backdrop" onClick={(event) => event.target === event.currentTarget && close()}>
            <div ref={sheet} className="contents-sheet" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
              <div className="contents-sheet-head">
                <h2 id={titleId}>目录</h2>
                <button type="button" onClick={() => close()}>
                  关闭
                </button>
              </div>
              <SearchPanel article={article} text={text} title={title} onJump={(newVisit) => close(!newVisit)} />
              <ol className="contents-sheet-list">
                {entries.map((entry) => (
                  <li key={entry.href}>
                    <a href={entry.href} aria-current={entry.id === current ? 'location' : undefined} onClick={go}>
                      {entry.title}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </div>,
          document.body,
        )}
    </div>
  );
}
