import type MarkdownItClass from 'markdown-it';

type MarkdownIt = InstanceType<typeof MarkdownItClass>;

/** Every heading is focusable by script, so that a section link can move focus to it. */
export function focusableHeadings(md: MarkdownIt): void {
  md.core.ruler.push('focusable_headings', (state) => {
    for (const token of state.tokens) if (token.type === 'heading_open') token.attrSet('tabindex', '-1');
  });
}
