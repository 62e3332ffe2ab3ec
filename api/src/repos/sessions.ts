/** The SQL of sign-in sessions and desktop tokens (table `sessions`; only token hashes). */
import type { Db } from '../db/knex';

export interface NewSession {
  id: string;
  user_id: number;
  kind: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  user_agent: string | null;
  ip: string | null;
}

/** A session joined with its user. */
export interface SessionWithUser {
  id: string;
  kind: string;
  last_seen_at: unknown;
  expires_at: unknown;
  user_id: number;
  email: string;
  name: string | null;
  roles: string;
  totp_secret: string | null;
}

export async function insert(db: Db, row: NewSession): Promise<void> {
  await db('sessions').insert(row);
}

export function findWithUser(
  db: Db,
  id: string,
  kind: string,
): Promise<SessionWithUser | undefined> {
  return db('sessions as s')
    .join('users as u', 'u.id', 's.user_id')
    .where('s.id', id)
    .andWhere('s.kind', kind)
    .whereNull('u.disabled_at')
    .first(
      's.id',
      's.kind',
      's.last_seen_at',
      's.expires_at',
      'u.id as user_id',
      'u.email',
      'u.name',
      'u.roles',
      'u.totp_secret',
    );
}

export async function touch(db: Db, id: string, at: Date): Promise<void> {
  await db('sessions').where({ id }).update({ last_seen_at: at });
}

export async function remove(db: Db, id: string): Promise<void> {
  await db('sessions').where({ id }).delete();
}

/** Removes the sessions past their absolute lifetime. */
export async function removeExpired(db: Db, now: Date): Promise<void> {
  await db('sessions').where('expires_at', '<=', now).delete();
}

/** A live session or token as its owner (or an owner) sees it. */
export interface SessionListRow {
  id: string;
  kind: string;
  created_at: unknown;
  last_seen_at: unknown;
  user_agent: string | null;
  ip: string | null;
}

/** An account's sessions and tokens not past their absolute lifetime, the last seen first. */
export function listForUser(db: Db, userId: number, now: Date): Promise<SessionListRow[]> {
  return db('sessions')
    .where({ user_id: userId })
    .andWhere('expires_at', '>', now)
    .orderBy([
      { column: 'last_seen_at', order: 'desc' },
      { column: 'id', order: 'asc' },
    ])
    .select('id', 'kind', 'created_at', 'last_seen_at', 'user_agent', 'ip');
}

/** Ends one session of an account: false when the account has no such session. */
export async function removeForUser(db: Db, userId: number, id: string): Promise<boolean> {
  return (await db('sessions').where({ id, user_id: userId }).delete()) > 0;
}

/** When the session's person last proved who they are (their sign-in, unless confirmed since). */
export async function authenticatedAt(db: Db, id: string): Promise<unknown> {
  const row = await db('sessions')
    .where({ id })
    .first<{ authenticated_at: unknown; created_at: unknown } | undefined>(
      'authenticated_at',
      'created_at',
    );
  return row ? (row.authenticated_at ?? row.created_at) : undefined;
}

/** The session's person proved who they are again now. */
export async function markAuthenticated(db: Db, id: string, at: Date): Promise<void> {
  await db('sessions').where({ id }).update({ authenticated_at: at });
}
