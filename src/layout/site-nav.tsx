import { hrefOf, routes } from '../config/routes';
import { InAppLink, type Screen } from '../router/react';

export function SiteNav({ current }: { current: Screen }) {
  return (
    <nav className="site-nav" aria-label="主导航">
      <ul>
        {routes.map((route) => (
          <li key={route.id}>
            <InAppLink href={hrefOf(route.path) as `#/${string}`} aria-current={route.id === current ? 'page' : undefined}>
              {route.title}
            </InAppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
