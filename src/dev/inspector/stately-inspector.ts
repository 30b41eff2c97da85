import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent } from 'xstate';

/**
 * Stately's hosted inspector (`?inspect=stately`): a pop-up on its website, so it needs the internet.
 * It shows actors, events and snapshots, and a sequence diagram; it receives no actions.
 */
export function statelyInspector(): (event: InspectionEvent) => void {
  const { inspect } = createBrowserInspector();
  return (event) => inspect.next?.(event);
}
