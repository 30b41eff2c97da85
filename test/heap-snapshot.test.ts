import { describe, expect, it } from 'vitest';
import { decodeSourceMap, packageOf, sourceAt, summarise, type HeapSnapshot } from '../perf/heap-snapshot.mjs';

describe('where a function of a build comes from (perf/heap-snapshot.mjs)', () => {
  // Generated line 0: columns 0–99 from a.js, 100 on from b.js; line 1 from b.js again (the source index is relative).
  const map = { sources: ['a.js', 'b.js'], mappings: 'AAAA,oGCAA;AAAA' };
  const lines = decodeSourceMap(map);

  it('reads the source of a generated position from the source map', () => {
    expect(sourceAt(lines, map.sources, 0, 5)).toBe('a.js');
    expect(sourceAt(lines, map.sources, 0, 99)).toBe('a.js');
    expect(sourceAt(lines, map.sources, 0, 100)).toBe('b.js');
    expect(sourceAt(lines, map.sources, 1, 0)).toBe('b.js');
    expect(sourceAt(lines, map.sources, 2, 0)).toBeUndefined();
  });

  it('names a source by its npm package, or by its file in the app', () => {
    expect(packageOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(packageOf('../../../main/node_modules/@xstate/react/dist/xstate-react.esm.js')).toBe('@xstate/react');
    expect(packageOf('../../src/router/routes-machine.ts')).toBe('app: src/router/routes-machine.ts');
  });
});

describe('a heap snapshot by owner', () => {
  // A closure of https://example.test/index.js, its shared info with its bytecode, its feedback, the Script, a
  // window holding the closure, and a 5000-byte string.
  const strings = ['f', '(shared function info)', 'system / Script', 'system / BytecodeArray', '(function feedback cell)', 'https://example.test/index.js',
    'system / FeedbackVector', 'Window', 'a long text', 'shared', 'feedback_cell', 'script', 'function_data', 'name', 'value', 'f'];
  const types = ['hidden', 'array', 'string', 'object', 'code', 'closure'];
  //            type name id size edges
  const nodes = [5, 0, 1, 32, 2, /* 0 closure f */
    4, 1, 2, 40, 2, /* 1 shared function info */
    4, 2, 3, 50, 1, /* 2 Script */
    4, 3, 4, 300, 0, /* 3 bytecode */
    0, 4, 5, 16, 1, /* 4 feedback cell */
    2, 5, 6, 60, 0, /* 5 the script's URL */
    0, 6, 7, 120, 0, /* 6 feedback vector */
    3, 7, 8, 64, 1, /* 7 Window */
    2, 8, 9, 5000, 0 /* 8 a long text */];
  const width = 5;
  const edge = (name: number, to: number) => [3, name, to * width]; // internal edges
  const edges = [...edge(9, 1), ...edge(10, 4), ...edge(11, 2), ...edge(12, 3), ...edge(13, 5), ...edge(14, 6), 2, 15, 0];
  const heap: HeapSnapshot = {
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
        node_types: [types],
        edge_fields: ['type', 'name_or_index', 'to_node'],
        edge_types: [['context', 'element', 'property', 'internal', 'hidden', 'shortcut', 'weak']],
        location_fields: ['object_index', 'script_id', 'script_object_index', 'line', 'column'],
      },
    },
    nodes,
    edges,
    strings,
    locations: [0, 7, 2 * width, 0, 120],
  };

  it('gives a function’s shared info, bytecode and feedback to where its source comes from, and sorts the rest by kind', () => {
    const seen: Array<[string, number, number]> = [];
    const summary = summarise(heap, (url, line, column) => {
      seen.push([url, line, column]);
      return 'react-dom';
    });
    expect(seen).toEqual([['https://example.test/index.js', 0, 120]]);
    expect(summary.code).toEqual({
      'react-dom': { 'shared function infos': 40, bytecode: 300, feedback: 136 },
    });
    expect(summary.other).toEqual({
      'closures (functions)': 32,
      'other code (system / Script)': 50,
      strings: 5060,
      'objects: Window': 64,
    });
    expect(summary.total).toBe(5682);
    expect(summary.largeStrings).toEqual([{ size: 5000, text: 'a long text' }]);
  });

  it('leaves the code of scripts that are not the build’s out of the attribution', () => {
    const summary = summarise(heap, () => undefined);
    expect(summary.code).toEqual({});
    expect(summary.other.bytecode).toBe(300);
  });
});
