import { documentTitle } from '../config/site';

/**
 * Where the reader is: the last heading at or above the top of the content area and how far past it.
 * Not a pixel offset: sections off screen have estimated heights (content-visibility in app.css),
 * so the same offset would land elsewhere once the page is rendered again.
 */
export interface ScrollPosition {
  /** A heading's id; null for the page's `<h1>`. */
  heading: string | null;
  offset: number;
  /**
   * Above the first section (the notes, the contents, the opening paragraphs), the n-th of the text's
   * blocks there instead: what the reader tools add after the text's first frames would move a place
   * measured from the `<h1>`.
   */
  block?: number;
}

/** A link of the text: the n-th (from 0) in the content area with this href. */
export interface FocusedLink {
  href: string;
  index: number;
}

/** The DOM the router's effects act on; a test can hand in its own. */
export interface ContentView {
  scrollPosition(): ScrollPosition | null;
  /** Back to a remembered position; null is the top. */
  scrollTo(position: ScrollPosition | null): void;
  /** Scrolls the heading with this id to the top of the content area; false when there is none. */
  revealSection(id: string): boolean;
  /** Focuses the heading with this id, else the page's `<h1>`. */
  focusHeading(id: string | null): void;
  /** The link in the text that has focus, as it can be found again once the page is rendered anew. */
  focusedLink(): FocusedLink | null;
  /** Focuses that link, without scrolling; false when the page has no such link. */
  focusLink(link: FocusedLink): boolean;
  showTitle(title: string): void;
  showDescription(description: string): void;
}

const contentArea = () => document.getElementById('content');
const sectionHeading = (id: string | null) =>
  id === null ? null : (contentArea()?.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`) ?? null);

/**
 * Where a place above the first section is kept (see ScrollPosition): the innermost of these holding it.
 * Not what the reader tools add, which come after the text's first frames and would shift the count.
 */
const blockSelector =
  '.page>:not(.reader-tool),.text-history>:not(.reader-tool),.text-history>ul>li,.prose>:not(section):not(.reader-tool)';
const blocksIn = (area: HTMLElement) => [...area.querySelectorAll<HTMLElement>(blockSelector)];

const linksTo = (href: string) => [...(contentArea()?.querySelectorAll<HTMLElement>(`a[href="${CSS.escape(href)}"]`) ?? [])];

const topOf = (element: Element) => element.getBoundingClientRect().top;

/**
 * Puts a heading at the top of the content area. Its section may be one the browser has not laid
 * out (content-visibility: auto, in app.css), and WebKit and Gecko do not scroll to an element in
 * such a section: the section's own box, at its estimated height, comes to the top first, then the
 * heading, measured once its section is on screen.
 */
function scrollHeadingToTop(area: HTMLElement, heading: HTMLElement) {
  const section = heading.closest('.prose > section');
  if (section) area.scrollBy({ top: topOf(section) - topOf(area) });
  heading.scrollIntoView({ block: 'start' });
}

export const documentView: ContentView = {
  scrollPosition: () => {
    const area = contentArea();
    if (!area || area.scrollTop === 0) return null;
    const box = area.getBoundingClientRect();
    // Only the section on screen is surely laid out, so the anchor is a heading in it (else the h1).
    const atTop = document.elementFromPoint(box.left + box.width / 2, box.top + 1);
    const section = atTop?.closest('.prose > section');
    const headings = [...(section?.querySelectorAll<HTMLElement>('h2[id], h3[id]') ?? [])];
    const above = headings.filter((heading) => topOf(heading) <= box.top + 1);
    const anchor = above[above.length - 1] ?? headings[0];
    const h1 = area.querySelector('h1');
    if (anchor) return { heading: anchor.id, offset: box.top - topOf(anchor) };
    const block = section ? null : atTop?.closest<HTMLElement>(blockSelector);
    if (block) return { heading: null, offset: box.top - topOf(block), block: blocksIn(area).indexOf(block) };
    return h1 ? { heading: null, offset: box.top - topOf(h1) } : null;
  },
  scrollTo: (position) => {
    const area = contentArea();
    if (!area) return;
    const anchor = position && (sectionHeading(position.heading) ?? area.querySelector('h1'));
    if (!position || !anchor) {
      area.scrollTo({ top: 0 });
      return;
    }
    const block = position.block === undefined ? undefined : blocksIn(area)[position.block];
    if (block) {
      area.scrollBy({ top: topOf(block) - topOf(area) + position.offset });
      return;
    }
    // Lays out the anchor's section, then puts the same line at the top as before.
    scrollHeadingToTop(area, anchor);
    area.scrollBy({ top: topOf(anchor) - topOf(area) + position.offset });
  },
  revealSection: (id) => {
    const area = contentArea();
    const heading = sectionHeading(id);
    if (!area || !heading) return false;
    scrollHeadingToTop(area, heading);
    return true;
  },
  focusHeading: (id) => {
    const heading = sectionHeading(id) ?? contentArea()?.querySelector<HTMLElement>('h1');
    heading?.focus({ preventScroll: true });
  },
  focusedLink: () => {
    const link = document.activeElement;
    const href = link instanceof HTMLAnchorElement && contentArea()?.contains(link) ? link.getAttribute('href') : null;
    return href === null ? null : { href, index: linksTo(href).indexOf(link as HTMLAnchorElement) };
  },
  focusLink: ({ href, index }) => {
    const link = linksTo(href)[index];
    link?.focus({ preventScroll: true });
    return link !== undefined;
  },
  showTitle: (title) => {
    document.title = documentTitle(title);
  },
  showDescription: (description) => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  },
};

/** A view with no document to act on: for rendering at build time, and for tests. */
export const detachedView: ContentView = {
  scrollPosition: () => null,
  scrollTo: () => undefined,
  revealSection: () => false,
  focusHeading: () => undefined,
  focusedLink: () => null,
  focusLink: () => false,
  showTitle: () => undefined,
  showDescription: () => undefined,
};
