import { useEffect, useState } from 'react';

/**
 * The parts (`.prose > section`) of the text that have come within a screen of the content area, once
 * and for good. A part further away is not laid out yet (content-visibility in app.css): its box has an
 * estimated height, what it holds overflows onto the next part, and a control rendered there would
 * seem to overlap others to a checker (and costs a node per heading for nothing). Every part counts
 * as near where there is no IntersectionObserver (Safari 12.0).
 */
export function useNearSections(article: HTMLElement, text: unknown): ReadonlySet<Element> | 'all' {
  const [near, setNear] = useState<ReadonlySet<Element> | 'all'>(() => (typeof IntersectionObserver === 'function' ? new Set() : 'all'));
  useEffect(() => {
    const area = article.closest('.content');
    if (!area || typeof IntersectionObserver !== 'function') return undefined;
    // The parts of the text on screen now (what the page shows is made again when it changes).
    const seen = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        const arrived = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target);
        if (arrived.length === 0) return;
        for (const section of arrived) {
          seen.add(section);
          observer.unobserve(section);
        }
        setNear(new Set(seen));
      },
      { root: area, rootMargin: '100% 0px' },
    );
    for (const section of article.querySelectorAll('.prose > section')) observer.observe(section);
    return () => observer.disconnect();
  }, [article, text]);
  return near;
}
