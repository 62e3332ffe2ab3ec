/** An item's notes, history and the person's other submissions, in the shared schemas' shapes. */
import type {
  HistoryEntry,
  HistoryType,
  RelatedItem,
  StaffRef,
  SubmissionNote,
} from '@vb/shared/schemas';
import { HISTORY_TYPES } from '@vb/shared/schemas';
import { toIso, toNumber } from '../db/values';
import { editableUntil } from '../domain/notes';
import type { RelatedRow } from '../repos/duplicates';
import { assigneeOfDetail, type ItemEventRow, type NoteRow } from '../repos/notes';

/** A note as `viewerId` reads it: `editableUntil` is set only for its author. */
export function presentNote(row: NoteRow, viewerId: number): SubmissionNote {
  const authorId = row.author_id === null ? null : toNumber(row.author_id);
  return {
    id: toNumber(row.id),
    body: row.body,
    author: { id: authorId, name: row.author_name, email: row.author_email },
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    editableUntil: authorId === viewerId ? new Date(editableUntil(row)).toISOString() : null,
  };
}

/** An assignment's person, by their current name (null: the item was given to nobody). */
function assigneeOf(e: ItemEventRow): StaffRef | null {
  const person = assigneeOfDetail(e.detail);
  return person ? { id: person.id, name: e.assignee_name ?? null, email: person.email } : null;
}

const isHistoryType = (action: string): action is HistoryType =>
  (HISTORY_TYPES as readonly string[]).includes(action);

/**
 * The item's history, oldest first: its arrival, then its audit events (read newest first; an
 * action this version does not know is left out). A status change names the new status (its
 * detail starts with it: "replied" or "replied (bulk of 3)").
 */
export function presentHistory(createdAt: unknown, events: ItemEventRow[]): HistoryEntry[] {
  const received: HistoryEntry = {
    id: 'received',
    type: 'received',
    at: toIso(createdAt),
    actor: null,
    status: null,
    detail: null,
  };
  const audited = events
    .filter((e) => isHistoryType(e.action))
    .reverse()
    .map((e): HistoryEntry => ({
      id: `audit-${toNumber(e.id)}`,
      type: e.action as HistoryType,
      at: toIso(e.at),
      // No account and no address: the person who sent the item (their answer), not staff.
      actor:
        e.actor_id === null && e.actor_email === null
          ? null
          : {
              id: e.actor_id === null ? null : toNumber(e.actor_id),
              name: e.actor_name,
              email: e.actor_email,
            },
      status: e.action === 'status_changed' && e.detail ? (e.detail.split(' ')[0] ?? null) : null,
      detail: e.detail,
      ...(e.action === 'assigned' ? { assignee: assigneeOf(e) } : {}),
    }));
  return [received, ...audited];
}

/** One of the person's other submissions, as the item's page links to it. */
export const presentRelated = (row: RelatedRow): RelatedItem => ({
  kind: row.kind,
  id: row.id,
  createdAt: toIso(row.created_at),
  status: row.status,
  title: row.title,
});
