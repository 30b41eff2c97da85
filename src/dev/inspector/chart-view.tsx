import type { AnyStateMachine } from 'xstate';
import { layoutChart, textWidth, type ChartLayout, type Point } from './chart-layout';
import { activeStateIds, machineChart, stateValueText, type MachineChart } from './machine-chart';
import type { ChartedActor } from './step-view';

const drawn = new WeakMap<AnyStateMachine, { chart: MachineChart; layout: ChartLayout }>();

/** A machine's chart and its layout, made once per machine: the definition does not change. */
function drawingOf(machine: AnyStateMachine) {
  let drawing = drawn.get(machine);
  if (!drawing) {
    const chart = machineChart(machine);
    drawing = { chart, layout: layoutChart(chart) };
    drawn.set(machine, drawing);
  }
  return drawing;
}

/** One machine's states and transitions, with its active state filled and its last transition in colour. */
export function ChartView({ actor, machine }: { actor: ChartedActor; machine: AnyStateMachine }) {
  const { chart, layout } = drawingOf(machine);
  const snapshot = actor.snapshot;
  const active = new Set(snapshot ? activeStateIds(chart.machineId, snapshot.value) : []);
  const taken = new Set([...actor.takenEdges, ...actor.takenNotes]);
  const valueText = snapshot ? stateValueText(snapshot.value) : 'not started';
  const stopped = snapshot && snapshot.status !== 'active' ? ` (${snapshot.status})` : '';
  const lastMove = chart.edges.filter((edge) => taken.has(edge.id));
  const lastMoveText = lastMove.map((edge) => `${labelOf(chart, edge.source)} → ${labelOf(chart, edge.target)} (${edge.label})`).join(', ');
  const marker = `arrow-${chart.machineId}`;
  const notesBySource = new Map<string, MachineChart['notes']>();
  for (const note of chart.notes) notesBySource.set(note.source, [...(notesBySource.get(note.source) ?? []), note]);

  return (
    <figure className="chart" data-machine={chart.machineId}>
      <figcaption>
        <strong>{actor.name}</strong> <span className="chart-value">{valueText}</span>
        {stopped}
      </figcaption>
      <svg
        role="img"
        aria-label={`${actor.name} chart: active state ${valueText}${stopped}${lastMoveText ? `; last transition ${lastMoveText}` : ''}`}
        width={layout.width}
        height={layout.height}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
      >
        <defs>
          <marker id={marker} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" className="arrowhead" />
          </marker>
          <marker id={`${marker}-taken`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" className="arrowhead taken" />
          </marker>
        </defs>
        {layout.start && (
          <g className="start">
            <circle cx={layout.start.dot.x} cy={layout.start.dot.y} r={4} />
            <path d={curve(layout.start.points)} markerEnd={`url(#${marker})`} />
          </g>
        )}
        {chart.edges.map((edge) => {
          const path = layout.edges.get(edge.id);
          if (!path) return null;
          const isTaken = taken.has(edge.id);
          const labelWidth = textWidth(edge.label) + 4;
          return (
            <g key={edge.id} className={isTaken ? 'edge taken' : 'edge'} data-taken={isTaken || undefined}>
              <path d={curve(path.points)} markerEnd={`url(#${isTaken ? `${marker}-taken` : marker})`} />
              <rect x={path.label.x - labelWidth / 2} y={path.label.y - 7} width={labelWidth} height={14} className="label-ground" />
              <text x={path.label.x} y={path.label.y} dominantBaseline="central" textAnchor="middle">
                {edge.label}
              </text>
            </g>
          );
        })}
        {chart.nodes.map((node) => {
          const box = layout.nodes.get(node.id);
          if (!box) return null;
          const isActive = active.has(node.id);
          const left = box.x - box.width / 2;
          const top = box.y - box.height / 2;
          const classes = ['node', isActive && 'active', node.anyState && 'any-state', node.final && 'final'].filter(Boolean).join(' ');
          return (
            <g key={node.id} className={classes} data-state={node.label} aria-current={isActive || undefined}>
              <rect x={left} y={top} width={box.width} height={box.height} rx={node.anyState ? 2 : 8} />
              <text x={box.x} y={top + 17} textAnchor="middle">
                {node.label}
              </text>
              {node.invokes.map((src, index) => (
                <text key={src} x={box.x} y={top + 31 + index * 14} textAnchor="middle" className="invoke">
                  invoke {src}
                </text>
              ))}
            </g>
          );
        })}
      </svg>
      {notesBySource.size > 0 && (
        <dl className="notes">
          {[...notesBySource].map(([source, notes]) => (
            <div key={source}>
              <dt>{source}, actions only:</dt>
              {notes.map((note) => (
                <dd key={note.id} className={taken.has(note.id) ? 'taken' : undefined} data-taken={taken.has(note.id) || undefined}>
                  {note.label}
                </dd>
              ))}
            </div>
          ))}
        </dl>
      )}
    </figure>
  );
}

function labelOf(chart: MachineChart, id: string): string {
  return chart.nodes.find((node) => node.id === id)?.label ?? id;
}

/** A smooth path through dagre's points. */
function curve(points: Point[]): string {
  const [first, ...rest] = points;
  if (!first) return '';
  const last = rest.pop();
  let d = `M ${first.x} ${first.y}`;
  rest.forEach((point, index) => {
    const next = rest[index + 1] ?? last ?? point;
    d += ` Q ${point.x} ${point.y} ${(point.x + next.x) / 2} ${(point.y + next.y) / 2}`;
  });
  if (last) d += ` L ${last.x} ${last.y}`;
  return d;
}
