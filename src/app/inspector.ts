import { createBrowserInspector } from '@statelyai/inspect';

/** Opens Stately's inspector in a new window and streams the router's events and snapshots to it. */
export function createInspector() {
  return createBrowserInspector().inspect;
}
