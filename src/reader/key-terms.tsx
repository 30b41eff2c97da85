import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { PageContent } from '../config/page-content';
import { followInAppLink, useRouter } from '../router/react';
import { definitionOf } from './key-term-definition';
import './key-terms.css';

interface Shown {
  link: HTMLAnchorElement;
  /** Where the definition is shown: a box right after the term, in the flow of the text. */
  host: HTMLElement;
  term: string;
  text: string;
  /** The text it was opened in: another text on screen has no such box. */
  content: PageContent;
}

const popoverId = 'key-term-popover';

/**
 * A tap on a key term (a link the build made to its definition in 主要用语) shows the definition in
 * place, under the term, with a link to the definition itself; Escape or 关闭 closes it and focus goes
 * back to the term. Without this code, the term stays a link to the definition.
 */
export function KeyTerms({ article, content }: { article: HTMLElement; content: PageContent }) {
  const router = useRouter();
  const [shown, setShown] = useState<Shown | null>(null);
  const box = useRef<HTMLSpanElement>(null);
  // The click listener is registered once per article; it reads what is shown through this.
  const shownRef = useRef<Shown | null>(null);
  useEffect(() => {
    shownRef.current = shown;
  }, [shown]);

  // The page's body is replaced when the text changes: its terms become disclosures anew.
  useEffect(() => {
    for (const link of article.querySelectorAll('a.key-term')) {
      link.setAttribute('aria-expanded', 'false');
      link.setAttribute('aria-controls', popoverId);
    }
  }, [article, content]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a.key-term');
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const id = new URLSearchParams(link.hash.split('?')[1] ?? '').get('section') ?? '';
      const definition = definitionOf(id, article);
      if (!definition) return;
      // The router follows links the page has not handled; this one opens in place.
      event.preventDefault();
      const current = shownRef.current;
      current?.host.remove();
      current?.link.setAttribute('aria-expanded', 'false');
      if (current?.link === link) {
        setShown(null);
        return;
      }
      const host = document.createElement('span');
      host.className = 'key-term-host';
      link.parentNode?.insertBefore(host, link.nextSibling);
      link.setAttribute('aria-expanded', 'true');
      setShown({ link, host, term: definition.term, text: definition.text, content });
    };
    article.addEventListener('click', onClick);
    return () => article.removeEventListener('click', onClick);
  }, [article, content]);

  const close = useCallback(
    (returnFocus: boolean) => {
      if (!shown) return;
      shown.link.setAttribute('aria-expanded', 'false');
      if (returnFocus) shown.link.focus();
      setShown(null);
    },
    [shown],
  );

  useEffect(() => {
    if (!shown) return;
    box.current?.focus();
    // A tap elsewhere closes the definition; focus stays where the reader put it.
    const onOutside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!shown.host.contains(target) && !shown.link.contains(target)) close(false);
    };
    document.addEventListener('click', onOutside);
    return () => {
      document.removeEventListener('click', onOutside);
      shown.host.remove();
    };
  }, [shown, close]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close(true);
  };

  if (shown?.content !== content) return null;
  return createPortal(
    <span className="key-term-popover" id={popoverId} role="dialog" aria-label={`术语：${shown.term}`} aria-describedby={`${popoverId}-text`} tabIndex={-1} ref={box} onKeyDown={onKeyDown}>
      <span className="key-term-text" id={`${popoverId}-text`}>
        <strong>{shown.term}</strong>：{shown.text}
      </span>
      <span className="key-term-actions">
        <a
          href={shown.link.getAttribute('href') ?? undefined}
          onClick={(event) => {
            close(false);
            followInAppLink(router, event);
          }}
        >
          查看定义所在条款
        </a>
        <button type="button" onClick={() => close(true)}>
          关闭
        </button>
      </span>
    </span>,
    shown.host,
  );
}
