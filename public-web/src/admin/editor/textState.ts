/** The text and selection the editor's markup edits take and give (./markupEdits.ts, ./markupLineEdits.ts). */

/** A text with its selection (`selectionStart` ≤ `selectionEnd`, both within the text). */
export interface TextState {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/** The one replacement turning `before` into `after`: `before[start, end)` becomes `text`. */
export interface Replacement {
  start: number;
  end: number;
  text: string;
}

/** Orders and clamps a selection into the text. */
export function normalize(state: TextState): TextState {
  const max = state.value.length;
  const a = Math.min(Math.max(0, state.selectionStart), max);
  const b = Math.min(Math.max(0, state.selectionEnd), max);
  return { value: state.value, selectionStart: Math.min(a, b), selectionEnd: Math.max(a, b) };
}

export const state = (
  value: string,
  selectionStart: number,
  selectionEnd = selectionStart,
): TextState => ({
  value,
  selectionStart,
  selectionEnd,
});
