import { isRecord, oneLine } from './plain-value';
import type { ChartedActor } from './step-view';

/** Each charted actor's context at the chosen moment, key by key. */
export function ContextView({ charted }: { charted: ChartedActor[] }) {
  return (
    <>
      {charted.map((actor) => {
        const context = actor.snapshot?.context;
        if (!isRecord(context)) return null;
        return (
          <section key={actor.sessionId} className="context" aria-label={`${actor.name} context`}>
            <h3>{actor.name} context</h3>
            <dl>
              {Object.entries(context).map(([key, value]) => (
                <div key={key}>
                  <dt>{key}</dt>
                  <dd>{oneLine(value)}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </>
  );
}
