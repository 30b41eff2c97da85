import { routes, type RouteId } from '../config/routes';
import type { RouterActor } from './sync-with-hash-history';

type RouterSnapshot = ReturnType<RouterActor['getSnapshot']>;
export type Screen = RouteId | 'notFound';

/** Which screen the router is on; transient states never last past a transition. */
export function selectScreen(snapshot: RouterSnapshot): Screen {
  // The route states are generated from the route table, so their names are not in the value's type.
  const value: string = snapshot.value;
  return routes.find((route) => route.id === value)?.id ?? 'notFound';
}

export const selectVisit = (snapshot: RouterSnapshot) => snapshot.context.visit;
export const selectPageActor = (snapshot: RouterSnapshot) => snapshot.children.page;
