import type { ActorEntry } from './inspection-log';

const shown = 30;

/** The actors as they start and stop: the router, and each page loader it invokes. */
export function ActorsView({ actors }: { actors: readonly ActorEntry[] }) {
  const nameOf = (sessionId: string | null) => actors.find((actor) => actor.sessionId === sessionId)?.name;
  return (
    <section className="actors" aria-label="Actors">
      <h3>Actors</h3>
      <ul>
        {[...actors].reverse().slice(0, shown).map((actor) => (
          <li key={actor.sessionId} className={actor.status} data-actor={actor.name}>
            <code>{actor.name}</code> <span className="session">{actor.sessionId}</span>
            {actor.parent !== null && <span> in {nameOf(actor.parent) ?? actor.parent}</span>}
            <span>
              {' '}
              started at #{actor.startedAt}
              {actor.stoppedAt !== null ? `, ${actor.status} at #${actor.stoppedAt}` : ', running'}
            </span>
          </li>
        ))}
      </ul>
      {actors.length > shown && <p className="hint">and {actors.length - shown} earlier ones, stopped</p>}
    </section>
  );
}
