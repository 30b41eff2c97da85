import type MarkdownItClass from 'markdown-it';
import type { Token } from 'markdown-it';

type MarkdownIt = InstanceType<typeof MarkdownItClass>;

/**
 * Each `##` section (its heading and all up to the next `##`) is a `<section>`, which the stylesheet
 * lets the browser skip while it is off screen (content-visibility): a long text lays out one
 * screen, not all of it. The text before the first `##` stays outside. A section closes right after
 * its last block, without the line break markdown-it puts after one (`sectionEnd`).
 */
export function sections(md: MarkdownIt): void {
  md.core.ruler.push('sections', (state) => {
    const tokens: Token[] = [];
    let open = false;
    const close = () => {
      if (open) tokens.push(new state.Token('section_close', 'section', -1));
      open = false;
    };
    for (const token of state.tokens) {
      // A text that starts with its first `##` leaves that section unwrapped, as the build always has
      // (the home page's first section): the markup is kept byte for byte until that is decided apart.
      if (token.type === 'heading_open' && token.tag === 'h2' && token.level === 0 && tokens.length > 0) {
        close();
        tokens.push(new state.Token('section_open', 'section', 1));
        open = true;
      }
      tokens.push(token);
    }
    close();
    state.tokens = tokens;
  });
  md.renderer.rules.section_open = () => '<section>';
  const renderer = md.renderer;
  renderer.render = (tokens, options, env) => {
    let html = '';
    tokens.forEach((token, index) => {
      const rule = renderer.rules[token.type];
      if (token.type === 'section_close') html = sectionEnd(html);
      else if (token.type === 'inline') html += renderer.renderInline(token.children ?? [], options, env);
      else html += rule ? rule(tokens, index, options, env, renderer) : renderer.renderToken(tokens, index, options);
    });
    return html;
  };
}

/** `html`, the text so far, with its last section closed. */
export const sectionEnd = (html: string): string => `${html.trimEnd()}</section>\n`;

/** A section's mark, which holds no text of its own. */
export const isSectionMark = (token: Token): boolean => token.type === 'section_open' || token.type === 'section_close';
