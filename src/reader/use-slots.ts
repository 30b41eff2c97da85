import { useLayoutEffect, useState } from 'react';

/** An element of the text and the element the tools render their controls into beside it. */
export interface Slot<T extends HTMLElement = HTMLElement> {
  target: T;
  slot: HTMLElement;
}

/**
 * Places an element (`tag`, with `className`) before or after each element of the text that matches
 * `selector`, for the tools to render a control into (a portal). The text is build-time markup the
 * page sets as HTML, so the places are made again whenever `text` (what the page shows) changes, and
 * removed when the tools go.
 */
export function useSlots<T extends HTMLElement>(article: HTMLElement, selector: string, place: 'before' | 'after', className: string, text: unknown, tag: 'span' | 'div' = 'span'): Array<Slot<T>> {
  const [slots, setSlots] = useState<Array<Slot<T>>>([]);
  useLayoutEffect(() => {
    const made = [...article.querySelectorAll<T>(selector)].map((target) => {
      const slot = document.createElement(tag);
      slot.className = `${className} reader-tool`;
      target[place](slot);
      return { target, slot };
    });
    setSlots(made);
    return () => {
      for (const { slot } of made) slot.remove();
    };
  }, [article, selector, place, className, text, tag]);
  return slots;
}

/**
 * The places the build's markup already holds for the tools (`selector`), each after the element it
 * serves: the page reserves their room, so what the tools render there moves nothing. Found again
 * whenever `text` (what the page shows) changes.
 */
export function useMarkupSlots<T extends HTMLElement>(article: HTMLElement, selector: string, text: unknown): Array<Slot<T>> {
  const [slots, setSlots] = useState<Array<Slot<T>>>([]);
  useLayoutEffect(() => {
    const found = [...article.querySelectorAll<HTMLElement>(selector)].flatMap((slot) => {
      const target = slot.previousElementSibling;
      return target instanceof HTMLElement ? [{ target: target as T, slot }] : [];
    });
    setSlots(found);
  }, [article, selector, text]);
  return slots;
}
