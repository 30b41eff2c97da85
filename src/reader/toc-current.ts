import { useEffect, useState } from 'react';
import { parseTextHref } from '../texts/text-address';

/** A section is being read once its top has passed this fraction of the content area's height. */
const readingLine = 0.2;

const sectionsOf = (article: HTMLElement) => [...article.querySelectorAll<HTMLElement>('.prose > section')];
const idOf = (section: HTMLElement | undefined) => section?.querySelector('h2')?.id ?? null;

/**
 * The id of the part (`##` section) being read: the last whose top is above the reading line, or null
 * above the first. An IntersectionObserver on the parts tells when one crosses the line; where there
 * is none (Safari 12.0), the content area's scroll events do.
 */
export function useCurrentSection(article: HTMLElement): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    const area = article.closest<HTMLElement>('.content');
    const sections = sectionsOf(article);
    if (!area || sections.length === 0) return undefined;

    if (typeof IntersectionObserver === 'function') {
      const crossing = new Set<Element>();
      const observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) crossing.add(entry.target);
            else crossing.delete(entry.target);
          }
          setCurrent(idOf(sections.filter((section) => crossing.has(section)).pop()));
        },
        // The band from the area's top to the reading line: a part in it has reached the line.
        { root: area, rootMargin: `0px 0px -${String((1 - readingLine) * 100)}% 0px` },
      );
      for (const section of sections) observer.observe(section);
      return () => observer.disconnect();
    }

    let frame = 0;
    const measure = () => {
      frame = 0;
      const line = area.getBoundingClientRect().top + area.clientHeight * readingLine;
      setCurrent(idOf(sections.filter((section) => section.getBoundingClientRect().top <= line).pop()));
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    area.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      area.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [article]);
  return current;
}

/**
 * The table of contents in the text marks the part being read, as the contents sheet does; the mark goes
 * with the tools, so that a text shown again from its kept markup is marked anew.
 */
export function useTocMarksCurrent(article: HTMLElement, current: string | null): void {
  useEffect(() => {
    const links = [...article.querySelectorAll<HTMLAnchorElement>('.toc > ol a')];
    for (const link of links) {
      const id = parseTextHref(link.getAttribute('href') ?? '')?.section ?? null;
      if (id !== null && id === current) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
    return () => {
      for (const link of links) link.removeAttribute('aria-current');
    };
  }, [article, current]);
}
