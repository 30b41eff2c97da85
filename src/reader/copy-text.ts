/** The copy command, deprecated but the only way to copy in a web view without the Clipboard API. */
interface LegacyCopy {
  execCommand(command: 'copy'): boolean;
}

/**
 * Puts `text` on the clipboard: with the Clipboard API where there is one (a secure context, and not
 * every web view), else by selecting it in a hidden text area and the copy command. False when both
 * fail: then the reader copies it by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  if (window.isSecureContext && 'clipboard' in navigator) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, or the page lost focus): the older way may still work.
    }
  }
  return copyBySelection(text);
}

function copyBySelection(text: string): boolean {
  const focused = document.activeElement;
  const source = document.createElement('textarea');
  source.value = text;
  source.readOnly = true;
  source.className = 'copy-source';
  source.setAttribute('aria-hidden', 'true');
  source.tabIndex = -1;
  document.body.append(source);
  source.select();
  source.setSelectionRange(0, text.length);
  let copied: boolean;
  try {
    copied = (document as unknown as LegacyCopy).execCommand('copy');
  } catch {
    copied = false;
  }
  source.remove();
  if (focused instanceof HTMLElement) focused.focus();
  return copied;
}
