import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { ActorsView } from './actors-view';
import { ChartView } from './chart-view';
import { ContextView } from './context-view';
import { exportLog } from './export-log';
import type { InspectionLog } from './inspection-log';
import { LogView } from './log-view';
import { readPreferences, savePreferences, type PanelPreferences } from './panel-preferences';
import { ResizeHandle } from './resize-handle';
import { onInspectorShortcut, shortcutLabel } from './shortcut';
import { viewAt } from './step-view';

/** The inspector: docked at the bottom of the window, or a button when closed. */
export function Panel({ log }: { log: InspectionLog }) {
  const state = useSyncExternalStore(log.subscribe, log.getState);
  const [preferences, setPreferences] = useState(readPreferences);
  const [selected, setSelected] = useState<number | null>(null);

  // Saved as they change, not in an effect: a reload right after must find them.
  const change = useCallback(
    (changes: Partial<PanelPreferences>) => {
      const next = { ...preferences, ...changes };
      savePreferences(next);
      setPreferences(next);
    },
    [preferences],
  );
  useEffect(() => onInspectorShortcut(() => change({ open: !preferences.open })), [change, preferences.open]);

  const view = viewAt(state, selected, (sessionId) => log.machineOf(sessionId) !== undefined);
  const picked = view.selected;
  const setOpen = (open: boolean) => change({ open });
  const height = preferences.height ?? Math.round(window.innerHeight * 0.45);

  if (!preferences.open) {
    return (
      <button type="button" className="launcher" aria-expanded="false" onClick={() => setOpen(true)} title={`Open (${shortcutLabel})`}>
        XState inspector
      </button>
    );
  }

  return (
    <aside className="panel" aria-label="XState inspector" style={{ height }}>
      <ResizeHandle height={height} onResize={(resized) => change({ height: resized })} />
      <header>
        <h2>XState inspector</h2>
        <p className={picked ? 'mode past' : 'mode live'} role="status">
          {picked
            ? `Viewing step #${picked.seq} (${picked.actorName} ← ${picked.event.type}) as it was. The app is not rewound: its address, scroll and focus stay as they are.`
            : '● Live'}
        </p>
        {picked && (
          <button type="button" onClick={() => setSelected(null)}>
            Back to live
          </button>
        )}
        <span className="count">
          {state.steps.length} steps{state.skipped > 0 ? `, ${state.skipped} not kept` : ''}
        </span>
        <button type="button" aria-pressed={state.paused} onClick={() => log.setPaused(!state.paused)}>
          {state.paused ? 'Resume recording' : 'Pause recording'}
        </button>
        <button
          type="button"
          onClick={() => {
            setSelected(null);
            log.clear();
          }}
        >
          Clear
        </button>
        <button type="button" onClick={() => exportLog(log)}>
          Export JSON
        </button>
        <button type="button" aria-expanded="true" onClick={() => setOpen(false)} title={`Close (${shortcutLabel})`}>
          Close
        </button>
      </header>
      <div className="body">
        {/* Scrolls, and holds nothing focusable: focusable itself, so the keyboard can scroll it. */}
        <section className="state" aria-label="Charts and context" tabIndex={0}>
          {view.charted.map((actor) => {
            const machine = log.machineOf(actor.sessionId);
            return machine ? <ChartView key={actor.sessionId} actor={actor} machine={machine} /> : null;
          })}
          <ContextView charted={view.charted} />
          <ActorsView actors={state.actors} />
        </section>
        <section className="log" aria-label="Event log">
          <h3>
            Events, newest first <span className="hint">(pick one to see the charts and context as they were)</span>
          </h3>
          <LogView steps={state.steps} selected={picked ? picked.seq : null} onSelect={setSelected} />
        </section>
      </div>
    </aside>
  );
}
