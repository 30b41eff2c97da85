// What a V8 heap snapshot (Chrome DevTools' .heapsnapshot JSON) holds, and whose it is: `summarise`
// splits the heap into what V8 keeps for each function that has run (its bytecode, baseline machine
// code, source positions, feedback), attributed through the build's source maps to the package or source
// file the function comes from, and everything else by kind (strings, objects by constructor, …).
// Used by perf/floor-bench.mjs.

/**
 * @typedef {{
 *   snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]]; location_fields?: string[] } };
 *   nodes: number[]; edges: number[]; strings: string[]; locations?: number[];
 * }} HeapSnapshot
 * @typedef {{ sources: string[]; mappings: string }} SourceMap
 * @typedef {(url: string, line: number, column: number) => string | undefined} Origin
 * @typedef {{ total: number; code: Record<string, Record<string, number>>; other: Record<string, number>; largeStrings: Array<{ size: number; text: string }> }} Summary
 */

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The source of each mapped segment of a source map, by generated line: [generated column, source index]
 * pairs in column order.
 * @param {SourceMap} map
 * @returns {Array<Array<[number, number]>>}
 */
export function decodeSourceMap(map) {
  /** @type {Array<Array<[number, number]>>} */
  const lines = [];
  let source = 0;
  for (const line of map.mappings.split(';')) {
    /** @type {Array<[number, number]>} */
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = decodeVlq(segment);
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        source += fields[1] ?? 0;
        segments.push([column, source]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

/** @param {string} text */
function decodeVlq(text) {
  /** @type {number[]} */
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = base64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * The source file a generated position comes from: the last segment at or before the column.
 * @param {Array<Array<[number, number]>>} lines
 * @param {string[]} sources
 * @param {number} line
 * @param {number} column
 */
export function sourceAt(lines, sources, line, column) {
  const segments = lines[line] ?? [];
  let found;
  for (const [start, source] of segments) {
    if (start > column) break;
    found = source;
  }
  return found === undefined ? undefined : sources[found];
}

/**
 * What a source file is, for the report: its npm package, or the app's own folder.
 * @param {string} source
 */
export function packageOf(source) {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (inModules?.[1]) return inModules[1];
  if (/preload-helper|vite\//.test(source)) return 'vite (preload helper)';
  const inSrc = /(?:^|\/)(src\/.+)$/.exec(source);
  if (inSrc?.[1]) return `app: ${inSrc[1]}`;
  if (/(?:^|\/)perf\/floor\//.test(source)) return 'floor app (perf/floor/)';
  return source.replace(/^(\.\.\/)+/, '');
}

/** V8's own per-function objects, besides the function itself, that a summary counts as its code. */
const codeEdges = new Set([
  'shared',
  'feedback_cell',
  'value',
  'function_data',
  'trusted_function_data',
  'untrusted_function_data',
  'bytecode',
  'interpreter_data',
  'instruction_stream',
  'code',
  'relocation_info',
  'deoptimization_data',
  'source_position_table',
  'handler_table',
  'constant_pool',
  'feedback_metadata',
  'outer_scope_info_or_feedback_metadata',
  'name_or_scope_info',
  'wrapped_bytecode_array',
  'baseline_code',
  'bytecode_or_interpreter_data',
  'position_table',
]);

/** Kinds of node that are never a function's code, even when reached through one of the edges above. */
const notCode = /^(\(shared function info\)|system \/ Script|system \/ Context|system \/ NativeContext|system \/ Map)$|BUILTIN/;

/** Strings of this many bytes or more are listed one by one: page texts, scripts' sources. */
const largeString = 4096;

/**
 * The heap by owner. `code`: for each origin (package or file) the bytes of V8's per-function data, by
 * kind; `other`: the rest by kind; `largeStrings`: every string of 4 KB or more, largest first.
 * `origin` names where a function's position comes from, or undefined for code outside the app's
 * scripts (the browser's, V8's built-ins).
 * @param {HeapSnapshot} heap
 * @param {Origin} origin
 * @returns {Summary}
 */
export function summarise(heap, origin) {
  const { meta } = heap.snapshot;
  const nodeWidth = meta.node_fields.length;
  const edgeWidth = meta.edge_fields.length;
  const [nodeTypes] = meta.node_types;
  const [edgeTypes] = meta.edge_types;
  const field = {
    type: meta.node_fields.indexOf('type'),
    name: meta.node_fields.indexOf('name'),
    size: meta.node_fields.indexOf('self_size'),
    edges: meta.node_fields.indexOf('edge_count'),
    edgeType: meta.edge_fields.indexOf('type'),
    edgeName: meta.edge_fields.indexOf('name_or_index'),
    to: meta.edge_fields.indexOf('to_node'),
  };
  const { nodes, edges, strings } = heap;
  const count = nodes.length / nodeWidth;
  const firstEdge = new Uint32Array(count + 1);
  for (let node = 0; node < count; node += 1) firstEdge[node + 1] = (firstEdge[node] ?? 0) + (nodes[node * nodeWidth + field.edges] ?? 0) * edgeWidth;
  const at = (/** @type {number} */ node, /** @type {number} */ offset) => nodes[node * nodeWidth + offset] ?? 0;
  const typeOf = (/** @type {number} */ node) => nodeTypes[at(node, field.type)] ?? '?';
  const nameOf = (/** @type {number} */ node) => strings[at(node, field.name)] ?? '?';
  /** @param {number} node @returns {Array<{ name: string; type: string; to: number }>} */
  const edgesOf = (node) => {
    const out = [];
    for (let edge = firstEdge[node] ?? 0; edge < (firstEdge[node + 1] ?? 0); edge += edgeWidth) {
      const type = edgeTypes[edges[edge + field.edgeType] ?? 0] ?? '?';
      const nameOrIndex = edges[edge + field.edgeName] ?? 0;
      const name = type === 'element' || type === 'hidden' ? String(nameOrIndex) : (strings[nameOrIndex] ?? '');
      out.push({ name, type, to: (edges[edge + field.to] ?? 0) / nodeWidth });
    }
    return out;
  };

  // A script's URL: the `name` of the Script its function's shared info points at.
  /** @param {number} closure */
  const scriptUrlOf = (closure) => {
    const shared = edgesOf(closure).find((edge) => edge.name === 'shared');
    const script = shared && edgesOf(shared.to).find((edge) => edge.name === 'script');
    const name = script && edgesOf(script.to).find((edge) => edge.name === 'name');
    return name && typeOf(name.to) === 'string' ? nameOf(name.to) : undefined;
  };

  /** @type {Int32Array} the origin index claiming each node, -1 for none */
  const owner = new Int32Array(count).fill(-1);
  /** @type {string[]} */
  const origins = [];
  const locationFields = meta.location_fields ?? ['object_index', 'script_id', 'line', 'column'];
  const [objectField, lineField, columnField] = ['object_index', 'line', 'column'].map((name) => locationFields.indexOf(name));
  const locations = heap.locations ?? [];
  for (let index = 0; index < locations.length; index += locationFields.length) {
    const closure = (locations[index + (objectField ?? 0)] ?? 0) / nodeWidth;
    if (typeOf(closure) !== 'closure') continue;
    const url = scriptUrlOf(closure);
    const line = locations[index + (lineField ?? 0)] ?? 0;
    const from = url === undefined ? undefined : origin(url, line, locations[index + (columnField ?? 0)] ?? 0);
    if (from === undefined) continue;
    let id = origins.indexOf(from);
    if (id < 0) id = origins.push(from) - 1;
    // The function's code: what V8 reaches from the closure through its own per-function fields.
    const stack = [closure];
    while (stack.length > 0) {
      const node = /** @type {number} */ (stack.pop());
      for (const edge of edgesOf(node)) {
        if (!codeEdges.has(edge.name) || owner[edge.to] !== -1) continue;
        if (edge.name !== 'shared' && notCode.test(nameOf(edge.to))) continue;
        if (['closure', 'object', 'string', 'concatenated string', 'sliced string'].includes(typeOf(edge.to))) continue;
        owner[edge.to] = id;
        stack.push(edge.to);
      }
    }
  }

  /** @type {Summary} */
  const summary = emptySummary();
  for (let node = 0; node < count; node += 1) {
    const size = at(node, field.size);
    summary.total += size;
    const kind = kindOf(typeOf(node), nameOf(node));
    const id = owner[node] ?? -1;
    if (id >= 0) {
      const kinds = (summary.code[origins[id] ?? '?'] ??= {});
      kinds[kind] = (kinds[kind] ?? 0) + size;
    } else {
      summary.other[kind] = (summary.other[kind] ?? 0) + size;
    }
    if (kind === 'strings' && size >= largeString) summary.largeStrings.push({ size, text: nameOf(node).slice(0, 60) });
  }
  summary.largeStrings.sort((a, b) => b.size - a.size);
  return summary;
}

/** @returns {Summary} */
export function emptySummary() {
  return { total: 0, code: {}, other: {}, largeStrings: [] };
}

/**
 * A snapshot's JSON, as DevTools saves it.
 * @param {string} text
 * @returns {HeapSnapshot}
 */
export function parseSnapshot(text) {
  /** @type {HeapSnapshot} */
  const heap = { snapshot: { meta: { node_fields: [], node_types: [[]], edge_fields: [], edge_types: [[]] } }, nodes: [], edges: [], strings: [] };
  Object.assign(heap, JSON.parse(text));
  return heap;
}

/**
 * A node's kind for the report: V8's internal classes by name, JS objects by constructor, strings as one.
 * @param {string} type
 * @param {string} name
 */
export function kindOf(type, name) {
  if (type === 'string' || type === 'concatenated string' || type === 'sliced string') return 'strings';
  if (type === 'closure') return 'closures (functions)';
  if (type === 'code' || type === 'hidden' || type === 'array' || type === 'synthetic' || type === 'native') {
    if (/instruction stream/i.test(name) || name === 'system / InstructionStream') return 'machine code (InstructionStream)';
    if (/^\(\w* ?code\)$|^system \/ Code\b/.test(name)) return 'code objects (Code)';
    if (/UncompiledData|PreparseData/.test(name)) return 'lazy functions (not compiled yet)';
    if (/bytecode/i.test(name)) return 'bytecode';
    if (/TrustedByteArray|source position/i.test(name)) return 'source positions, relocation, deopt data';
    if (/feedback/i.test(name)) return 'feedback';
    if (name === '(shared function info)' || /SharedFunctionInfo/.test(name)) return 'shared function infos';
    if (/scope info|ScopeInfo/i.test(name)) return 'scope infos';
    return `other ${type} (${name.replace(/ \d+$/, '').slice(0, 40)})`;
  }
  if (type === 'object') return `objects: ${name.slice(0, 40)}`;
  return type;
}
