/**
 * A text's address in the app, in the one shape every part writes and reads: `#/privacy`,
 * `#/privacy?section=cookies`, `#/privacy?version=2026-11-01&section=cookies` (a version),
 * `#/privacy?compare=2026-11-01&section=change-3` (a comparison). The build writes the text's links
 * with it, the reader tools read them back with it; nothing else spells `section=`. ES2017, no DOM.
 */
export interface TextAddress {
  /** The page's path, `/privacy`. */
  path: string;
  /** A version named by its effective date. */
  version?: string | null;
  /** The earlier version a comparison starts from. */
  compare?: string | null;
  /** The later version of a comparison, when not the next one. */
  to?: string | null;
  /** A list of the text shown on its own (src/config/text-lists.ts). */
  list?: string | null;
  /** A heading's id. */
  section?: string | null;
}

const keys = ['version', 'compare', 'to', 'list', 'section'] as const;

/** The href of an address; markup passes `'&amp;'` as the separator. */
export function textHref(address: TextAddress, separator = '&'): string {
  const query = keys
    .filter((key) => address[key])
    .map((key) => `${key}=${address[key] as string}`)
    .join(separator);
  return `#${address.path}${query ? `?${query}` : ''}`;
}

/**
 * The address an in-app href names (markup's `&amp;` read as `&`), or null when the href is not one:
 * another scheme, another parameter, a parameter twice or out of order.
 */
export function parseTextHref(href: string): TextAddress | null {
  const match = /^#(\/[a-z]+)(?:\?(.+))?$/.exec(href.replace(/&amp;/g, '&'));
  if (!match || !match[1]) return null;
  const address: TextAddress = { path: match[1] };
  let next = 0;
  for (const pair of match[2] ? match[2].split('&') : []) {
    const [key, value, extra] = pair.split('=');
    const at = keys.indexOf(key as (typeof keys)[number]);
    if (at < next || !value || !/^[a-z0-9-]+$/.test(value) || extra !== undefined) return null;
    address[keys[at] as (typeof keys)[number]] = value;
    next = at + 1;
  }
  return address;
}

/** The same address at another section (or at the text's top, with `null`). */
export const atSection = (href: string, section: string | null): string | null => {
  const address = parseTextHref(href);
  return address ? textHref(Object.assign({}, address, { section })) : null;
};
