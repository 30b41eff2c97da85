import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import type { RouteId } from '../../src/config/routes';
import { site, textFacts } from '../../src/config/site';

/**
 * A text as its Markdown (content/<id>.md) writes it, read here on its own rather than through the
 * build's compiler: what a reader must find on the page. Facts (`{{key}}`) come from src/config/site.ts.
 */
export interface Text {
  heading: string;
  description: string;
  /** The `## title {#id}` sections, in order. */
  sections: Array<{ id: string; title: string }>;
}

const facts: Record<string, string> = { ...site, ...textFacts };

function filled(text: string): string {
  return text.replace(/\{\{([\w.]+)\}\}/g, (placeholder, key: string) => facts[key] ?? placeholder);
}

export function textOf(id: RouteId): Text {
  const { data, content } = matter(readFileSync(fileURLToPath(new URL(`../../content/${id}.md`, import.meta.url)), 'utf8'));
  const field = (name: string) => (typeof data[name] === 'string' ? data[name] : '');
  const sections = [...content.matchAll(/^## (.+?) \{#([\w-]+)\}$/gm)].map(([, title = '', id = '']) => ({ id, title: filled(title) }));
  return { heading: filled(field('heading') || field('title')), description: filled(field('description')), sections };
}
