/**
 * The one rule that turns the path of an address (`#/Privacy/`, `#privacy`, `#/%E9%A6%96`) into the
 * path of a page. The app (src/router/match-location.ts), the start-up script and the nomodule script
 * all resolve addresses with it, so, apart from its types, it is written in ES5, like the oldest
 * browser that runs it (ESLint keeps it so; the scripts are bundled with it as they are).
 */

/** No real address is this long; longer ones are not even decoded. */
var maxPathLength = 256;

/**
 * The canonical path: percent-decoded, lower case, no trailing slash, one leading slash (`/` for
 * the root). Null for a malformed path: too long, or broken percent-encoding.
 */
export function canonicalPath(rawPath: string): string | null {
  if (rawPath.length > maxPathLength) return null;
  var decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch (malformed) {
    return null;
  }
  var trimmed = decoded.toLowerCase().replace(/\/+$/, '');
  return trimmed.charAt(0) === '/' ? trimmed : '/' + trimmed;
}

/**
 * The path of the page the start-up scripts show for a path: home's for the root (the app shows home
 * there too, after rewriting the address).
 */
export function pagePath(rawPath: string, homePath: string): string | null {
  var path = canonicalPath(rawPath);
  return path === '/' ? homePath : path;
}
