import type { AnyStateMachine, InspectionEvent } from 'xstate';
import { actorId, actorName, machineOf } from './actor-name';
import { transitionIds } from './machine-chart';
import { contextChanges, isActorRef, toPlain, type ContextChange, type Plain } from './plain-value';

export type ActorStatus = 'active' | 'done' | 'error' | 'stopped';

export interface ActorEntry {
  sessionId: string;
  /** Its id within its parent: `page`, `0.page.loading`; the root's is its session id. */
  id: string;
  /** `router`, `page`, `loadPage` (see actorName). */
  name: string;
  /** The session id of the actor that started it; null for the root. */
  parent: string | null;
  status: ActorStatus;
  /** The step during which it started, and stopped. */
  startedAt: number;
  stoppedAt: number | null;
}

/** An actor's snapshot after a step, as JSON. */
export interface StepSnapshot {
  /** The state value of a machine; null for other actors. */
  value: Plain;
  context: Plain;
  status: ActorStatus;
  /** A machine's children: their id in it → their session id. */
  children: Record<string, string>;
}

export interface ActionRun {
  type: string;
  params: Plain;
}

/** One event taken by one actor, and all it did: a macrostep. */
export interface LogStep {
  /** Its number: the order its event arrived in. */
  seq: number;
  /** The order its snapshot arrived in; -1 while the actor is still working on the event. */
  closedAt: number;
  /** The session id of the actor that took the event. */
  actor: string;
  actorName: string;
  event: { type: string; payload: Plain };
  /** The actor that sent the event; null for the app's own code (a click, the history adapter). */
  sender: string | null;
  actions: ActionRun[];
  /** The transitions taken, as chart edge and note ids (see transitionIds). */
  transitions: string[];
  /** The actor's snapshot once the event was handled; null while it is not. */
  snapshot: StepSnapshot | null;
  changes: ContextChange[];
  /**
   * The same event as this actor's step before, again: in development React's StrictMode runs each
   * layout effect twice, so `page.shown` arrives twice there (once in a production build).
   */
  repeat: boolean;
  time: number;
}

export interface LogState {
  steps: readonly LogStep[];
  actors: readonly ActorEntry[];
  paused: boolean;
  /** Steps not recorded while paused, or dropped as the oldest beyond the limit. */
  skipped: number;
  /**
   * For each actor whose steps were cleared or dropped, its latest one: what it looked like before
   * the first step still listed. Not shown, only used to draw the past.
   */
  baseline: ReadonlyMap<string, LogStep>;
}

export interface InspectionLog {
  /** The observer to hand to `createActor(…, { inspect })`. */
  observe: (event: InspectionEvent) => void;
  getState: () => LogState;
  subscribe: (listener: () => void) => () => void;
  /** The machine an actor runs, to draw its chart; undefined for other actors. */
  machineOf: (sessionId: string) => AnyStateMachine | undefined;
  setPaused: (paused: boolean) => void;
  clear: () => void;
  /** The steps and actors as JSON text (no live references). */
  toJSON: () => string;
}

interface Pending {
  actions: ActionRun[];
  transitions: string[];
}

const keptActors = 40;

/**
 * Turns xstate's inspection events into steps: an `@xstate.event` opens a step for the actor that
 * receives it, the `@xstate.action`s and `@xstate.microstep`s of that actor join it, and the
 * `@xstate.snapshot` for that same event closes it. An actor takes its events one at a time, in the
 * order they were sent, so actions belong to its oldest open step. An actor's first microsteps come
 * before its `xstate.init` event, and a stop has no event at all: those are held until the actor's
 * next event or snapshot. Listeners are told once per batch of events (a microtask), as one
 * navigation makes dozens.
 */
export function createInspectionLog({ limit = 500, notify = queueMicrotask }: { limit?: number; notify?: (flush: () => void) => void } = {}): InspectionLog {
  let steps: LogStep[] = [];
  const actors = new Map<string, ActorEntry>();
  const machines = new Map<string, AnyStateMachine>();
  /** Per actor, the steps whose event is sent and not yet handled, oldest first; with the event itself. */
  const open = new Map<string, { step: LogStep; event: object }[]>();
  const pending = new Map<string, Pending>();
  const lastSnapshot = new Map<string, StepSnapshot>();
  const lastStep = new Map<string, LogStep>();
  const baseline = new Map<string, LogStep>();
  const unrecorded = new Set<LogStep>();
  let seq = 0;
  let closed = 0;
  let paused = false;
  let skipped = 0;
  let state: LogState | null = null;
  let scheduled = false;
  const listeners = new Set<() => void>();

  const changed = () => {
    state = null;
    if (scheduled) return;
    scheduled = true;
    notify(() => {
      scheduled = false;
      for (const listener of listeners) listener();
    });
  };

  const pendingOf = (sessionId: string): Pending => {
    let held = pending.get(sessionId);
    if (!held) {
      held = { actions: [], transitions: [] };
      pending.set(sessionId, held);
    }
    return held;
  };
  const openSteps = (sessionId: string) => open.get(sessionId) ?? [];
  const collecting = (sessionId: string): Pending => openSteps(sessionId)[0]?.step ?? pendingOf(sessionId);

  const openStep = (sessionId: string, event: { type: string }, sender: string | null): LogStep => {
    const waiting = openSteps(sessionId);
    // What was held belongs to the event the actor takes next.
    const held = waiting.length === 0 ? pending.get(sessionId) : undefined;
    if (held) pending.delete(sessionId);
    const { type, ...payload } = event;
    const step: LogStep = {
      seq: ++seq,
      closedAt: -1,
      actor: sessionId,
      actorName: actors.get(sessionId)?.name ?? sessionId,
      event: { type, payload: toPlain(payload) },
      sender,
      actions: held?.actions ?? [],
      transitions: held?.transitions ?? [],
      snapshot: null,
      changes: [],
      repeat: false,
      time: Date.now(),
    };
    open.set(sessionId, [...waiting, { step, event }]);
    if (paused) {
      skipped += 1;
      unrecorded.add(step);
    } else steps.push(step);
    return step;
  };

  /** The open step of this event: the same object, else the oldest of its type. */
  const takeOpenStep = (sessionId: string, event: { type: string }): LogStep | undefined => {
    const waiting = openSteps(sessionId);
    let index = waiting.findIndex((entry) => entry.event === event);
    if (index < 0) index = waiting.findIndex((entry) => entry.step.event.type === event.type);
    const found = waiting[index];
    if (!found) return undefined;
    open.set(sessionId, waiting.filter((_, other) => other !== index));
    return found.step;
  };

  const closeStep = (step: LogStep, snapshot: StepSnapshot) => {
    step.closedAt = ++closed;
    step.snapshot = snapshot;
    step.changes = step.event.type === 'xstate.stop' ? [] : contextChanges(lastSnapshot.get(step.actor)?.context, snapshot.context);
    const before = lastStep.get(step.actor);
    step.repeat =
      before !== undefined &&
      !step.event.type.startsWith('xstate.') &&
      before.event.type === step.event.type &&
      JSON.stringify(before.event.payload) === JSON.stringify(step.event.payload);
    lastSnapshot.set(step.actor, snapshot);
    lastStep.set(step.actor, step);
    const actor = actors.get(step.actor);
    if (actor && actor.status === 'active' && snapshot.status !== 'active') {
      actor.status = snapshot.status;
      actor.stoppedAt = step.seq;
    }
    // Not listed while paused, but the charts still follow the app.
    if (unrecorded.delete(step)) keepAsBaseline(step);
    dropBeyondLimit();
  };

  const keepAsBaseline = (step: LogStep) => {
    const kept = baseline.get(step.actor);
    if (step.snapshot && (!kept || kept.closedAt < step.closedAt)) baseline.set(step.actor, step);
  };

  const dropBeyondLimit = () => {
    while (steps.length > limit) {
      const dropped = steps.shift();
      if (dropped) keepAsBaseline(dropped);
      skipped += 1;
    }
    forgetStoppedActors();
  };

  /** Once there are many stopped actors, those no listed step is of are forgotten, oldest first. */
  const forgetStoppedActors = () => {
    const listed = new Set(steps.map((step) => step.actor));
    const stopped = [...actors.values()].filter((actor) => actor.status !== 'active' && !listed.has(actor.sessionId));
    for (const { sessionId } of stopped.slice(0, Math.max(0, stopped.length - keptActors))) {
      for (const perActor of [actors, machines, open, pending, lastSnapshot, lastStep, baseline]) perActor.delete(sessionId);
    }
  };

  const observe = (event: InspectionEvent) => {
    const ref = event.actorRef;
    const sessionId = ref.sessionId;
    switch (event.type) {
      case '@xstate.actor': {
        actors.set(sessionId, {
          sessionId,
          id: actorId(ref),
          name: actorName(ref),
          parent: null,
          status: 'active',
          startedAt: seq + 1,
          stoppedAt: null,
        });
        const machine = machineOf(ref);
        if (machine) machines.set(sessionId, machine);
        break;
      }
      case '@xstate.event': {
        const source = event.sourceRef;
        const actor = actors.get(sessionId);
        if (event.event.type === 'xstate.init' && source && source !== ref && actor) actor.parent = source.sessionId;
        const sender = source ? (actors.get(source.sessionId)?.name ?? actorName(source)) : null;
        openStep(sessionId, event.event, sender);
        break;
      }
      case '@xstate.microstep': {
        const transitions = Array.isArray(event._transitions) ? event._transitions : [];
        collecting(sessionId).transitions.push(...transitions.flatMap(transitionIds));
        break;
      }
      case '@xstate.action':
        collecting(sessionId).actions.push({ type: event.action.type, params: toPlain(event.action.params) });
        break;
      case '@xstate.snapshot': {
        const actor = actors.get(sessionId);
        const step =
          takeOpenStep(sessionId, event.event) ??
          // A stop, or a snapshot without an event: its own step.
          openStep(sessionId, event.event, actor?.parent ? (actors.get(actor.parent)?.name ?? null) : null);
        closeStep(step, snapshotOf(event.snapshot));
        break;
      }
      default:
        return;
    }
    changed();
  };

  const getState = (): LogState => {
    state ??= { steps: [...steps], actors: [...actors.values()].map((actor) => ({ ...actor })), paused, skipped, baseline: new Map(baseline) };
    return state;
  };

  return {
    observe,
    getState,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    machineOf: (sessionId) => machines.get(sessionId),
    setPaused(value) {
      paused = value;
      changed();
    },
    clear() {
      for (const step of steps) keepAsBaseline(step);
      steps = [];
      skipped = 0;
      forgetStoppedActors();
      changed();
    },
    toJSON() {
      const { steps: listed, actors: known } = getState();
      return JSON.stringify({ format: 'xstate-inspector-log', exportedAt: new Date().toISOString(), actors: known, steps: listed }, null, 2);
    },
  };
}

function snapshotOf(snapshot: unknown): StepSnapshot {
  const fields = snapshot !== null && typeof snapshot === 'object' ? snapshot : {};
  const status = 'status' in fields && isStatus(fields.status) ? fields.status : 'active';
  const children: Record<string, string> = {};
  if ('children' in fields && fields.children !== null && typeof fields.children === 'object') {
    for (const [key, child] of Object.entries(fields.children as Record<string, unknown>)) {
      if (child !== null && typeof child === 'object' && isActorRef(child)) children[key] = child.sessionId;
    }
  }
  return {
    value: 'value' in fields ? toPlain(fields.value) : null,
    context: 'context' in fields ? toPlain(fields.context) : null,
    status,
    children,
  };
}

function isStatus(value: unknown): value is ActorStatus {
  return value === 'active' || value === 'done' || value === 'error' || value === 'stopped';
}
