import type MarkdownItClass from 'markdown-it';
import type { Token } from 'markdown-it';
import { textEnv } from './env.ts';

type MarkdownIt = InstanceType<typeof MarkdownItClass>;

/** The id of the nearest `##` or `###` heading before `index`, if any. */
function subjectOf(tokens: Token[], index: number): string | undefined {
  for (let at = index - 1; at >= 0; at -= 1) {
    const token = tokens[at];
    if (token?.type === 'heading_open' && (token.tag === 'h2' || token.tag === 'h3')) {
      const id = token.attrGet('id');
      if (id !== null) return String(id);
    }
  }
  return undefined;
}

/**
 * A wide table scrolls inside its own box on a phone; that box must be reachable by keyboard, so it is
 * a group named after the table's subject, the heading it comes under (not a landmark: a text has many
 * tables, and the landmarks are the page's regions).
 */
export function tableRules(md: MarkdownIt): void {
  md.renderer.rules.table_open = (tokens, index, options, env, self) => {
    const table = self.renderToken(tokens, index, options);
    if (!textEnv(env).text) return table;
    const subject = subjectOf(tokens, index);
    const name = subject ? `aria-labelledby="${md.utils.escapeHtml(subject)}"` : 'aria-label="表格"';
    return `<div class="table-scroll" tabindex="0" role="group" ${name}>${table}`;
  };
  md.renderer.rules.table_close = (tokens, index, options, env, self) => {
    return textEnv(env).text ? '</table></div>\n' : self.renderToken(tokens, index, options);
  };
}
