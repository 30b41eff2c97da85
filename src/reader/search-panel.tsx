import { useId, useMemo, useState, type MouseEvent, type SyntheticEvent } from 'react';
import { followInAppLink, useRouter } from '../router/react';
import { findMatches, type TextMatch } from './search-index';
import { markChosenMatch, proseOf } from './search-jump';
import { recall, rememberChoice, rememberQuery } from './search-memory';
import { sectionHref } from './section-href';
import './search.css';

/** More results than this are counted but not listed: a longer query narrows them. */
const listed = 50;

/** Where a match is: its heading, under its part's heading when it is in a subsection. */
function placeOf(match: TextMatch, title: string): string {
  const heading = match.heading;
  if (!heading) return title;
  const part = heading.tagName === 'H3' ? heading.closest('section')?.querySelector('h2') : null;
  return part ? `${part.textContent} · ${heading.textContent}` : heading.textContent;
}

interface SearchPanelProps {
  article: HTMLElement;
  /** The text's markup: which text the remembered search belongs to. */
  text: string;
  title: string;
  /** After a result is followed: `newVisit` when the router renders the text afresh at its section. */
  onJump?: (newVisit: boolean) => void;
}

/** Search within the text: a search field, the count in a live region, and each match with its section. */
export function SearchPanel({ article, text, title, onJump }: SearchPanelProps) {
  const router = useRouter();
  const remembered = recall(text);
  const [draft, setDraft] = useState(remembered.query);
  const [query, setQuery] = useState(remembered.query);
  const [chosen, setChosen] = useState(remembered.chosen);
  const matches = useMemo(() => {
    const prose = proseOf(article);
    return prose && query ? findMatches(prose, query) : [];
  }, [article, query]);
  const id = useId();

  const search = (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = draft.trim();
    rememberQuery(text, trimmed);
    setQuery(trimmed);
    setChosen(null);
  };

  const follow = (event: MouseEvent, index: number) => {
    const { visit } = router.getSnapshot().context;
    followInAppLink(router, event);
    if (!event.defaultPrevented) return;
    rememberChoice(text, index);
    setChosen(index);
    const newVisit = router.getSnapshot().context.visit !== visit;
    // The address already names this section: no new visit renders the text again, so mark it here.
    if (!newVisit) markChosenMatch(article, text);
    onJump?.(newVisit);
  };

  let status = '';
  if (query && matches.length === 0) status = `没有找到“${query}”`;
  if (matches.length > 0) status = `找到 ${String(matches.length)} 处${matches.length > listed ? `，列出前 ${String(listed)} 处` : ''}`;

  return (
    <div className="text-search">
      <form role="search" aria-label="在本文中搜索" onSubmit={search}>
        <label className="visually-hidden" htmlFor={`${id}-query`}>
          在本文中搜索
        </label>
        <input
          id={`${id}-query`}
          type="search"
          value={draft}
          placeholder="在本文中搜索，如：人脸"
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit">搜索</button>
      </form>
      <p className="search-status" role="status">
        {status}
      </p>
      {matches.length > 0 && (
        <ol className="search-results" aria-label={`“${query}”的搜索结果`}>
          {matches.slice(0, listed).map((match, index) => (
            <li key={index}>
              <a href={sectionHref(article, match.heading?.id ?? null)} aria-current={index === chosen ? 'true' : undefined} onClick={(event) => follow(event, index)}>
                <span className="search-place">{placeOf(match, title)}</span>
                <span className="search-snippet">
                  {match.before}
                  <mark>{match.matched}</mark>
                  {match.after}
                </span>
              </a>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
