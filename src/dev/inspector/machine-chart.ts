import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';

/** A state of the chart; `anyState` is the stand-in for transitions declared on the machine itself. */
export interface ChartNode {
  /** The state node's id, e.g. `router.privacy`. */
  id: string;
  /** Its path below the machine, e.g. `privacy`: what the chart writes in the box. */
  label: string;
  /** The actors it invokes while active, by their `src`. */
  invokes: string[];
  initial: boolean;
  final: boolean;
  anyState: boolean;
}

export interface ChartEdge {
  /** Names one transition and target (see transitionIds), so a microstep can be matched to it. */
  id: string;
  source: string;
  target: string;
  /** The event, readable (`always`, `after chunk timeout`, `done: loadPage`), then the guard in brackets. */
  label: string;
}

/** A transition without a target: it only runs actions, so it is a line of text, not an arrow. */
export interface ChartNote {
  id: string;
  /** The state it is declared on: a state's label, or `(any state)`. */
  source: string;
  label: string;
}

export interface MachineChart {
  machineId: string;
  nodes: ChartNode[];
  edges: ChartEdge[];
  notes: ChartNote[];
}

export const anyStateLabel = '(any state)';

/**
 * The chart of a machine, from its own definition: the states and event transitions that
 * `xstate/graph`'s toDirectedGraph finds, plus the eventless `always` transitions it leaves out.
 * Transitions on the machine itself start from one `(any state)` node, since the machine is not a box.
 */
export function machineChart(machine: AnyStateMachine): MachineChart {
  const graph = toDirectedGraph(machine);
  const root = machine.root;
  const states = descendants(graph);
  const anyStateId = `${root.id}.*`;

  const nodes: ChartNode[] = states.map(({ stateNode }) => ({
    id: stateNode.id,
    label: labelOf(root, stateNode),
    invokes: stateNode.invoke.map((invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id)),
    // The state a compound state starts in (a parallel state starts in all its regions: none is marked).
    initial: stateNode.parent?.type === 'compound' && stateNode.parent.initial.target.some((target) => target.id === stateNode.id),
    final: stateNode.type === 'final',
    anyState: false,
  }));
  const edges: ChartEdge[] = [];
  const notes: ChartNote[] = [];

  for (const stateNode of [root, ...states.map((node) => node.stateNode)]) {
    const sourceId = stateNode === root ? anyStateId : stateNode.id;
    for (const transition of transitionsOf(stateNode)) {
      const label = transitionLabel(transition);
      const targets = transition.target ?? [];
      if (targets.length === 0) {
        notes.push({ id: transitionIds(transition)[0] ?? '', source: stateNode === root ? anyStateLabel : labelOf(root, stateNode), label });
        continue;
      }
      transitionIds(transition).forEach((id, index) => {
        const target = targets[index];
        if (target) edges.push({ id, source: sourceId, target: target.id, label });
      });
    }
  }
  if (edges.some((edge) => edge.source === anyStateId)) {
    nodes.unshift({ id: anyStateId, label: anyStateLabel, invokes: [], initial: false, final: false, anyState: true });
  }
  return { machineId: root.id, nodes, edges, notes };
}

/** The ids of the chart edges (one per target) or note (no target) a transition is drawn as. */
export function transitionIds(transition: AnyTransitionDefinition): string[] {
  const source = transition.source;
  const eventType = String(transition.eventType);
  const siblings = eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  const prefix = `${source.id}|${eventType}|${siblings.indexOf(transition)}`;
  const targets = transition.target ?? [];
  return targets.length === 0 ? [`${prefix}|`] : targets.map((target) => `${prefix}|${target.id}`);
}

/** The ids of the state nodes a state value stands for, e.g. `privacy` → `router.privacy`. */
export function activeStateIds(machineId: string, value: unknown): string[] {
  if (typeof value === 'string') return [`${machineId}.${value}`];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [`${machineId}.${key}`, ...activeStateIds(`${machineId}.${key}`, child)]);
}

function descendants(node: DirectedGraphNode): DirectedGraphNode[] {
  return node.children.flatMap((child) => [child, ...descendants(child)]);
}

/** Event transitions in document order, then the eventless ones. */
function transitionsOf(stateNode: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...stateNode.transitions.values()].flat(), ...(stateNode.always ?? [])];
}

function labelOf(root: AnyStateNode, stateNode: AnyStateNode): string {
  return stateNode.path.join('.') || root.id;
}

function transitionLabel(transition: AnyTransitionDefinition): string {
  const guard = guardLabel(transition.guard);
  const event = eventLabel(transition);
  return guard ? `${event} [${guard}]` : event;
}

function eventLabel(transition: AnyTransitionDefinition): string {
  const eventType = String(transition.eventType);
  const source = transition.source;
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.(.+)$/.exec(eventType)?.[1];
  if (after !== undefined) return `after ${after.endsWith(`.${source.id}`) ? after.slice(0, -source.id.length - 1) : after}`;
  const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (settled?.[1] && settled[2]) {
    const invoke = source.invoke.find((candidate) => candidate.id === settled[2]);
    const name = invoke && typeof invoke.src === 'string' ? invoke.src : settled[2];
    return `${settled[1]}: ${name}`;
  }
  return eventType;
}

/** `is route privacy` for `{ type: 'is route', params: { routeId: 'privacy' } }`; a function guard by its name. */
export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'guard';
  if (typeof guard !== 'object' || !('type' in guard) || typeof guard.type !== 'string') return 'guard';
  const params = 'params' in guard ? guard.params : undefined;
  if (params === null || typeof params !== 'object') return guard.type;
  const shown = Object.values(params).filter((value) => ['string', 'number', 'boolean'].includes(typeof value));
  return [guard.type, ...shown.map(String)].join(' ');
}

/** A state value as its active leaf states, by their chart labels: `route.privacy, page.ready`. */
export function stateValueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return String(value);
  return Object.entries(value)
    .flatMap(([key, child]) => stateValueText(child).split(', ').map((leaf) => `${key}.${leaf}`))
    .join(', ');
}
