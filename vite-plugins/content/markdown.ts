import MarkdownIt from 'markdown-it';
import markdownItAttrs from 'markdown-it-attrs';
import markdownItCjkFriendly from 'markdown-it-cjk-friendly';

// CommonMark does not close `**` between Chinese punctuation and a Chinese character (`。**上述`);
// the CJK-friendly rules do.
export const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false })
  .use(markdownItAttrs, { allowedAttributes: ['id'] })
  .use(markdownItCjkFriendly);
