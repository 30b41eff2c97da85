/**
 * Phone numbers (`400-000-0000`) and mailboxes in a text become `tel:` and `mailto:` links, at build
 * time, so that they work without scripts and in the plain documents. Whatever the texts write out,
 * a fact of src/config/site.ts or a third party's mailbox in a list, is matched by its shape. Text
 * inside a link or inside a tag is left alone, and so is text a comparison marks as removed (`<del>`):
 * it is no longer a way to reach us. Each link is followed by the empty place where the reader tools
 * put its copy button: the page reserves its room (src/styles/app.css), so the button's arrival moves
 * no line of the text.
 */
const contact = /(?<![\w.+-])(?:(\d{3,4}-\d{3,4}-\d{4})|([\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+))(?![\w-])/gi;

/** Where src/reader/share-tools.tsx renders a copy button (复制): after a contact, and after the link to keep a copy. */
export const copySlot = '<span class="copy-slot"></span>';

export function linkContacts(html: string): string {
  let inLink = false;
  let inRemoved = false;
  return html
    .split(/(<[^>]*>)/)
    .map((piece) => {
      if (piece.startsWith('<')) {
        if (/^<a[\s>]/.test(piece)) inLink = true;
        if (piece === '</a>') inLink = false;
        if (/^<del[\s>]/.test(piece)) inRemoved = true;
        if (piece === '</del>') inRemoved = false;
        return piece;
      }
      if (inLink || inRemoved) return piece;
      return piece.replace(
        contact,
        (found: string, phone: string | undefined) =>
          (phone ? `<a href="tel:${phone.replace(/-/g, '')}">${found}</a>` : `<a href="mailto:${found}">${found}</a>`) + copySlot,
      );
    })
    .join('');
}
