import { StateMachine, type ActorRefLike, type AnyStateMachine } from 'xstate';

/**
 * What to call an actor: the root's id is a session id (`x:0`), so a machine is named by its own
 * id (`router`), a spawned or invoked actor by its `src` (`loadPage`), anything else by its id.
 */
export function actorName(ref: ActorRefLike): string {
  if ('src' in ref && typeof ref.src === 'string') return ref.src;
  const machine = machineOf(ref);
  if (machine) return machine.id;
  return 'id' in ref && typeof ref.id === 'string' ? ref.id : ref.sessionId;
}

/** The actor's id within its parent (`page`, `0.page.loading`). */
export function actorId(ref: ActorRefLike): string {
  return 'id' in ref && typeof ref.id === 'string' ? ref.id : ref.sessionId;
}

/** The machine an actor runs, if it runs one: its chart can be drawn. */
export function machineOf(ref: ActorRefLike): AnyStateMachine | undefined {
  const logic = 'logic' in ref ? ref.logic : undefined;
  return logic instanceof StateMachine ? (logic as AnyStateMachine) : undefined;
}
