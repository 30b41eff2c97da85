import { describe, expect, it } from 'vitest';
import { atSection, parseTextHref, textHref } from '../src/texts/text-address';

describe('a text address', () => {
  it('is written in one order, with the separator markup needs', () => {
    expect(textHref({ path: '/privacy' })).toBe('#/privacy');
    expect(textHref({ path: '/privacy', section: 'cookies' })).toBe('#/privacy?section=cookies');
    expect(textHref({ path: '/privacy', section: 'cookies', version: '2026-11-01' }, '&amp;')).toBe('#/privacy?version=2026-11-01&amp;section=cookies');
    expect(textHref({ path: '/privacy', compare: '2026-11-01', section: 'change-3' })).toBe('#/privacy?compare=2026-11-01&section=change-3');
  });

  it('reads back what it writes, from markup or from an attribute', () => {
    const address = { path: '/parent', version: '2026-12-01', section: 'apply' };
    expect(parseTextHref(textHref(address))).toEqual(address);
    expect(parseTextHref(textHref(address, '&amp;'))).toEqual(address);
    expect(parseTextHref('#/privacy')).toEqual({ path: '/privacy' });
  });

  it('is no text address when it is anything else', () => {
    for (const href of ['https://example.com/#/privacy', 'mailto:a@b.cn', '#cookies', '#/privacy?section=', '#/privacy?embed=1', '#/privacy?section=a&version=2026-11-01', '#/privacy?section=a&section=b', '#/privacy?section=A'])
      expect(parseTextHref(href), href).toBeNull();
  });

  it('moves to another section, keeping a version or a comparison', () => {
    expect(atSection('#/privacy?version=2026-11-01&section=cookies', 'children')).toBe('#/privacy?version=2026-11-01&section=children');
    expect(atSection('#/privacy?compare=2026-11-01&section=change-1', null)).toBe('#/privacy?compare=2026-11-01');
    expect(atSection('#cookies', 'children')).toBeNull();
  });
});
