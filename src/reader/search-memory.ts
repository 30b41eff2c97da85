/**
 * What the reader searched for in a text, kept while the reader stays on it: a jump to a match is a
 * new visit of the page (a section address), which renders the text and its tools afresh, and the
 * results and the marked match must be there again.
 */
interface SearchMemory {
  /** The text searched (its markup), so that another text starts with an empty search. */
  text: string;
  query: string;
  /** The match chosen last, by its place in the results. */
  chosen: number | null;
  /** A match has been chosen and the text it is in has not marked it yet. */
  pending: boolean;
}

let memory: SearchMemory = { text: '', query: '', chosen: null, pending: false };

/** The last search in this text, if any. */
export function recall(text: string): { query: string; chosen: number | null } {
  return memory.text === text ? memory : { query: '', chosen: null };
}

export function rememberQuery(text: string, query: string): void {
  memory = { text, query, chosen: null, pending: false };
}

export function rememberChoice(text: string, chosen: number): void {
  memory = { ...memory, text, chosen, pending: true };
}

/** The match chosen in this text and not marked yet; taking it marks it as done. */
export function takePending(text: string): { query: string; chosen: number } | null {
  if (memory.text !== text || !memory.pending || memory.chosen === null) return null;
  const { query, chosen } = memory;
  memory = { ...memory, pending: false };
  return { query, chosen };
}
