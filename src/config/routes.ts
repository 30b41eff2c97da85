/** Every page of the app: its state id in the routes machine, its address and its title. */
export const routes = [
  { id: 'index', path: '/index', title: '首页' },
  { id: 'introduce', path: '/introduce', title: '介绍' },
  { id: 'privacy', path: '/privacy', title: '隐私政策' },
  { id: 'parent', path: '/parent', title: '家长监护工程' },
  { id: 'agreement', path: '/agreement', title: '用户协议' },
] as const;

export type Route = (typeof routes)[number];
export type RouteId = Route['id'];

export const homeRoute: Route = routes[0];
export const notFoundTitle = '页面未找到';

export function routeById(id: RouteId): Route {
  const route = routes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
}

/** The href of an in-app link, e.g. `#/privacy?section=cookies`. */
export function hrefOf(path: string, search = ''): string {
  return `#${path}${search}`;
}
