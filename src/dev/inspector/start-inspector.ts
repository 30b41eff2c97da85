import type { InspectionEvent } from 'xstate';
import { createInspectionLog } from './inspection-log';
import { mountPanel } from './mount-panel';

/**
 * Development only, loaded by src/app/main.tsx with a dynamic import behind `import.meta.env.DEV`:
 * the in-page panel, fed by xstate's own `inspect` observer, and with `?inspect=stately` Stately's
 * hosted inspector as well. Returns the observer to give the router.
 */
export async function startInspector(): Promise<(event: InspectionEvent) => void> {
  const log = createInspectionLog();
  mountPanel(log);
  const hosted =
    new URLSearchParams(window.location.search).get('inspect') === 'stately'
      ? (await import('./stately-inspector')).statelyInspector()
      : undefined;
  return (event) => {
    log.observe(event);
    hosted?.(event);
  };
}
