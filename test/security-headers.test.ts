import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../deploy/security-headers.ts';

const confPath = new URL('../deploy/nginx.conf', import.meta.url);

interface Directive {
  name: string;
  args: string[];
  /** The directives inside `{ … }`, for a block. */
  block?: Directive[];
}

/** Splits nginx config text into words, quoted strings (unquoted) and `;` `{` `}`; drops comments. */
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text.charAt(index);
    if (/\s/.test(char)) {
      index += 1;
    } else if (char === '#') {
      while (index < text.length && text.charAt(index) !== '\n') index += 1;
    } else if (char === ';' || char === '{' || char === '}') {
      tokens.push(char);
      index += 1;
    } else if (char === '"' || char === "'") {
      let value = '';
      index += 1;
      while (index < text.length && text.charAt(index) !== char) {
        if (text.charAt(index) === '\\') index += 1;
        value += text.charAt(index);
        index += 1;
      }
      if (index >= text.length) throw new Error('unterminated string in nginx.conf');
      tokens.push(value);
      index += 1;
    } else {
      let value = '';
      while (index < text.length && !/[\s;{}]/.test(text.charAt(index))) {
        value += text.charAt(index);
        index += 1;
      }
      tokens.push(value);
    }
  }
  return tokens;
}

/** nginx config as a tree of directives. */
function parse(text: string): Directive[] {
  const tokens = tokenize(text);
  let position = 0;
  function directives(): Directive[] {
    const list: Directive[] = [];
    let words: string[] = [];
    while (position < tokens.length) {
      const token = tokens[position++];
      if (token === '}') break;
      if (token === ';' || token === '{') {
        const [name, ...args] = words;
        if (name === undefined) throw new Error(`"${token}" without a directive in nginx.conf`);
        list.push(token === '{' ? { name, args, block: directives() } : { name, args });
        words = [];
      } else if (token !== undefined) {
        words.push(token);
      }
    }
    if (words.length > 0) throw new Error(`unterminated directive "${words.join(' ')}" in nginx.conf`);
    return list;
  }
  return directives();
}

const conf = parse(readFileSync(confPath, 'utf8'));
const server = conf.find((directive) => directive.name === 'server')?.block ?? [];
const locations = server.filter((directive) => directive.name === 'location');
const label = (location: Directive): string => `location ${location.args.join(' ')}`;

/** The add_header lines of a block by header name (lower case), as [value, ...flags]. */
function addHeaders(block: Directive[]): Map<string, string[][]> {
  const headers = new Map<string, string[][]>();
  for (const { name, args } of block) {
    if (name !== 'add_header') continue;
    const [header = '', ...rest] = args;
    headers.set(header.toLowerCase(), [...(headers.get(header.toLowerCase()) ?? []), rest]);
  }
  return headers;
}

/** Each security header exactly once, with exactly the value of deploy/security-headers, `always`. */
function expectSecurityHeaders(block: Directive[], where: string): void {
  const headers = addHeaders(block);
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(headers.get(name.toLowerCase()), `${where}: add_header ${name}`).toEqual([[value, 'always']]);
  }
}

describe('deploy/nginx.conf sends the headers of deploy/security-headers', () => {
  it('has one server block with the locations that serve the build', () => {
    expect(conf.filter((directive) => directive.name === 'server')).toHaveLength(1);
    expect(locations.map((location) => location.args.join(' '))).toEqual(
      expect.arrayContaining(['= /', '= /index.html', '/assets/', '/']),
    );
  });

  it('the header set is the expected one', () => {
    expect(Object.keys(securityHeaders).sort()).toEqual(
      [
        'Content-Security-Policy',
        'Cross-Origin-Opener-Policy',
        'Permissions-Policy',
        'Referrer-Policy',
        'X-Content-Type-Options',
        'X-Frame-Options',
      ].sort(),
    );
    expect(securityHeaders['Content-Security-Policy']).toContain("frame-ancestors 'self'");
  });

  const withHeaders = locations.filter((location) => addHeaders(location.block ?? []).size > 0);

  it.each(withHeaders.map((location) => [label(location), location] as const))(
    '%s carries every security header with its exact value',
    (where, location) => {
      expectSecurityHeaders(location.block ?? [], where);
    },
  );

  // A location without add_header of its own inherits the server's; with one, it inherits none.
  it('a location without add_header inherits the full set from the server block', () => {
    const without = locations.filter((location) => !withHeaders.includes(location));
    if (without.length > 0) expectSecurityHeaders(server, 'server');
    expect(withHeaders.length).toBeGreaterThanOrEqual(4);
  });

  it('sends the cache policy for HTML and for hashed assets', () => {
    const cacheControl = (path: string): string[][] | undefined => {
      const location = locations.find((candidate) => candidate.args.join(' ') === path);
      return addHeaders(location?.block ?? []).get('cache-control');
    };
    expect(cacheControl('= /')).toEqual([['no-cache', 'always']]);
    expect(cacheControl('= /index.html')).toEqual([['no-cache', 'always']]);
    expect(cacheControl('/assets/')).toEqual([['public, max-age=31536000, immutable']]);
    // The plain documents of the texts (/pages/*.html, for readers without scripts), like index.html.
    expect(cacheControl('/')).toEqual([['no-cache', 'always']]);
  });
});
