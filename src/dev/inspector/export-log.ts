import type { InspectionLog } from './inspection-log';

/** Saves the log as a JSON file (a download: the panel never sends it anywhere). */
export function exportLog(log: InspectionLog): void {
  const url = URL.createObjectURL(new Blob([log.toJSON()], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `xstate-inspector-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
