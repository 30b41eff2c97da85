import type { LogState, LogStep, StepSnapshot } from './inspection-log';

/** A machine actor as the panel draws it at the chosen moment. */
export interface ChartedActor {
  sessionId: string;
  name: string;
  snapshot: StepSnapshot | undefined;
  /** The transitions (edge ids) of its last step that moved it to a state. */
  takenEdges: string[];
  /** The actions-only transitions (note ids) of its last step. */
  takenNotes: string[];
}

export interface PanelView {
  /** The step picked in the log; undefined when the panel follows the app live. */
  selected: LogStep | undefined;
  /** The root machine first, then any machines it runs (the router runs none: its loaders are promises). */
  charted: ChartedActor[];
}

/**
 * What the panel shows for a step picked in the log: each actor as it was once that step was handled.
 * Steps that were still open when it was (the router's navigation that invoked this `loadPage`) count
 * as done, so a child is never drawn without the parent state that started it. Read only: nothing
 * is sent to the app.
 */
export function viewAt(state: LogState, selectedSeq: number | null, isMachine: (sessionId: string) => boolean): PanelView {
  const selected = selectedSeq === null ? undefined : state.steps.find((step) => step.seq === selectedSeq);
  const candidates = [...state.baseline.values(), ...state.steps].filter(
    (step) => step.snapshot !== null && (!selected || step.closedAt <= selected.closedAt || step.seq <= selected.seq),
  );
  const stepsOf = (sessionId: string) =>
    candidates.filter((step) => step.actor === sessionId).sort((a, b) => a.closedAt - b.closedAt);

  const chart = (sessionId: string): ChartedActor => {
    const own = stepsOf(sessionId);
    const last = own[own.length - 1];
    const moved = own.filter((step) => step.transitions.some((id) => !id.endsWith('|')));
    return {
      sessionId,
      name: state.actors.find((actor) => actor.sessionId === sessionId)?.name ?? last?.actorName ?? sessionId,
      snapshot: last?.snapshot ?? undefined,
      takenEdges: moved[moved.length - 1]?.transitions.filter((id) => !id.endsWith('|')) ?? [],
      takenNotes: last?.transitions.filter((id) => id.endsWith('|')) ?? [],
    };
  };

  const charted: ChartedActor[] = [];
  const add = (sessionId: string) => {
    if (charted.some((actor) => actor.sessionId === sessionId) || !isMachine(sessionId)) return;
    const actor = chart(sessionId);
    charted.push(actor);
    for (const child of Object.values(actor.snapshot?.children ?? {})) add(child);
  };
  const root = state.actors.find((actor) => actor.parent === null && isMachine(actor.sessionId));
  if (root) add(root.sessionId);
  if (selected) add(selected.actor);
  return { selected, charted };
}
