/**
 * Keeps the line the reader is on in place while the parts of the text above it are laid out, in an
 * engine that has content-visibility but no scroll anchoring (WebKit). A part (`.prose > section`) off
 * screen has an estimated height (app.css) until it nears the view: when a part above the reader's line
 * gets its real height, the content area scrolls by the difference, as scroll anchoring would, in the
 * frame it changed (a ResizeObserver's callback runs after layout, before paint).
 *
 * The stylesheet gives such an engine content-visibility only while this holds the line (the attribute
 * below), so that a page without the app (the plain documents) is laid out whole there.
 */
export function holdReadingLine(article: HTMLElement): () => void {
  const area = article.closest<HTMLElement>('.content');
  if (!area || typeof ResizeObserver !== 'function' || CSS.supports('overflow-anchor', 'auto')) return () => undefined;
  document.documentElement.setAttribute('data-reading-line', 'held');
  const sections = [...article.querySelectorAll<HTMLElement>('.prose > section')];
  // Each part's height as last laid out; a part's first report only sets it.
  const heights = new Map<Element, number>();
  const observer = new ResizeObserver((entries) => {
    const changed = entries.map((entry) => entry.target).sort((a, b) => sections.indexOf(a as HTMLElement) - sections.indexOf(b as HTMLElement));
    const line = area.getBoundingClientRect().top;
    // A part not laid out yet shows nothing: its estimated height (contain-intrinsic-size) is blank.
    const estimate = parseFloat(getComputedStyle(changed[0] ?? article).containIntrinsicHeight.replace('auto', ''));
    // How far what is below the parts above the line has moved: they are in order, so each part's top
    // before the change is its top now less the growth of the changed parts above it.
    let shift = 0;
    let above = true;
    for (const section of changed) {
      const box = section.getBoundingClientRect();
      const before = heights.get(section);
      heights.set(section, box.height);
      if (before === undefined || !above) continue;
      const top = box.top - shift;
      // Wholly above the line, or a blank part across it: the reader's line is below it.
      if (top + before <= line + 1 || (top < line && Math.abs(before - estimate) < 0.5)) shift += box.height - before;
      else above = false;
    }
    if (shift !== 0) area.scrollTop += shift;
  });
  for (const section of sections) observer.observe(section);
  return () => observer.disconnect();
}
