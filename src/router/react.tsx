import { parsePath } from 'history';
import { createContext, useContext, useLayoutEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import type { PageContent } from '../config/page-content';
import type { RouteId } from '../config/routes';
import type { RouterActor } from './sync-with-hash-history';

/** The React binding of the router: its actor for the tree, what views read of it, and what they send. */
export const RouterActorContext = createContext<RouterActor | null>(null);

export function useRouter(): RouterActor {
  const router = useContext(RouterActorContext);
  if (!router) throw new Error('useRouter needs a RouterActorContext provider');
  return router;
}

type RouterSnapshot = ReturnType<RouterActor['getSnapshot']>;
export type Screen = RouteId | 'notFound';

/** Which screen the router is on: the route the address matched, or not found. */
export function selectScreen(snapshot: RouterSnapshot): Screen {
  const { match } = snapshot.context;
  return match.kind === 'route' ? match.id : 'notFound';
}

type PageState = RouterSnapshot['value']['page'];

/** Where the current visit's page is: what the page outlet renders. */
export interface PageView {
  screen: Screen;
  visit: number;
  /** The state of the machine's `page` region: `ready` once the content is here, `failed`, or on its way. */
  status: PageState;
  content: PageContent | undefined;
  /** The version the address names (`?version=`), if any. */
  version: string | null;
}

export function selectPageView(snapshot: RouterSnapshot): PageView {
  const { visit, page, version } = snapshot.context;
  return { screen: selectScreen(snapshot), visit, status: snapshot.value.page, content: page, version };
}

/** Views are equal when every field is: a snapshot that changes none of them renders nothing. */
export function samePageView(a: PageView, b: PageView): boolean {
  return a.screen === b.screen && a.visit === b.visit && a.status === b.status && a.content === b.content && a.version === b.version;
}

/** Tells the router that this visit's content is on screen: it then names it, scrolls and moves focus. */
export function usePageShown(title: string, description: string): void {
  const router = useRouter();
  useLayoutEffect(() => {
    router.send({ type: 'page.shown', title, description });
  }, [router, title, description]);
}

/** A plain click on an in-app `#/…` link becomes a `nav.go` event; other clicks keep their browser meaning. */
export function followInAppLink(router: RouterActor, event: MouseEvent): void {
  const anchor = (event.target as Element).closest('a');
  const href = anchor?.getAttribute('href');
  if (!href?.startsWith('#/') || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const { pathname = '/', search = '' } = parsePath(href.slice(1));
  router.send({ type: 'nav.go', path: pathname, search });
}

export function InAppLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: `#/${string}` }) {
  const router = useRouter();
  return <a {...props} onClick={(event) => followInAppLink(router, event)} />;
}
