/** Whether the panel is open and how tall, kept across reloads in this browser. */
export interface PanelPreferences {
  open: boolean;
  /** In CSS pixels; null for the default share of the window. */
  height: number | null;
}

const key = 'xstate-inspector';

export function readPreferences(): PanelPreferences {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (saved !== null && typeof saved === 'object') {
      return {
        open: 'open' in saved && typeof saved.open === 'boolean' ? saved.open : true,
        height: 'height' in saved && typeof saved.height === 'number' ? saved.height : null,
      };
    }
  } catch {
    // Unreadable: start afresh.
  }
  return { open: true, height: null };
}

export function savePreferences(preferences: PanelPreferences): void {
  try {
    localStorage.setItem(key, JSON.stringify(preferences));
  } catch {
    // Storage refused (private mode, quota): the panel still works, it just forgets.
  }
}
