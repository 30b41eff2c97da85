import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import markdownItAttrs from 'markdown-it-attrs';
import markdownItCjkFriendly from 'markdown-it-cjk-friendly';
import { headingsOfBoldParagraphs } from './bold-headings.ts';
import { textRule } from './text.ts';
import type { TextEnv } from './env.ts';
import { sectionWrapper } from './sections.ts';
import { tableRules } from './tables.ts';

export { copySlot } from './text.ts';
export { headingsOfBoldParagraphs } from './bold-headings.ts';
export { sectionWrapper } from './sections.ts';
export type { TextEnv } from './env.ts';

// CommonMark does not close `**` between Chinese punctuation and a Chinese character (`。**上述`);
// the CJK-friendly rules do.
export const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false })
  .use(markdownItAttrs, { allowedAttributes: ['id'] })
  .use(markdownItCjkFriendly)
  .use(textRule)
  .use(tableRules);

/**
 * A text's words as its page shows them: tables that scroll, sections that lay out when on screen,
 * phone numbers and mailboxes linked (see env.ts), and the headings written as bold paragraphs made
 * headings (after the sections: a heading made there opens no section of the page).
 */
export function renderText(tokens: Token[], env: TextEnv = { text: true }): string {
  const sections = sectionWrapper();
  const { rules } = markdown.renderer;
  let html = '';
  tokens.forEach((token, index) => {
    html = sections.open(token, html);
    if (token.type === 'inline') html += markdown.renderer.renderInline(token.children ?? [], markdown.options, env);
    else html += rules[token.type]?.(tokens, index, markdown.options, env, markdown.renderer) ?? markdown.renderer.renderToken(tokens, index, markdown.options);
  });
  return headingsOfBoldParagraphs(sections.close(html), 1);
}
