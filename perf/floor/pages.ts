// The five pages of the floor apps, each loaded by its own chunk holding the bench peers' text.
export interface PeerPage {
  title: string;
  description: string;
  html: string;
}

export const pages = {
  index: { title: '首页', load: () => import('virtual:peer-page/index') },
  introduce: { title: '介绍', load: () => import('virtual:peer-page/introduce') },
  privacy: { title: '隐私政策', load: () => import('virtual:peer-page/privacy') },
  parent: { title: '家长监护工程', load: () => import('virtual:peer-page/parent') },
  agreement: { title: '用户协议', load: () => import('virtual:peer-page/agreement') },
};

export type PageId = keyof typeof pages;
export const pageIds = Object.keys(pages) as PageId[];

/** The page a hash path such as `/privacy` or `/privacy?section=scope` names, if any. */
export function pageOf(path: string): PageId | undefined {
  const id = path.replace(/^#?\//, '').split('?')[0];
  return pageIds.find((candidate) => candidate === id);
}
