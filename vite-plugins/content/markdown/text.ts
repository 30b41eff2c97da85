import type MarkdownItClass from 'markdown-it';
import type { Token } from 'markdown-it';
import { textEnv } from './env.ts';

type MarkdownIt = InstanceType<typeof MarkdownItClass>;

/**
 * Phone numbers (`400-000-0000`) and mailboxes in a text become `tel:` and `mailto:` links, at build
 * time, so that they work without scripts and in the plain documents. Whatever the texts write out,
 * a fact of src/config/site.ts or a third party's mailbox in a list, is matched by its shape. Words
 * already inside a link are left alone, and so is text a comparison marks as removed: it is no longer
 * a way to reach us (sentence-diff.ts drops the links of a removed sentence, copy slots included).
 * Each link is followed by the empty place where the reader tools put its copy button: the page
 * reserves its room (src/styles/app.css), so the button's arrival moves no line of the text.
 */
const contact = /(?<![\w.+-])(?:(\d{3,4}-\d{3,4}-\d{4})|([\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+))(?![\w-])/gi;

/** Where src/reader/share-tools.tsx renders a copy button (复制): after a contact, and after the link to keep a copy. */
export const copySlot = '<span class="copy-slot"></span>';

/** The text's own dates, `生效日期：<date>` and `更新日期：<date>` (`**本协议生效日期：…；最近更新日期：…。**` too). */
const datedLine = /(生效日期|更新日期)：(\d{4}) 年 (\d{1,2}) 月 (\d{1,2}) 日/g;

const pad = (number: string) => number.padStart(2, '0');

/** Whether the inline token at `index` stands between a `link_open` and its `link_close`. */
function insideLink(children: Token[], index: number): boolean {
  for (let at = index - 1; at >= 0; at -= 1) {
    const type = children[at]?.type;
    if (type === 'link_close') return false;
    if (type === 'link_open') return true;
  }
  return false;
}

/**
 * The `text` rule: a text's words as its page shows them (`env.text`), contacts linked, and (`env.dated`)
 * its own dates each as a `<time>`, which a machine (an archive, a reader tool) reads.
 */
export function textRule(md: MarkdownIt): void {
  const escape = md.utils.escapeHtml;
  const contacts = (words: string, linked: boolean): string => {
    if (!linked) return escape(words);
    let html = '';
    let at = 0;
    for (const found of words.matchAll(contact)) {
      const [match, phone] = found;
      html += escape(words.slice(at, found.index)) + (phone ? `<a href="tel:${phone.replace(/-/g, '')}">${match}</a>` : `<a href="mailto:${match}">${match}</a>`) + copySlot;
      at = found.index + match.length;
    }
    return html + escape(words.slice(at));
  };
  md.renderer.rules.text = (tokens, index, _options, env) => {
    const words = tokens[index]?.content ?? '';
    const { text, dated } = textEnv(env);
    const linked = Boolean(text) && !insideLink(tokens, index);
    if (!dated) return contacts(words, linked);
    let html = '';
    let at = 0;
    for (const found of words.matchAll(datedLine)) {
      const [match, label = '', year = '', month = '', day = ''] = found;
      const date = match.slice(label.length + 1);
      html += `${contacts(words.slice(at, found.index), linked)}${label}：<time datetime="${year}-${pad(month)}-${pad(day)}">${date}</time>`;
      at = found.index + match.length;
    }
    return html + contacts(words.slice(at), linked);
  };
}
