import type MarkdownItClass from 'markdown-it';

type MarkdownIt = InstanceType<typeof MarkdownItClass>;

/**
 * A wide table scrolls inside its own box on a phone; that box must be reachable by keyboard, and is
 * named by its number in the text (the tables are numbered when the text is parsed, so a text
 * rendered in parts, as a comparison is, numbers them the same).
 */
export function scrollingTables(md: MarkdownIt): void {
  md.core.ruler.push('numbered_tables', (state) => {
    let count = 0;
    for (const token of state.tokens) {
      if (token.type !== 'table_open') continue;
      count += 1;
      token.meta = { ...token.meta, number: count };
    }
  });
  md.renderer.rules.table_open = (tokens, index, options, _env, self) => {
    const number = String((tokens[index]?.meta as { number?: number } | null)?.number ?? '');
    const box = `<div class="table-scroll" tabindex="0" role="region" aria-label="表格 ${number}，可左右滑动">`;
    return self.renderToken(tokens, index, options).replace('<table', `${box}<table`);
  };
  md.renderer.rules.table_close = (tokens, index, options, _env, self) => self.renderToken(tokens, index, options).replace('</table>', '</table></div>');
}
