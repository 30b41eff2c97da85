import type { Env } from 'markdown-it';

/**
 * What a render of a text's tokens is for (markdown-it's `env`). A text's words as its page shows them
 * (`text`): contacts linked, tables in their scroll boxes; its sections are wrapped by renderText.
 * Without it (notes, the checks' renders), the Markdown renders as markdown-it writes it.
 */
export type TextEnv = {
  text?: boolean;
  /** The text's own dates as `<time>` too (the text itself, not a comparison or a list taken from it). */
  dated?: boolean;
};

/** A rule's `env` (markdown-it's own type) as a TextEnv. */
export const textEnv = (env: Env | undefined): TextEnv => ({ text: env?.text === true, dated: env?.dated === true });
