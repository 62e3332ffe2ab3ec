/** Sign-in sessions and tokens in the shape of the shared schema. */
import type { SessionInfo } from '@vb/shared/schemas';
import { toIso } from '../db/values';
import type { SessionListRow } from '../repos/sessions';

/** A session or token as its person (or an owner) sees it; `currentId` is the one asking. */
export const presentSession = (row: SessionListRow, currentId: string): SessionInfo => ({
  id: row.id,
  kind: row.kind === 'bearer' ? 'bearer' : 'cookie',
  userAgent: row.user_agent,
  ip: row.ip,
  createdAt: toIso(row.created_at),
  lastSeenAt: toIso(row.last_seen_at),
  current: row.id === currentId,
});
