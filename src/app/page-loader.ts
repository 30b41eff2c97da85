import calendar from 'virtual:text-calendar';
import type { PageContent } from '../config/page-content';
import type { PageLoader } from '../router/sync-with-hash-history';
import type { PageRequest } from '../router/routes-machine';
import { beijingToday, inForce } from '../texts/on-date';
import { findNewRelease, reloadForRelease } from './release';

type Importer = () => Promise<{ default: PageContent }>;

// One chunk per page (content/<route id>.md), fetched the first time the page is shown. For a legal
// text this is its newest version, which may not be in force yet.
// (Keys relative to a base: shorter in every reader's download.)
const newest = import.meta.glob<{ default: PageContent }>('./*.md', { base: '../../content/' });
// Earlier versions of a text: each its own chunk, fetched only when asked for.
const versions = import.meta.glob<{ default: PageContent }>('./*/*.md', { base: '../../content/versions/' });

/**
 * The chunk for a request, and the key it is remembered by. Without `?version=` (or with one the page
 * does not have), the version in force on the reader's date in Beijing: decided each time a page is
 * shown, so a tab left open across midnight shows the new text on its next navigation. A comparison
 * (`?compare=`, `&to=`) or a list (`?list=`) comes through ./text-views.ts, a chunk of its own.
 */
function source(request: PageRequest, today: string): [string, Importer] {
  const { routeId, version, compare, to, list } = request;
  const dates = calendar[routeId] ?? [];
  if ((list ?? (version === null ? (compare ?? to) : null)) !== null && dates.length) {
    const text = (shown: string | null) => source({ routeId, version: shown, compare: null, to: null, list: null }, today)[1]();
    return [JSON.stringify(request), () => import('./text-views').then((views) => views.loadView(request, dates, today, text))];
  }
  const date = version !== null && dates.includes(version) ? version : inForce(dates, today);
  const file = `./${routeId}/${date}.md`;
  const archived = versions[file];
  if (archived) return [file, archived];
  const current = `./${routeId}.md`;
  const load = newest[current];
  // The build compiles content/<id>.md for every route, so this names a route without its text.
  if (!load) throw new Error(`missing content/${routeId}.md`);
  return [current, load];
}

const loaded = new Map<string, PageContent>();

/** This app's chunks for the router, what has arrived of them, and its recovery from a redeploy. */
export const pageLoader: PageLoader = {
  loadPage: async (request) => {
    const [key, load] = source(request, beijingToday());
    const page = (await load()).default;
    loaded.set(key, page);
    return page;
  },
  loadedPage: (request) => loaded.get(source(request, beijingToday())[0]),
  findNewRelease,
  reloadForRelease,
};
