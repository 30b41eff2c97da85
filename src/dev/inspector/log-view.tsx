import type { LogStep } from './inspection-log';
import { isRecord, oneLine, type Plain } from './plain-value';
import { stateValueText } from './machine-chart';

const strictModeNote =
  'Repeat of the step before. For page.shown: React’s StrictMode runs each layout effect twice in development; a production build sends it once.';

/** The steps, newest first: the event with its payload and sender, the actions it ran, the context it changed. */
export function LogView({ steps, selected, onSelect }: { steps: readonly LogStep[]; selected: number | null; onSelect: (seq: number) => void }) {
  if (steps.length === 0) return <p className="empty">No steps yet: use the app.</p>;
  return (
    <ol className="steps" reversed>
      {[...steps].reverse().map((step) => (
        <StepRow key={step.seq} step={step} selected={step.seq === selected} onSelect={onSelect} />
      ))}
    </ol>
  );
}

function StepRow({ step, selected, onSelect }: { step: LogStep; selected: boolean; onSelect: (seq: number) => void }) {
  const payload = isRecord(step.event.payload) && Object.keys(step.event.payload).length > 0 ? oneLine(step.event.payload, { brief: true }) : '';
  const outcome = step.snapshot ? outcomeOf(step) : '…';
  const classes = ['step', selected && 'selected', step.repeat && 'repeat'].filter(Boolean).join(' ');
  return (
    <li className={classes} data-event={step.event.type} data-actor={step.actorName}>
      <button type="button" className="step-head" aria-pressed={selected} onClick={() => onSelect(step.seq)}>
        <span className="seq">#{step.seq}</span> <span className="actor">{step.actorName}</span> ←{' '}
        <span className="event">{step.event.type}</span>
        {payload && <span className="payload"> {payload}</span>}
        {outcome && <span className="outcome"> → {outcome}</span>}
      </button>
      <p className="sender">{step.sender === null ? 'sent by the app (not by an actor)' : `sent by ${step.sender}`}</p>
      {step.repeat && (
<p className="repeat-note">{strictModeNote}</p>
      )}
      {step.actions.length > 0 && (
        <ul className="actions" aria-label="actions">
          {step.actions.map((action, index) => (
            <li key={index}>
              <code>{action.type}</code>
              {action.params !== null && <span className="params"> {oneLine(action.params, { brief: true })}</span>}
            </li>
          ))}
        </ul>
      )}
      {step.changes.length > 0 && (
        <ul className="changes" aria-label="context changes">
          {step.changes.map((change) => (
            <li key={change.key}>
              <code>{change.key}</code> {shown(change.before)} → {shown(change.after)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function outcomeOf(step: LogStep): string {
  const snapshot = step.snapshot;
  if (!snapshot) return '';
  if (snapshot.status !== 'active') return snapshot.status;
  if (snapshot.value === null) return '';
  return stateValueText(snapshot.value);
}

function shown(value: Plain | undefined): string {
  return value === undefined ? '(none)' : oneLine(value, { brief: true });
}
