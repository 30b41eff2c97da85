import type { PageContent } from './page-content';

/** Links to the page's sections; `#/privacy?section=cookies` is a real, shareable address. */
export function TableOfContents({ path, sections }: { path: string; sections: PageContent['sections'] }) {
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title" className="toc-title">
        目录
      </h2>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${path}?section=${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
