import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';

/** Where the printable documents' Markdown is (see printables.ts). */
export const printablesDir = (contentDir: string) => join(contentDir, 'printables');

/** The addresses of the printable documents, which a text may link to. */
export function printablePaths(contentDir: string): Set<string> {
  const dir = printablesDir(contentDir);
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.md')) : [];
  return new Set(names.map((name) => `/pages/${basename(name, '.md')}.html`));
}

/** A link in a text to a printable document that exists. */
export function printableLink(contentDir: string): RegExp {
  const paths = [...printablePaths(contentDir)].map((path) => path.replace(/[.]/g, '\\.'));
  return new RegExp(`^(${paths.join('|') || '(?!)'})$`);
}
