/**
 * The SQL of notifications: each person's choices (`notification_settings`), where the
 * notifier stands in each kind's table (`notification_cursors`), and the new items it tells of.
 */
import type { SubmissionKind } from '@vb/shared/status';
import { type Db, isPostgres } from '../db/knex';
import { submissionTable } from '../db/submissionSearch';
import { toNumber } from '../db/values';

export interface NotificationSettingsRow {
  user_id: number;
  modes: string;
  digest_hour: number;
  digest_through: unknown;
  updated_at: unknown;
}

/** A person who may be told of new items: enabled, with a password, and their choices if any. */
export interface RecipientRow {
  id: number;
  email: string;
  name: string | null;
  roles: string;
  modes: string | null;
  digest_hour: number | null;
  digest_through: unknown;
  /** Their admin preferences' document (its `language` is the e-mails'). */
  preferences: string | null;
}

/** One person's stored choices, if they made any. */
export function find(db: Db, userId: number): Promise<NotificationSettingsRow | undefined> {
  return db<NotificationSettingsRow>('notification_settings').where({ user_id: userId }).first();
}

/** Stores one person's choices (the digest's position is kept). */
export async function write(
  db: Db,
  userId: number,
  values: { modes: string; digestHour: number },
  at: Date,
): Promise<void> {
  await db('notification_settings')
    .insert({
      user_id: userId,
      modes: values.modes,
      digest_hour: values.digestHour,
      updated_at: at,
    })
    .onConflict('user_id')
    .merge(['modes', 'digest_hour', 'updated_at']);
}

/** Every person who can be told of anything, with their choices. */
export function recipients(db: Db): Promise<RecipientRow[]> {
  return db('users as u')
    .leftJoin('notification_settings as n', 'n.user_id', 'u.id')
    .leftJoin('user_preferences as p', 'p.user_id', 'u.id')
    .whereNull('u.disabled_at')
    .whereNot('u.password_hash', '')
    .orderBy('u.id')
    .select(
      'u.id',
      'u.email',
      'u.name',
      'u.roles',
      'n.modes',
      'n.digest_hour',
      'n.digest_through',
      'p.data as preferences',
    );
}

/**
 * Takes the kind's cursor for this transaction (a write first: on PostgreSQL the row is locked, on
 * SQLite the database's write lock is taken before anything is read, so two instances never read
 * the same position and both act on it) and answers where it stands.
 */
export async function lockCursor(db: Db, kind: SubmissionKind): Promise<number> {
  await db('notification_cursors')
    .where({ kind })
    .update({ last_id: db.raw('last_id') });
  const row = await db('notification_cursors')
    .where({ kind })
    .first<{ last_id: unknown }>('last_id');
  if (row) return toNumber(row.last_id);
  // A database that somehow lost its row: start at the newest item (never a flood of old ones).
  const last = await newestId(db, kind);
  await db('notification_cursors').insert({ kind, last_id: last }).onConflict('kind').ignore();
  return last;
}

export async function moveCursor(db: Db, kind: SubmissionKind, lastId: number): Promise<void> {
  await db('notification_cursors').where({ kind }).update({ last_id: lastId });
}

/** What an e-mail about an item tells: who sent it and about what (never the message itself). */
export interface NewItemRow {
  id: number;
  name: string;
  email: string;
  language: string | null;
  /** The position applied for, the message's subject, or the investor's organisation. */
  about: string | null;
  created_at: unknown;
}

const ABOUT: Record<SubmissionKind, string> = {
  applications: 'position',
  'contact-messages': 'subject',
  'investor-requests': 'organization',
};

/**
 * The newest id of a kind below which every item is committed (or gone for good). On PostgreSQL
 * ids are taken when an insert starts and transactions commit in any order, so item 6 can be seen
 * before item 5 is: reading past 5 would lose it. A SHARE lock waits for the inserts in flight to
 * end (and holds new ones back for the instant of one read). SQLite commits one writer at a time,
 * in the order of the ids.
 */
export async function committedHorizon(db: Db, kind: SubmissionKind): Promise<number> {
  if (!isPostgres(db)) return newestId(db, kind);
  return db.transaction(async (trx) => {
    await trx.raw('LOCK TABLE ?? IN SHARE MODE', [submissionTable(kind)]);
    return newestId(trx, kind);
  });
}

/** The kind's items with `afterId < id <= upTo`, oldest first, at most `limit`. */
export function itemsAfter(
  db: Db,
  kind: SubmissionKind,
  afterId: number,
  upTo: number,
  limit: number,
): Promise<NewItemRow[]> {
  return db(submissionTable(kind))
    .where('id', '>', afterId)
    .andWhere('id', '<=', upTo)
    .orderBy('id')
    .limit(limit)
    .select('id', 'name', 'email', 'language', `${ABOUT[kind]} as about`, 'created_at');
}

/** The kind's items created in [from, to), newest first, at most `limit`, and how many in all. */
export async function itemsBetween(
  db: Db,
  kind: SubmissionKind,
  from: Date,
  to: Date,
  limit: number,
): Promise<{ rows: NewItemRow[]; total: number }> {
  const range = () =>
    db(submissionTable(kind)).where('created_at', '>=', from).andWhere('created_at', '<', to);
  const [rows, counted] = await Promise.all([
    range()
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit)
      .select('id', 'name', 'email', 'language', `${ABOUT[kind]} as about`, 'created_at'),
    range().count<{ n: unknown }[]>({ n: '*' }).first(),
  ]);
  return { rows, total: toNumber(counted?.n ?? 0) };
}

/**
 * Marks a person's digest sent up to `through`, if no one else did since `expected` was read
 * (compare and set: two instances never both send one digest). Answers whether it was this call.
 */
export async function claimDigest(
  db: Db,
  userId: number,
  expected: Date | null,
  through: Date,
): Promise<boolean> {
  const q = db('notification_settings').where({ user_id: userId });
  if (expected === null) q.whereNull('digest_through');
  else q.where('digest_through', expected);
  return toNumber(await q.update({ digest_through: through })) === 1;
}

/**
 * A person who has not had a digest yet starts from `now`: the first one tells of what arrives
 * after they chose it.
 */
export async function startDigestAt(db: Db, userId: number, now: Date): Promise<void> {
  await db('notification_settings')
    .where({ user_id: userId })
    .whereNull('digest_through')
    .update({ digest_through: now });
}

/** The newest item's id of a kind (0 when there is none). */
export async function newestId(db: Db, kind: SubmissionKind): Promise<number> {
  const row = await db(submissionTable(kind)).max({ last: 'id' }).first<{ last: unknown }>();
  return toNumber(row?.last ?? 0);
}
