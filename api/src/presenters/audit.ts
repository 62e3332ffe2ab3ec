/** The audit trail's events in the shape of the shared schema. */
import type { AuditEvent } from '@vb/shared/schemas';
import { toIso, toNumber } from '../db/values';
import type { AuditRow } from '../repos/audit';

export const presentAuditEvent = (row: AuditRow): AuditEvent => ({
  id: toNumber(row.id),
  at: toIso(row.at),
  action: row.action as AuditEvent['action'],
  actorId: row.actor_id === null ? null : toNumber(row.actor_id),
  actorEmail: row.actor_email,
  itemKind: row.item_kind as AuditEvent['itemKind'],
  itemId: row.item_id,
  detail: row.detail,
  ip: row.ip,
  userAgent: row.user_agent,
});
