/** Text insertion at a textarea's selection, as a pure function (the picker's textarea behaviour). */
export interface Inserted {
  value: string;
  /** Where the caret goes: right after the inserted text. */
  caret: number;
}

/** Replaces the selection [start, end) of `value` with `text`; out-of-range positions are clamped. */
export function insertAtSelection(value: string, start: number, end: number, text: string): Inserted {
  const from = clamp(Math.min(start, end), 0, value.length);
  const to = clamp(Math.max(start, end), 0, value.length);
  return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length };
}

const clamp = (n: number, min: number, max: number) =>
  Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : max;
