import { parsePath } from 'history';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import type { RouterActor } from './sync-with-hash-history';
import { useRouter } from './router-context';

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
