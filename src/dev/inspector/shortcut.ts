/** Alt+Shift+X (Option+Shift+X on a Mac): by the key's place, since Option changes the character typed. */
export const shortcutLabel = 'Alt+Shift+X';

export function isInspectorShortcut(event: KeyboardEvent): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyX';
}

/** Calls `toggle` on the shortcut, anywhere in the page; returns how to stop listening. */
export function onInspectorShortcut(toggle: () => void): () => void {
  const listener = (event: KeyboardEvent) => {
    if (!isInspectorShortcut(event)) return;
    event.preventDefault();
    toggle();
  };
  window.addEventListener('keydown', listener, true);
  return () => window.removeEventListener('keydown', listener, true);
}

/**
 * Without `?inspect` the router runs uninspected, and the log must start with the router: the shortcut
 * then reloads the same address with `?inspect` added (development only, see src/app/main.tsx).
 */
export function offerInspector(): void {
  onInspectorShortcut(() => {
    const url = new URL(window.location.href);
    url.searchParams.set('inspect', '');
    window.location.assign(url.href);
  });
}
