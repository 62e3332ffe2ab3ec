/**
 * The SQL of working an item: who it is given to (`assignee_id`, a person) and whether
 * it is archived (`archived_at`), on each submission kind's table; the people who may be given a
 * kind's items.
 */
import { type Role, mayUse } from '@vb/shared/roles';
import type { SubmissionKind } from '@vb/shared/status';
import type { Db } from '../db/knex';
import { submissionTable } from '../db/submissionSearch';
import { toNumber } from '../db/values';
import { rolesOf } from './users';

/** A person as an item shows its assignee. */
export interface AssigneeRef {
  id: number;
  name: string;
  email: string;
}

/** The rows with their assignee's name and e-mail (one query for all of them). */
export async function attachAssignees<R extends { assignee_id: number | null }>(
  db: Db,
  rows: R[],
): Promise<(R & { assignee: AssigneeRef | null })[]> {
  const ids = [...new Set(rows.map((r) => r.assignee_id).filter((id) => id !== null))].map(Number);
  const people =
    ids.length === 0
      ? []
      : await db('users')
          .whereIn('id', ids)
          .select<{ id: number; name: string | null; email: string }[]>('id', 'name', 'email');
  const byId = new Map(people.map((p) => [toNumber(p.id), p]));
  return rows.map((row) => {
    const person = row.assignee_id === null ? undefined : byId.get(toNumber(row.assignee_id));
    return {
      ...row,
      assignee: person
        ? { id: toNumber(person.id), name: person.name ?? person.email, email: person.email }
        : null,
    };
  });
}

/** A person who may be given items: not disabled, with a password chosen, and their roles. */
export interface AssignableRow {
  id: number;
  name: string | null;
  email: string;
  roles: Role[];
  active: boolean;
}

/** A person by id with whether they are active (undefined: no such person). */
export async function findPerson(db: Db, id: number): Promise<AssignableRow | undefined> {
  const row = (await db('users')
    .where({ id })
    .first('id', 'name', 'email', 'roles', 'disabled_at', 'password_hash')) as
    | {
        id: number;
        name: string | null;
        email: string;
        roles: string;
        disabled_at: unknown;
        password_hash: string;
      }
    | undefined;
  if (!row) return undefined;
  return {
    id: toNumber(row.id),
    name: row.name,
    email: row.email,
    roles: rolesOf(row.roles),
    active: row.disabled_at === null && row.password_hash !== '',
  };
}

/** The active people whose roles reach a kind's area, by name. */
export async function assignable(db: Db, kind: SubmissionKind): Promise<AssigneeRef[]> {
  const rows = (await db('users')
    .whereNull('disabled_at')
    .whereNot('password_hash', '')
    .select('id', 'name', 'email', 'roles')) as {
    id: number;
    name: string | null;
    email: string;
    roles: string;
  }[];
  return rows
    .filter((row) => mayUse(rolesOf(row.roles), kind))
    .map((row) => ({ id: toNumber(row.id), name: row.name ?? row.email, email: row.email }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/**
 * Gives items to a person (or to nobody); answers the ids of those whose assignee changed (the
 * others already had it, or named nothing). Call it in the transaction that records the change.
 */
export async function setAssignee(
  db: Db,
  kind: SubmissionKind,
  ids: readonly number[],
  userId: number | null,
): Promise<number[]> {
  const table = submissionTable(kind);
  const changing = (await db(table)
    .whereIn('id', ids)
    .where((q) => {
      if (userId === null) q.whereNotNull('assignee_id');
      else q.whereNull('assignee_id').orWhereNot('assignee_id', userId);
    })
    .select('id')) as { id: number | string }[];
  const changed = changing.map((r) => toNumber(r.id)).sort((a, b) => a - b);
  if (changed.length > 0) await db(table).whereIn('id', changed).update({ assignee_id: userId });
  return changed;
}

/** Which of the ids exist (sorted). */
export async function existing(
  db: Db,
  kind: SubmissionKind,
  ids: readonly number[],
): Promise<number[]> {
  const rows = (await db(submissionTable(kind)).whereIn('id', ids).select('id')) as {
    id: number | string;
  }[];
  return rows.map((r) => toNumber(r.id)).sort((a, b) => a - b);
}

/**
 * Archives (at `at`) or brings back items; answers the ids that changed (those already so, or
 * naming nothing, are left out). Call it in the transaction that records the change.
 */
export async function setArchived(
  db: Db,
  kind: SubmissionKind,
  ids: readonly number[],
  archived: boolean,
  at: Date,
): Promise<number[]> {
  const table = submissionTable(kind);
  const query = db(table).whereIn('id', ids);
  if (archived) query.whereNull('archived_at');
  else query.whereNotNull('archived_at');
  const changing = (await query.select('id')) as { id: number | string }[];
  const changed = changing.map((r) => toNumber(r.id)).sort((a, b) => a - b);
  if (changed.length > 0)
    await db(table)
      .whereIn('id', changed)
      .update({ archived_at: archived ? at : null });
  return changed;
}
