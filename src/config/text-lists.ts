import type { RouteId } from './routes';

/**
 * The lists a legal text also shows on their own, for an app's settings to link to
 * (`#/privacy?list=third-parties`, and the plain document `/pages/privacy-third-parties.html`): each is
 * one section of the text, whose heading ends with the list's title (the build checks it), compiled
 * from that section, never copied. A version without the section has no such list.
 */
export const textLists: ReadonlyArray<{ page: RouteId; name: string; section: string; title: string }> = [
  { page: 'privacy', name: 'collection', section: 'collection-list', title: '个人信息收集清单' },
  { page: 'privacy', name: 'third-parties', section: 'third-party-list', title: '第三方共享清单' },
  { page: 'privacy', name: 'permissions', section: 'permissions-list', title: '权限清单' },
];
