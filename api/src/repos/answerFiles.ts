/**
 * The SQL of answers' attachments (table `answer_files`): stored with their answer, listed with
 * the thread (never their bytes), read one at a time to download.
 */
import type { SubmissionKind } from '@vb/shared/status';
import type { Db } from '../db/knex';

export interface AnswerFileRow {
  id: number;
  message_id: number;
  filename: string;
  mime_type: string | null;
  size: number;
  /** Why it was left (then no bytes): 'type', 'size', 'empty', 'virus'; null when kept. */
  refused: string | null;
}

export async function insert(
  db: Db,
  row: Omit<AnswerFileRow, 'id'> & { data: Buffer | null },
): Promise<void> {
  await db('answer_files').insert(row);
}

/** The attachments of these messages, without their bytes, in the order they came. */
export function listFor(db: Db, messageIds: readonly number[]): Promise<AnswerFileRow[]> {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db('answer_files')
    .whereIn('message_id', messageIds)
    .orderBy('id')
    .select<AnswerFileRow[]>('id', 'message_id', 'filename', 'mime_type', 'size', 'refused');
}

/** A kept attachment of one of the item's answers, with its bytes. */
export function find(
  db: Db,
  kind: SubmissionKind,
  itemId: number,
  fileId: number,
): Promise<(AnswerFileRow & { data: unknown }) | undefined> {
  return db('answer_files as f')
    .join('submission_messages as m', 'm.id', 'f.message_id')
    .where({ 'f.id': fileId, 'm.kind': kind, 'm.item_id': itemId })
    .whereNull('f.refused')
    .first('f.id', 'f.message_id', 'f.filename', 'f.mime_type', 'f.size', 'f.refused', 'f.data');
}
