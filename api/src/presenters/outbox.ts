/** The outbox's messages in the shape of the shared schema (never the body: links are secrets). */
import type { Language } from '@vb/shared/options';
import type { MailKind, OutboxMessage } from '@vb/shared/schemas';
import { toIso, toIsoOrNull, toNumber } from '../db/values';
import type { OutboxRow } from '../repos/outbox';

export const presentOutboxMessage = (row: OutboxRow): OutboxMessage => ({
  id: toNumber(row.id),
  createdAt: toIso(row.created_at),
  kind: row.kind as MailKind,
  to: row.to_address,
  language: row.language as Language,
  subject: row.subject,
  status: row.status,
  attempts: toNumber(row.attempts),
  lastError: row.last_error,
  sentAt: toIsoOrNull(row.sent_at),
});
