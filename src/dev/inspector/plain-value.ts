/** A value as the log keeps it: JSON, so that a step can be shown, compared and exported as it was. */
export type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };

// A page's content is its whole text: the log keeps the start of long strings only.
const longestString = 300;
const deepest = 6;

/**
 * A JSON copy of what an actor holds: actor references become `[actor id]`, functions `[function name]`,
 * errors their name and message, long strings their start, so nothing live or circular is kept.
 */
export function toPlain(value: unknown, depth = 0, seen = new WeakSet<object>()): Plain {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.length > longestString ? `${value.slice(0, longestString)}… (${value.length} characters)` : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'boolean') return value;
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (typeof value === 'bigint' || typeof value === 'symbol') return value.toString();
  if (typeof value !== 'object') return null;
  if (isActorRef(value)) return `[actor ${value.id}]`;
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (seen.has(value) || depth >= deepest) return '[…]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item: unknown) => toPlain(item, depth + 1, seen));
  if (value instanceof Map) return [...value.entries()].map((entry) => toPlain(entry, depth + 1, seen));
  if (value instanceof Set) return [...value.values()].map((item) => toPlain(item, depth + 1, seen));
  const copy: Record<string, Plain> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) copy[key] = toPlain(item, depth + 1, seen);
  }
  return copy;
}

/** An actor reference (the parameters of `spawnChild`, a snapshot's children). */
export function isActorRef(value: object): value is { id: string; sessionId: string } {
  return 'sessionId' in value && typeof value.sessionId === 'string' && 'id' in value && typeof value.id === 'string' && 'send' in value;
}

export interface ContextChange {
  key: string;
  /** Absent when the key is new. */
  before?: Plain;
  /** Absent when the key is gone. */
  after?: Plain;
}

/** The top-level keys of a context that differ between two steps (the router's context is flat). */
export function contextChanges(before: Plain | undefined, after: Plain): ContextChange[] {
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return keys.flatMap((key): ContextChange[] => {
    const a = was[key];
    const b = now[key];
    if (a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b)) return [];
    return [{ key, ...(a !== undefined && { before: a }), ...(b !== undefined && { after: b }) }];
  });
}

export function isRecord(value: Plain | undefined): value is { [key: string]: Plain } {
  return value !== null && value !== undefined && typeof value === 'object' && !Array.isArray(value);
}

/** One line of JSON, for payloads and parameters; with `brief`, long strings cut to their start. */
export function oneLine(value: Plain, { brief = false }: { brief?: boolean } = {}): string {
  return JSON.stringify(brief ? shortened(value) : value);
}

const briefString = 48;

function shortened(value: Plain): Plain {
  if (typeof value === 'string') return value.length > briefString ? `${value.slice(0, briefString)}…` : value;
  if (Array.isArray(value)) return value.map(shortened);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shortened(item)]));
  return value;
}
