import views from 'virtual:text-views';
import type { PageContent } from '../config/page-content';
import { routeById } from '../config/routes';
import { textLists } from '../config/text-lists';
import type { PageRequest } from '../router/routes-machine';
import { inForce } from '../texts/on-date';
import { textHref } from '../texts/text-address';
import { textView, type NoComparison } from '../texts/text-view';

type Loaded = Promise<{ default: PageContent }>;

/**
 * What a notice says instead of a comparison the address asks for that cannot be made. The page's own
 * notice states the dates of the version shown (this chunk leaves date words to the build and to
 * src/texts, which the reader tools' chunk shares).
 */
const instead: Record<NoComparison, string> = {
  same: '地址中要对比的两个版本是同一个版本，没有修改可以标出。以下是这个版本的全文。',
  newest: '地址中的版本是最新的版本，没有更新的版本可以对比。以下是现行版本的全文。',
  'no-earlier': '地址只给出了对比到哪个版本（to=），没有给出从哪个版本开始对比（compare=）。以下是这个版本的全文。',
  unknown: '地址中要对比的版本不在本文的历史版本中，无法对比。以下是现行版本的全文，“历史版本”中列出了全部版本。',
};

/** A notice under the page's heading, before what the chunk says of itself. */
const withNotice = (content: PageContent, notice: string): PageContent => ({
  ...content,
  body: content.body.replace('</h1>', `</h1><div class="version-notice" role="note" id="view-notice"><p>${notice}</p></div>`),
});

/**
 * A list of the version the address names, or of the one in force on `today` (`?list=`); when the
 * version has no such list, its full text, under a notice naming the lists it has.
 */
async function loadList({ routeId, version, list }: PageRequest, dates: readonly string[], today: string, loadText: (version: string | null) => Loaded): Loaded {
  const effective = version !== null && dates.includes(version) ? version : inForce(dates, today);
  const load = views[`${routeId}/${effective ?? ''}/${list ?? ''}`];
  if (load) return load();
  const { path } = routeById(routeId);
  const pinned = version !== null && version === effective ? version : null;
  const lists = textLists
    .filter((candidate) => candidate.page === routeId && views[`${routeId}/${effective ?? ''}/${candidate.name}`])
    .map((candidate) => `<a href="${textHref({ path, version: pinned, list: candidate.name }, '&amp;')}">${candidate.title}</a>`);
  const { default: content } = await loadText(version);
  const listed = lists.length > 0 ? `本版本单独列出的清单有：${lists.join('、')}。以下是全文。` : '以下是全文。';
  return { default: withNotice(content, `地址中的清单不在这个版本中。${listed}`) };
}

/**
 * The page of a comparison address (`?compare=`, `&to=`): the comparison's chunk, fetched only now (this
 * module is a chunk of its own too, so the app's bundle holds no table of them); else the version that
 * `loadText` fetches (null: the text in force), under a notice saying why. A list (`?list=`) likewise.
 */
export async function loadView(request: PageRequest, dates: readonly string[], today: string, loadText: (version: string | null) => Loaded): Loaded {
  if (request.list !== null) return loadList(request, dates, today, loadText);
  const view = textView(dates, request.compare, request.to);
  if (view.show === 'version') {
    const { default: content } = await loadText(view.effective);
    // Shown as the version it is, its links staying in it, unless it is the text in force.
    const { version, ...text } = content;
    const pinned = view.effective !== null && version ? { ...text, title: version.title } : content;
    return { default: withNotice(pinned, instead[view.why]) };
  }
  const load = views[`${request.routeId}/${view.from}/${view.to}`];
  if (!load) throw new Error(`no comparison of ${request.routeId} ${view.from} with ${view.to}`);
  const { default: content } = await load();
  if (!view.reversed) return { default: content };
  return { default: withNotice(content, '地址中的两个版本前后颠倒。以下按时间先后，标出从较早的版本到较晚的版本的修改。') };
}
