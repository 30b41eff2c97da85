/**
 * A paragraph that is bold words alone, short and without a sentence's punctuation (要点摘要,
 * 对您不利的变化, a recipient in 附录二), is a heading the Markdown wrote in bold: it becomes one, a level
 * below the heading it comes under (`level`, the level of the one `html` comes under, to begin with),
 * so that a screen reader lists it and moves to it; it keeps the look of a bold paragraph. It has no
 * id: a part of the text is a heading with one, which the contents list and a link can name.
 * A bold paragraph that is a sentence or a clause (it ends in 。 or ：) stays what it is.
 *
 * Over the rendered HTML, not the tokens: in a comparison, whether a paragraph is bold words alone
 * depends on what changed in it (a changed one is marked, and stays a paragraph), which only the
 * comparison's HTML says.
 */
export function headingsOfBoldParagraphs(html: string, level: number): string {
  let under = level;
  return html.replace(/<h([1-6])[ >]|<p><strong>([^<]{1,40})<\/strong><\/p>/g, (found, heading: string | undefined, words: string | undefined) => {
    if (heading) {
      under = Number(heading);
      return found;
    }
    if (words === undefined || /[。，；：！？,;:!?]/.test(words)) return found;
    const tag = `h${String(Math.min(under + 1, 6))}`;
    return `<${tag} class="bold-heading">${words}</${tag}>`;
  });
}
