/** The SQL of staff accounts (table `users`) and their single-use links (table `user_tokens`). */
import { ROLES, type Role, normaliseRoles } from '@vb/shared/roles';
import type { Db } from '../db/knex';
import { countRows, insertedId, toNumber } from '../db/values';

export interface UserRow {
  id: number;
  email: string;
  name: string | null;
  /** Empty while an invited person has not chosen a password yet. */
  password_hash: string;
  /** Space-separated roles (see `rolesOf`). */
  roles: string;
  disabled_at: unknown;
  created_at: unknown;
  /** Two-factor sign-in: the confirmed TOTP secret, the one being set up, the last step used. */
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: unknown;
}

/** A staff account with the last time any of its sessions was seen. */
export interface UserListRow extends UserRow {
  last_seen_at: unknown;
}

/** E-mail addresses are stored and looked up trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The roles of a row's `roles` column (unknown words are dropped). */
export function rolesOf(column: string | null | undefined): Role[] {
  const words = (column ?? '').split(/\s+/);
  return ROLES.filter((role) => words.includes(role));
}

const rolesColumn = (roles: readonly Role[]) => normaliseRoles(roles).join(' ');

export function findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db<UserRow>('users')
    .where({ email: normaliseEmail(email) })
    .first();
}

export function findById(db: Db, id: number): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ id }).first();
}

export function count(db: Db): Promise<number> {
  return countRows(db('users'));
}

/** Every account, with the last time one of its sessions was seen; owners first, then by name. */
export function listWithLastSeen(db: Db): Promise<UserListRow[]> {
  const lastSeen = db('sessions')
    .select('user_id')
    .max({ last_seen_at: 'last_seen_at' })
    .groupBy('user_id')
    .as('s');
  return db('users as u')
    .leftJoin(lastSeen, 's.user_id', 'u.id')
    .select('u.*', 's.last_seen_at')
    .orderBy([{ column: 'u.created_at' }, { column: 'u.id' }]);
}

export async function insert(
  db: Db,
  fields: { email: string; name: string | null; passwordHash: string; roles: readonly Role[] },
): Promise<number> {
  const now = new Date();
  const rows = await db('users')
    .insert({
      email: normaliseEmail(fields.email),
      name: fields.name,
      password_hash: fields.passwordHash,
      roles: rolesColumn(fields.roles),
      created_at: now,
      password_changed_at: now,
    })
    .returning('id');
  return insertedId(rows);
}

/** Changes an account's name, roles or disabled state. */
export async function update(
  db: Db,
  id: number,
  fields: { name?: string; roles?: readonly Role[]; disabledAt?: Date | null },
): Promise<void> {
  const values: Record<string, unknown> = {};
  if (fields.name !== undefined) values.name = fields.name;
  if (fields.roles !== undefined) values.roles = rolesColumn(fields.roles);
  if (fields.disabledAt !== undefined) values.disabled_at = fields.disabledAt;
  if (Object.keys(values).length > 0) await db('users').where({ id }).update(values);
}

/** The ids of the enabled accounts that hold the owner role. */
export async function enabledOwnerIds(db: Db): Promise<number[]> {
  const rows = await db('users')
    .whereNull('disabled_at')
    .andWhere('roles', 'like', '%owner%')
    .select<{ id: number | string; roles: string }[]>('id', 'roles');
  return rows.filter((row) => rolesOf(row.roles).includes('owner')).map((row) => toNumber(row.id));
}

/** Ends every session and token of an account. */
export async function removeSessions(db: Db, userId: number): Promise<void> {
  await db('sessions').where({ user_id: userId }).delete();
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

// ── Single-use links ────────────────────────────────────────────────────────────────────────

export type TokenPurpose = 'invitation' | 'password_reset';

export interface UserTokenRow {
  id: string;
  user_id: number;
  purpose: TokenPurpose;
  expires_at: unknown;
  used_at: unknown;
}

export async function insertToken(
  db: Db,
  row: { id: string; userId: number; purpose: TokenPurpose; expiresAt: Date },
): Promise<void> {
  await db('user_tokens').insert({
    id: row.id,
    user_id: row.userId,
    purpose: row.purpose,
    created_at: new Date(),
    expires_at: row.expiresAt,
    used_at: null,
  });
}

export function findToken(db: Db, id: string): Promise<UserTokenRow | undefined> {
  return db<UserTokenRow>('user_tokens').where({ id }).first();
}

/**
 * Marks a link used, if it still is unused: true when this call used it (two requests racing with
 * one link: exactly one wins).
 */
export async function useToken(db: Db, id: string, at: Date): Promise<boolean> {
  const changed = await db('user_tokens')
    .where({ id })
    .whereNull('used_at')
    .update({ used_at: at });
  return toNumber(changed) === 1;
}

/** Ends an account's unused links of one purpose (a new invitation replaces the old one). */
export async function removeTokens(db: Db, userId: number, purpose: TokenPurpose): Promise<void> {
  await db('user_tokens').where({ user_id: userId, purpose }).whereNull('used_at').delete();
}

// ── Two-factor sign-in ──────────────────────────────────────────────────────────────────────

export async function setPendingTotp(db: Db, userId: number, secret: string): Promise<void> {
  await db('users').where({ id: userId }).update({ totp_pending_secret: secret });
}

/** Turns two-factor on with the pending secret; the recovery codes replace any earlier ones. */
export async function enableTotp(
  db: Db,
  userId: number,
  secret: string,
  step: number,
  recoveryCodeHashes: string[],
): Promise<void> {
  await db('users')
    .where({ id: userId })
    .update({ totp_secret: secret, totp_pending_secret: null, totp_last_step: step });
  await db('recovery_codes').where({ user_id: userId }).delete();
  await db('recovery_codes').insert(
    recoveryCodeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })),
  );
}

export async function disableTotp(db: Db, userId: number): Promise<void> {
  await db('users')
    .where({ id: userId })
    .update({ totp_secret: null, totp_pending_secret: null, totp_last_step: null });
  await db('recovery_codes').where({ user_id: userId }).delete();
}

/**
 * Records that a code of time step `step` was used, if no code of this or a later step was: true
 * when this call used it (a replayed code, or two requests racing with one code: only one wins).
 */
export async function useTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const changed = await db('users')
    .where({ id: userId })
    .andWhere((q) => q.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
    .update({ totp_last_step: step });
  return toNumber(changed) === 1;
}

/** Uses an unused recovery code of the account: true when this call used it. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const changed = await db('recovery_codes')
    .where({ user_id: userId, code_hash: codeHash })
    .whereNull('used_at')
    .update({ used_at: new Date() });
  return toNumber(changed) === 1;
}
