import MarkdownIt from 'markdown-it';
import markdownItAttrs from 'markdown-it-attrs';
import markdownItCjkFriendly from 'markdown-it-cjk-friendly';
import { focusableHeadings } from './headings.ts';
import { sections } from './sections.ts';
import { scrollingTables } from './tables.ts';

/**
 * The texts' Markdown: markdown-it with raw HTML off, `{#id}` on headings, and the rules that make a
 * text's markup what the page shows, written over markdown-it's tokens.
 */
// CommonMark does not close `**` between Chinese punctuation and a Chinese character (`。**上述`);
// the CJK-friendly rules do.
export const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false })
  .use(markdownItAttrs, { allowedAttributes: ['id'] })
  .use(markdownItCjkFriendly)
  .use(focusableHeadings)
  .use(scrollingTables)
  .use(sections);
