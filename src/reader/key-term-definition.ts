import { unreadParts } from './citation';

/**
 * The words of a definition in 主要用语, as a reader hears them: from after the term (its `<dfn id>`) to
 * the next term defined in the same item, or the item's end. A comparison's deletions and the words only
 * a screen reader hears (新增：) are not part of it. Null when the page has no such definition.
 */
export function definitionOf(id: string, root: ParentNode): { term: string; text: string } | null {
  const dfn = root.querySelector(`dfn[id="${id}"]`);
  const item = dfn?.closest('li, p');
  if (!dfn || !item) return null;
  const range = document.createRange();
  range.setStartAfter(dfn.parentElement?.tagName === 'STRONG' ? dfn.parentElement : dfn);
  const terms = [...item.querySelectorAll('dfn[id]')];
  const next = terms[terms.indexOf(dfn) + 1];
  if (next) range.setEndBefore(next.parentElement?.tagName === 'STRONG' ? next.parentElement : next);
  else range.setEndAfter(item.lastChild ?? item);
  const words = range.cloneContents();
  words.querySelectorAll(unreadParts).forEach((unread) => unread.parentNode?.removeChild(unread));
  const text = words.textContent.replace(/^[\s：:]+/, '').trim();
  return { term: dfn.textContent, text };
}
