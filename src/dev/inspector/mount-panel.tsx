import { createRoot } from 'react-dom/client';
import type { InspectionLog } from './inspection-log';
import { Panel } from './panel';
import styles from './panel.css?inline';

/**
 * Renders the panel in a shadow root on its own element after `#app`: the app's styles, hydration
 * and focus handling never meet it, and its styles never reach the app.
 */
export function mountPanel(log: InspectionLog): void {
  const host = document.createElement('div');
  host.id = 'xstate-inspector';
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = styles;
  const container = document.createElement('div');
  shadow.append(style, container);
  createRoot(container).render(<Panel log={log} />);
}
