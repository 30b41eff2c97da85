import dagre, { type EdgeLabel, type GraphLabel, type NodeLabel } from '@dagrejs/dagre';
import type { MachineChart } from './machine-chart';

export interface Point {
  x: number;
  y: number;
}

export interface NodeBox {
  id: string;
  /** Centre, as dagre gives it. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface EdgePath {
  id: string;
  points: Point[];
  /** Centre of the edge's label. */
  label: Point;
}

export interface ChartLayout {
  width: number;
  height: number;
  nodes: Map<string, NodeBox>;
  edges: Map<string, EdgePath>;
  /** The dot the initial transition starts from, and its arrow. */
  start: { dot: Point; points: Point[] } | undefined;
}

const startId = '(start)';

// The panel draws text in a 11px monospace font: about 6.7px a character.
const charWidth = 6.7;
const lineHeight = 14;

export function textWidth(text: string): number {
  return Math.ceil(text.length * charWidth);
}

/** Places the chart's states and transitions left to right with dagre; sizes come from the labels. */
export function layoutChart(chart: MachineChart): ChartLayout {
  const graph = new dagre.graphlib.Graph<GraphLabel, NodeLabel, EdgeLabel>({ multigraph: true });
  graph.setGraph({ rankdir: 'LR', nodesep: 14, ranksep: 56, edgesep: 8, marginx: 8, marginy: 8 });
  for (const node of chart.nodes) {
    const lines = [node.label, ...node.invokes.map((src) => `invoke ${src}`)];
    graph.setNode(node.id, {
      width: Math.max(...lines.map(textWidth)) + 20,
      height: lines.length * lineHeight + 14,
    });
  }
  for (const edge of chart.edges) {
    graph.setEdge(edge.source, edge.target, { width: textWidth(edge.label) + 6, height: lineHeight, labelpos: 'c' }, edge.id);
  }
  const initial = chart.nodes.find((node) => node.initial);
  if (initial) {
    graph.setNode(startId, { width: 10, height: 10 });
    graph.setEdge(startId, initial.id, { minlen: 1 }, startId);
  }
  dagre.layout(graph);

  const nodes = new Map<string, NodeBox>();
  for (const id of graph.nodes()) {
    if (id === startId) continue;
    const { x = 0, y = 0, width, height } = graph.node(id);
    nodes.set(id, { id, x, y, width, height });
  }
  const edges = new Map<string, EdgePath>();
  for (const { v, w, name } of graph.edges()) {
    const { points = [], x = 0, y = 0 } = graph.edge(v, w, name);
    if (name !== undefined && name !== startId) edges.set(name, { id: name, points, label: { x, y } });
  }
  const { width = 0, height = 0 } = graph.graph();
  const dot = initial && graph.node(startId);
  const start = initial && dot ? { dot: { x: dot.x ?? 0, y: dot.y ?? 0 }, points: graph.edge(startId, initial.id, startId).points ?? [] } : undefined;
  return { width, height, nodes, edges, start };
}
