/**
 * What the admin's live feed reads: no table of its own. New submissions are the rows
 * of the kinds' tables past a point; staff changes (a status, a deletion, an article, a listing)
 * are the audit trail's events past a point, written in the same transaction as the change. A
 * point is a `FeedCursor`: the last id seen of each.
 */
import type { AuditAction } from '@vb/shared/audit';
import { SUBMISSION_KINDS, type SubmissionKind } from '@vb/shared/status';
import type { Knex } from 'knex';
import type { Db } from '../db/knex';
import { submissionTable } from '../db/submissionSearch';
import { toNumber } from '../db/values';

/** Where the feed stands: the last audit event and the last submission of each kind. */
export type FeedCursor = { audit: number } & Record<SubmissionKind, number>;
export type FeedSource = keyof FeedCursor;
export const FEED_SOURCES: readonly FeedSource[] = ['audit', ...SUBMISSION_KINDS];

/** The audit actions the feed passes on (checked against the trail's vocabulary). */
export const FEED_AUDIT_ACTIONS = [
  'status_changed',
  'submission_deleted',
  'note_added',
  'note_edited',
  'reply_sent',
  'reply_received',
  'assigned',
  'archived',
  'unarchived',
  'article_created',
  'article_updated',
  'article_published',
  'article_unpublished',
  'article_deleted',
  'article_scheduled',
  'listing_created',
  'listing_updated',
  'listing_deleted',
] as const satisfies readonly AuditAction[];

/**
 * The audit actions that change a person's access (about a person: `item_kind` 'person'): not
 * passed on, but that person's open streams are checked again at once, on every instance.
 */
export const FEED_ACCOUNT_ACTIONS = [
  'person_changed',
  'session_ended',
  'password_changed',
] as const satisfies readonly AuditAction[];

const tableOf = (source: FeedSource) =>
  source === 'audit' ? 'audit_events' : submissionTable(source);

/**
 * The newest id of each source (0 when empty), read in one statement (one snapshot, one round
 * trip): each max is the last entry of the table's primary key.
 */
export async function heads(db: Db): Promise<FeedCursor> {
  const row = (await db
    .select(
      Object.fromEntries(
        FEED_SOURCES.map((source) => [source, db(tableOf(source)).max('id')]),
      ) as Record<FeedSource, Knex.QueryBuilder>,
    )
    .first()) as Record<FeedSource, number | string | null> | undefined;
  return Object.fromEntries(
    FEED_SOURCES.map((source) => [source, toNumber(row?.[source] ?? 0)]),
  ) as FeedCursor;
}

export interface FeedAuditRow {
  id: number;
  action: string;
  item_kind: string | null;
  item_id: string | null;
}

/**
 * A source's rows with `after < id <= upTo`, oldest first, at most `limit`: ids of new submissions,
 * or the audit events the feed passes on.
 */
export async function rowsBetween(
  db: Db,
  source: FeedSource,
  after: number,
  upTo: number,
  limit: number,
): Promise<FeedAuditRow[]> {
  const q = db(tableOf(source))
    .where('id', '>', after)
    .andWhere('id', '<=', upTo)
    .orderBy('id')
    .limit(limit);
  if (source !== 'audit') {
    const rows = await q.select<{ id: number | string }[]>('id');
    return rows.map((row) => ({
      id: toNumber(row.id),
      action: 'created',
      item_kind: null,
      item_id: null,
    }));
  }
  const rows = await q
    .whereIn('action', [...FEED_AUDIT_ACTIONS, ...FEED_ACCOUNT_ACTIONS])
    .select<FeedAuditRow[]>('id', 'action', 'item_kind', 'item_id');
  return rows.map((row) => ({ ...row, id: toNumber(row.id) }));
}
