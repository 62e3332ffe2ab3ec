/** The SQL of staff accounts (table `users`). */
import type { Db } from '../db/knex';
import { insertedId, toNumber } from '../db/values';

export interface UserRow {
  id: number;
  email: string;
  name: string | null;
  password_hash: string;
}

/** E-mail addresses are stored and looked up trimmed and lower-cased. */
function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db<UserRow>('users')
    .where({ email: normaliseEmail(email) })
    .first();
}

export function findById(db: Db, id: number): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ id }).first();
}

export async function count(db: Db): Promise<number> {
  const row = await db('users').count<{ n: number | string }[]>({ n: '*' }).first();
  return toNumber(row?.n ?? 0);
}

export async function insert(
  db: Db,
  email: string,
  passwordHash: string,
  name: string | null,
): Promise<number> {
  const now = new Date();
  const rows = await db('users')
    .insert({
      email: normaliseEmail(email),
      name,
      password_hash: passwordHash,
      created_at: now,
      password_changed_at: now,
    })
    .returning('id');
  return insertedId(rows);
}

/**
 * Sets a new password and ends every session and token of that user (a changed password logs out
 * everywhere), except `keepSessionId`: the session that changed it stays signed in.
 */
export async function setPassword(
  db: Db,
  userId: number,
  passwordHash: string,
  keepSessionId?: string,
): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('users')
      .where({ id: userId })
      .update({ password_hash: passwordHash, password_changed_at: new Date() });
    const others = trx('sessions').where({ user_id: userId });
    if (keepSessionId) others.whereNot({ id: keepSessionId });
    await others.delete();
  });
}
