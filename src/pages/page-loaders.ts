import type { RouteId } from '../config/routes';
import type { PageContent } from '../config/page-content';
import type { PageRequest } from '../router/page-machine';

type Importer = () => Promise<PageContent>;

// One chunk per page, fetched the first time the page is shown.
const current: Record<RouteId, Importer> = {
  index: () => import('../../content/index.md').then((module) => module.default),
  introduce: () => import('../../content/introduce.md').then((module) => module.default),
  privacy: () => import('../../content/privacy.md').then((module) => module.default),
  parent: () => import('../../content/parent.md').then((module) => module.default),
  agreement: () => import('../../content/agreement.md').then((module) => module.default),
};

// Earlier versions of a text and the comparisons with them: each its own chunk, fetched only when asked for.
const versions = import.meta.glob<PageContent>('../../content/versions/*/*.md', { import: 'default' });
const comparisons = import.meta.glob<PageContent>('../../content/versions/*/*.md', { import: 'default', query: '?compare' });

/** The chunk for a request, and the key it is remembered by: an unknown version is the current text. */
function source({ routeId, version, compare }: PageRequest): [string, Importer] {
  const file = (date: string) => `../../content/versions/${routeId}/${date}.md`;
  const archived = version === null ? undefined : versions[file(version)];
  if (version !== null && archived) return [file(version), archived];
  const comparison = compare === null ? undefined : comparisons[file(compare)];
  if (compare !== null && comparison) return [`${file(compare)}?compare`, comparison];
  return [routeId, current[routeId]];
}

const loaded = new Map<string, PageContent>();

export async function loadPage(request: PageRequest): Promise<PageContent> {
  const [key, load] = source(request);
  const page = await load();
  loaded.set(key, page);
  return page;
}

/** The page's content if its chunk has arrived already, so a revisit renders at once. */
export function loadedPage(request: PageRequest): PageContent | undefined {
  return loaded.get(source(request)[0]);
}
