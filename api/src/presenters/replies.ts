/** An item's thread in the shape of the shared schema. */
import type { Language } from '@vb/shared/options';
import type { AnswerFileRefusal, ThreadMailStatus, ThreadMessage } from '@vb/shared/schemas';
import { toIso, toNumber } from '../db/values';
import type { ThreadRow } from '../repos/replies';

const MAIL_STATUS: Record<NonNullable<ThreadRow['mail_status']>, ThreadMailStatus> = {
  pending: 'queued',
  sent: 'sent',
  failed: 'failed',
};

export const presentThreadMessage = (row: ThreadRow): ThreadMessage => ({
  id: toNumber(row.id),
  direction: row.direction,
  author:
    row.author_id === null || row.author_exists === null
      ? null
      : { id: toNumber(row.author_id), name: row.author_name },
  language: row.language as Language,
  body: row.body,
  createdAt: toIso(row.created_at),
  mailStatus: row.mail_status ? MAIL_STATUS[row.mail_status] : null,
  sender: row.direction === 'in' ? { name: row.sender_name, email: row.sender_email } : null,
  unread: row.direction === 'in' && (row.seen_at === null || row.seen_at === undefined),
  files: (row.files ?? []).map((file) => ({
    id: toNumber(file.id),
    filename: file.filename,
    size: toNumber(file.size),
    refused: (file.refused as AnswerFileRefusal | null) ?? null,
  })),
});
