import { useEffect } from 'react';
import type { PageContent } from '../config/page-content';
import { definitionOf } from './key-term-definition';
import './key-terms.css';

const popoverId = 'key-term-popover';

/** The definition's box, right after the term, in the flow of the text: it fits any width the text has. */
function definitionBox(term: string, text: string, href: string): HTMLElement {
  const element = (tag: string, className: string, content = '') => {
    const made = document.createElement(tag);
    if (className) made.className = className;
    made.textContent = content;
    return made;
  };
  const box = element('span', 'key-term-popover');
  box.id = popoverId;
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-label', `术语：${term}`);
  box.setAttribute('aria-describedby', `${popoverId}-text`);
  box.tabIndex = -1;
  const words = element('span', 'key-term-text');
  words.id = `${popoverId}-text`;
  words.append(element('strong', '', term), `：${text}`);
  const jump = element('a', '', '查看定义所在条款');
  jump.setAttribute('href', href);
  const close = element('button', '', '关闭');
  close.setAttribute('type', 'button');
  const actions = element('span', 'key-term-actions');
  actions.append(jump, close);
  box.append(words, actions);
  return box;
}

/**
 * A tap on a key term (a link the build made to its definition in 主要用语) shows the definition in
 * place, under the term, with a link to the definition itself, which the router follows as any link in
 * the text; Escape or 关闭 closes it and focus goes back to the term, a tap elsewhere closes it. Without
 * this code, the term stays a link to the definition. Plain DOM in the text's own markup: the page's
 * body is the build's HTML, not React's.
 */
export function useKeyTerms(article: HTMLElement, content: PageContent): void {
  useEffect(() => {
    // A term opens its definition as a dialog, which takes focus and gives it back to the term: said
    // once by the link itself, not as a state (折叠) heard on every term of the text. It controls the
    // dialog only while the dialog exists.
    for (const link of article.querySelectorAll('a.key-term')) link.setAttribute('aria-haspopup', 'dialog');
    let shown: { link: HTMLAnchorElement; box: HTMLElement } | null = null;
    const close = (returnFocus: boolean) => {
      if (!shown) return;
      shown.box.remove();
      shown.link.removeAttribute('aria-controls');
      if (returnFocus) shown.link.focus();
      shown = null;
    };

    const onTerm = (event: MouseEvent) => {
      const target = event.target as Element;
      if (shown?.box.contains(target)) {
        if (target.closest('button')) close(true);
        // The router is about to scroll to the definition: the box leaves the layout first, so that
        // nothing above the definition moves after the scroll. It goes once the router has the click.
        else if (target.closest('a')) shown.box.hidden = true;
        return;
      }
      const link = target.closest<HTMLAnchorElement>('a.key-term');
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const href = link.getAttribute('href') ?? '';
      const definition = definitionOf(new URLSearchParams(href.split('?')[1]).get('section') ?? '', article);
      if (!definition) return;
      // The router follows the links the page has not handled: this one opens in place.
      event.preventDefault();
      const again = shown?.link === link;
      close(false);
      if (again) return;
      const box = definitionBox(definition.term, definition.text, href);
      link.parentNode?.insertBefore(box, link.nextSibling);
      link.setAttribute('aria-controls', popoverId);
      box.focus();
      shown = { link, box };
    };
    // After the router has followed a link in the box (查看定义所在条款), or on a tap anywhere else.
    const onAnyClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (shown && (target.closest('a') || !shown.box.contains(target)) && !shown.link.contains(target)) close(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && shown?.box.contains(event.target as Node)) close(true);
    };

    article.addEventListener('click', onTerm);
    article.addEventListener('keydown', onKey);
    document.addEventListener('click', onAnyClick);
    return () => {
      close(false);
      article.removeEventListener('click', onTerm);
      article.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onAnyClick);
    };
  }, [article, content]);
}
