import type { RouteId } from '../config/routes';
import type { PageContent } from '../config/page-content';
import type { PageRequest } from '../router/page-machine';
import calendar from 'virtual:text-calendar';
import { beijingToday, inForce } from './text-on-date';

type Importer = () => Promise<PageContent>;

// One chunk per page, fetched the first time the page is shown. For a legal text this is its newest
// version, which may not be in force yet.
const newest: Record<RouteId, Importer> = {
  index: () => import('../../content/index.md').then((module) => module.default),
  introduce: () => import('../../content/introduce.md').then((module) => module.default),
  privacy: () => import('../../content/privacy.md').then((module) => module.default),
  parent: () => import('../../content/parent.md').then((module) => module.default),
  agreement: () => import('../../content/agreement.md').then((module) => module.default),
};

// Earlier versions of a text and the comparisons of each with the next: each its own chunk, fetched only when asked for.
const versions = import.meta.glob<PageContent>('../../content/versions/*/*.md', { import: 'default' });
const comparisons = import.meta.glob<PageContent>('../../content/versions/*/*.md', { import: 'default', query: '?compare' });

/**
 * The chunk for a request, and the key it is remembered by. Without `?version=` (or with one the page
 * does not have), the version in force on the reader's date in Beijing: decided each time a page is
 * shown, so a tab left open across midnight shows the new text on its next navigation.
 */
function source({ routeId, version, compare }: PageRequest, today: string): [string, Importer] {
  const file = (date: string) => `../../content/versions/${routeId}/${date}.md`;
  const comparison = compare === null ? undefined : comparisons[file(compare)];
  if (version === null && compare !== null && comparison) return [`${file(compare)}?compare`, comparison];
  const dates = calendar[routeId] ?? [];
  const date = version !== null && dates.includes(version) ? version : inForce(dates, today);
  const archived = date === undefined ? undefined : versions[file(date)];
  return date !== undefined && archived ? [file(date), archived] : [routeId, newest[routeId]];
}

const loaded = new Map<string, PageContent>();

export async function loadPage(request: PageRequest): Promise<PageContent> {
  const [key, load] = source(request, beijingToday());
  const page = await load();
  loaded.set(key, page);
  return page;
}

/** The page's content if its chunk has arrived already, so a revisit renders at once. */
export function loadedPage(request: PageRequest): PageContent | undefined {
  return loaded.get(source(request, beijingToday())[0]);
}
