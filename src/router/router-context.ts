import { createContext, useContext, useLayoutEffect } from 'react';
import type { RouterActor } from './sync-with-hash-history';

export const RouterContext = createContext<RouterActor | null>(null);

export function useRouter(): RouterActor {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter needs a RouterContext provider');
  return router;
}

/** Tells the router that this visit's content is on screen: it then names it, scrolls and moves focus. */
export function usePageShown(title: string, description: string): void {
  const router = useRouter();
  useLayoutEffect(() => {
    router.send({ type: 'page.shown', title, description });
  }, [router, title, description]);
}
