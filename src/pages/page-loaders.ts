import type { RouteId } from '../config/routes';
import type { PageContent } from '../config/page-content';

// One chunk per page, fetched the first time the page is shown.
const importers: Record<RouteId, () => Promise<{ default: PageContent }>> = {
  index: () => import('../../content/index.md'),
  introduce: () => import('../../content/introduce.md'),
  privacy: () => import('../../content/privacy.md'),
  parent: () => import('../../content/parent.md'),
  agreement: () => import('../../content/agreement.md'),
};

const loaded = new Map<RouteId, PageContent>();

export async function loadPage(id: RouteId): Promise<PageContent> {
  const page = (await importers[id]()).default;
  loaded.set(id, page);
  return page;
}

/** The page's content if its chunk has arrived already, so a revisit renders at once. */
export function loadedPage(id: RouteId): PageContent | undefined {
  return loaded.get(id);
}
