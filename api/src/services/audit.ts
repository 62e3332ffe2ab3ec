/**
 * The audit trail: the services record each staff action and sign-in here, in the same
 * transaction as the action itself where there is one (an action is never kept without its
 * event); owners read it a page at a time; the server drops events past AUDIT_RETENTION_DAYS.
 */
import type { AuditAction, AuditItemKind } from '@vb/shared/audit';
import type { AuditQuery } from '@vb/shared/schemas';
import type { Db } from '../db/knex';
import type { Actor, Client } from '../domain/actor';
import * as repo from '../repos/audit';

/** Who acted and from where. */
export interface AuditWho {
  userId: number | null;
  email: string | null;
  client: Pick<Client, 'ip' | 'userAgent'> | undefined;
}

/** What happened, to what. */
export interface AuditEntry {
  action: AuditAction;
  itemKind?: AuditItemKind;
  itemId?: string | number;
  detail?: string;
}

/** The signed-in actor as the trail records them. */
export const auditWho = (actor: Actor): AuditWho => ({
  userId: actor.user.id,
  email: actor.user.email,
  client: actor.client,
});

const cap = (value: string | null | undefined, max: number) =>
  value === null || value === undefined ? null : value.slice(0, max);

/** Appends one event (`db` may be the transaction of the action it records). */
export async function recordAudit(db: Db, who: AuditWho, entry: AuditEntry): Promise<void> {
  await repo.insert(db, rowOf(who, entry, new Date()));
}

/**
 * Appends one event per entry, in their order, at the same moment (a bulk action: each item its
 * own event, so the trail names every item and the live feed passes each change on).
 */
export async function recordAudits(db: Db, who: AuditWho, entries: AuditEntry[]): Promise<void> {
  const at = new Date();
  await repo.insertMany(
    db,
    entries.map((entry) => rowOf(who, entry, at)),
  );
}

function rowOf(who: AuditWho, entry: AuditEntry, at: Date): Omit<repo.AuditRow, 'id'> {
  return {
    at,
    action: entry.action,
    actor_id: who.userId,
    actor_email: cap(who.email, 254),
    item_kind: entry.itemKind ?? null,
    item_id: entry.itemId === undefined ? null : String(entry.itemId).slice(0, 64),
    detail: cap(entry.detail, 500),
    ip: cap(who.client?.ip, 64),
    user_agent: cap(who.client?.userAgent, 300),
  };
}

export function auditService({ db, retentionDays }: { db: Db; retentionDays: number }) {
  return {
    /** A page of the trail, newest first, and how many events match (owners only). */
    list(query: AuditQuery): Promise<{ rows: repo.AuditRow[]; total: number }> {
      return repo.page(db, query);
    },

    /** Deletes the events older than the retention period (the server runs it now and then). */
    prune(now = new Date()): Promise<number> {
      return repo.removeBefore(db, new Date(now.getTime() - retentionDays * 86_400_000));
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;
