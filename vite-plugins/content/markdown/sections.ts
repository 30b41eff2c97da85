import type { Token } from 'markdown-it';

/**
 * Each `##` section becomes a `<section>`, which the stylesheet lets the browser skip while it is off
 * screen (content-visibility): a long text lays out one screen, not all of it. For a render that goes
 * token by token (renderText, and a comparison's in sentence-diff.ts): `open` before a token is
 * rendered, `close` at the end. A section ends without the line break its last block ends with.
 */
export function sectionWrapper(): { open: (token: Token, html: string) => string; close: (html: string) => string } {
  let inSection = false;
  const close = (html: string) => (inSection ? `${html.trimEnd()}</section>\n` : html);
  return {
    open(token, html) {
      // A text that opens with its first `##` (the home page) has that section unwrapped, as the
      // build always had it (it split the HTML before each `<h2`, and a split at the start splits nothing).
      if (token.type !== 'heading_open' || token.tag !== 'h2' || html === '') return html;
      const before = close(html);
      inSection = true;
      return `${before}<section>`;
    },
    close,
  };
}
