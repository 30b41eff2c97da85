export interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]]; location_fields?: string[] } };
  nodes: number[];
  edges: number[];
  strings: string[];
  locations?: number[];
}
export interface SourceMap {
  sources: string[];
  mappings: string;
}
export type Origin = (url: string, line: number, column: number) => string | undefined;
export interface Summary {
  total: number;
  code: Record<string, Record<string, number>>;
  other: Record<string, number>;
  largeStrings: Array<{ size: number; text: string }>;
}
export function decodeSourceMap(map: SourceMap): Array<Array<[number, number]>>;
export function sourceAt(lines: Array<Array<[number, number]>>, sources: string[], line: number, column: number): string | undefined;
export function packageOf(source: string): string;
export function summarise(heap: HeapSnapshot, origin: Origin): Summary;
export function emptySummary(): Summary;
export function parseSnapshot(text: string): HeapSnapshot;
export function kindOf(type: string, name: string): string;
