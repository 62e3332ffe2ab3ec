/** The rule of a note's edit window, which the notes service enforces and the admin is told. */
import { NOTE_EDIT_WINDOW_MS } from '@vb/shared/constants';
import { toIso } from '../db/values';

/** When a note's edit window ends (ms since the epoch). */
export const editableUntil = (row: { created_at: unknown }): number =>
  new Date(toIso(row.created_at)).getTime() + NOTE_EDIT_WINDOW_MS;
