/**
 * The SQL of privacy by design: the retention job's lease, the applications due for
 * anonymisation and their anonymisation, and the finding of one person's submissions and e-mails
 * (matched by `emailKey`: case-insensitive, and for Gmail also dot- and +tag-insensitive).
 */
import { AUDIT_ERASED } from '@vb/shared/audit-detail';
import { GMAIL_ADDRESS_DOMAINS, emailKey, isGmailKey } from '@vb/shared/email-key';
import { adminItemPath } from '@vb/shared/paths';
import { searchWords } from '@vb/shared/search';
import type { SubmissionKind } from '@vb/shared/status';
import type { Knex } from 'knex';
import type { Db } from '../db/knex';
import { submissionTable } from '../db/submissionSearch';
import { toNumber } from '../db/values';
import { likeLiteral } from '../db/like';
import { claimJob } from './jobs';

/** Claims the retention pass: see `claimJob`. */
export function claimRetention(db: Db, now: Date, dueBefore: Date): Promise<boolean> {
  return claimJob(db, 'retention', now, dueBefore);
}

/** What makes an application due for anonymisation. */
export interface RetentionCutoffs {
  /** Received before this, not kept by the applicant's choice. */
  expiredBefore: Date;
  /** Rejected, and its status not changed since this (the grace after a rejection). */
  rejectedBefore: Date;
  /** The status that means rejected (`@vb/shared/status`). */
  rejectedStatus: string;
}

/** The applications never anonymised that the applicant did not ask to keep. */
const notKept = (db: Db) =>
  db('job_applications as a').whereNull('a.anonymised_at').andWhere('a.keep_resume', false);

/**
 * Up to `limit` ids of rejected applications whose last status change (the audit trail's; once
 * pruned, none) is older than the grace, oldest first.
 */
export async function dueRejected(
  db: Db,
  cutoffs: RetentionCutoffs,
  limit: number,
): Promise<{ id: number; email: string }[]> {
  const rows = (await notKept(db)
    .where('a.status', cutoffs.rejectedStatus)
    .andWhere('a.created_at', '<', cutoffs.rejectedBefore)
    .whereNotExists((q: Knex.QueryBuilder) =>
      q
        .select(db.raw('1'))
        .from('audit_events as e')
        .where('e.item_kind', 'application')
        .andWhere('e.item_id', db.raw('CAST(a.id AS VARCHAR(64))'))
        .andWhere('e.action', 'status_changed')
        .andWhere('e.at', '>=', cutoffs.rejectedBefore),
    )
    .orderBy('a.id')
    .limit(limit)
    .select('a.id', 'a.email')) as { id: number | string; email: string }[];
  return rows.map((row) => ({ id: toNumber(row.id), email: row.email }));
}

/** Up to `limit` ids of applications received before the retention period, oldest first. */
export async function dueExpired(
  db: Db,
  cutoffs: RetentionCutoffs,
  limit: number,
): Promise<{ id: number; email: string }[]> {
  const rows = (await notKept(db)
    .andWhere('a.created_at', '<', cutoffs.expiredBefore)
    .orderBy('a.id')
    .limit(limit)
    .select('a.id', 'a.email')) as { id: number | string; email: string }[];
  return rows.map((row) => ({ id: toNumber(row.id), email: row.email }));
}

/**
 * Anonymises applications: the name, e-mail, phone, message, résumé (bytes and file name) and
 * search document are removed; the row, its status, job, dates and assignee stay (counts stay).
 */
export async function anonymiseApplications(
  db: Db,
  ids: readonly number[],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db('resumes').whereIn('application_id', ids).delete();
  await db('job_applications').whereIn('id', ids).update({
    name: '',
    email: '',
    email_key: '',
    phone: '',
    message: null,
    resume_filename: '',
    resume_size: 0,
    resume_active_content: false,
    search_text: '',
    anonymised_at: now,
  });
}

/**
 * Narrows a query on an e-mail column to the addresses that may have `key` (exactly equal, or for
 * Gmail the key's letters in order, with anything between: dots, a +tag); the caller keeps those
 * whose emailKey is the key.
 */
function whereMayHaveKey(q: Knex.QueryBuilder, db: Db, column: string, key: string) {
  if (!isGmailKey(key)) return q.whereRaw('LOWER(??) = ?', [column, key]);
  const local = key.slice(0, key.lastIndexOf('@'));
  const letters = [...local].map(likeLiteral).join('%');
  return q.where((w) => {
    for (const domain of GMAIL_ADDRESS_DOMAINS)
      w.orWhereRaw(`LOWER(??) LIKE ? ESCAPE '\\'`, [column, `${letters}%@${domain}`]);
  });
}

/** The ids of a kind's submissions made with an address of `key`. */
export async function submissionsOf(db: Db, kind: SubmissionKind, key: string): Promise<number[]> {
  // Each submission keeps its address's key (migration 0013), indexed with the id.
  const rows = (await db(submissionTable(kind))
    .where('email_key', key)
    .orderBy('id')
    .select('id')) as { id: number | string }[];
  return rows.map((row) => toNumber(row.id));
}

/** Deletes the e-mails of the outbox addressed to `key` (sent or not); answers how many. */
export async function removeOutboxTo(db: Db, key: string): Promise<number> {
  const rows = (await whereMayHaveKey(db('outbox'), db, 'to_address', key).select(
    'id',
    'to_address',
  )) as { id: number | string; to_address: string }[];
  const ids = rows.filter((row) => emailKey(row.to_address) === key).map((row) => row.id);
  for (let i = 0; i < ids.length; i += 500)
    await db('outbox')
      .whereIn('id', ids.slice(i, i + 500))
      .delete();
  return ids.length;
}

/** How many notes the items have (before they are removed with them). */
export async function countNotes(
  db: Db,
  kind: SubmissionKind,
  ids: readonly number[],
): Promise<number> {
  let total = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const row = (await db('submission_notes')
      .where({ kind })
      .whereIn('item_id', ids.slice(i, i + 500))
      .count({ n: '*' })
      .first()) as { n: number | string } | undefined;
    total += toNumber(row?.n ?? 0);
  }
  return total;
}

/** A submission being erased or anonymised: what staff e-mails and the trail may quote of it. */
export interface ItemRef {
  kind: SubmissionKind;
  id: number;
  name: string;
  email: string;
  /** Its search document (`search_text`): what a staff search finds it by. */
  document: string;
}

/**
 * Deletes the e-mails about these items (sent or not): every message tied to an item (its
 * confirmation, "new submission" notices, assignments: their subjects quote the person even
 * once the body is dropped on sending), an older row's notice found by its link to the item, and
 * the digests that name the person. Nothing of an erased or anonymised person stays in the
 * outbox. Answers how many.
 */
export async function removeStaffMailAbout(db: Db, items: readonly ItemRef[]): Promise<number> {
  const doomed = new Set<number | string>();
  const byKind = new Map<SubmissionKind, number[]>();
  for (const item of items) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item.id]);
  for (const [kind, ids] of byKind)
    for (let i = 0; i < ids.length; i += 500) {
      const tied = (await db('outbox')
        .where({ item_kind: kind })
        .whereIn('item_id', ids.slice(i, i + 500))
        .select('id')) as { id: number | string }[];
      for (const row of tied) doomed.add(row.id);
    }
  for (const item of items) {
    const link = adminItemPath(item.kind, item.id);
    const exact = new RegExp(`${link.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9])`);
    const rows = (await db('outbox')
      .where({ kind: 'submission_new' })
      .andWhereRaw(`?? LIKE ? ESCAPE '\\'`, ['text', `%${likeLiteral(link)}%`])
      .select('id', 'text')) as { id: number | string; text: string }[];
    for (const row of rows) if (exact.test(row.text)) doomed.add(row.id);
    const name = item.name.trim();
    if (name.length < 3) continue;
    const digests = (await db('outbox')
      .where({ kind: 'digest' })
      .andWhereRaw(`?? LIKE ? ESCAPE '\\'`, ['text', `%${likeLiteral(name)}%`])
      .select('id')) as { id: number | string }[];
    for (const row of digests) doomed.add(row.id);
  }
  const ids = [...doomed];
  for (let i = 0; i < ids.length; i += 500)
    await db('outbox')
      .whereIn('id', ids.slice(i, i + 500))
      .delete();
  return ids.length;
}

/** The names of some items of a kind (read before they are removed or anonymised). */
export async function namesOf(
  db: Db,
  kind: SubmissionKind,
  ids: readonly number[],
): Promise<ItemRef[]> {
  const refs: ItemRef[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const rows = (await db(submissionTable(kind))
      .whereIn('id', ids.slice(i, i + 500))
      .select('id', 'name', 'email', 'search_text')) as {
      id: number | string;
      name: string;
      email: string;
      search_text: string | null;
    }[];
    for (const row of rows)
      refs.push({
        kind,
        id: toNumber(row.id),
        name: row.name,
        email: row.email,
        document: row.search_text ?? '',
      });
  }
  return refs;
}

/**
 * What the trail shows in place of an erased person's name or address (the admin shows it in the
 * reader's words).
 */
export const ERASED = AUDIT_ERASED;

/** What the trail may hold of a person being erased or anonymised. */
export interface TrailPerson {
  /** Names and addresses as typed, neutralised wherever they stand whole. */
  texts: readonly string[];
  /** The person's items' search documents. */
  documents: readonly string[];
  /** Their `emailKey`s (an address written with other dots or a +tag is still theirs). */
  keys: readonly string[];
  /** The trail's kinds of their items: only exports of these kinds can have listed them. */
  itemKinds: readonly string[];
}

/** An export's search as the trail notes it: `q="…"`, a JSON string. */
const EXPORT_SEARCH = /\bq=("(?:[^"\\]|\\.)*")/;

/** Whether a staff search for `q` finds one of the person's items, or names their address. */
function searchFinds(q: string, person: TrailPerson): boolean {
  const words = searchWords(q);
  if (words.length === 0) return false;
  if (person.documents.some((doc) => doc !== '' && words.every((word) => doc.includes(word))))
    return true;
  return q.split(/\s+/).some((word) => word.includes('@') && person.keys.includes(emailKey(word)));
}

/**
 * Neutralises a person in the audit trail's details; answers how many events changed.
 *
 * - Each whole occurrence of a name or address, in any case, becomes `[erased]` (texts shorter
 *   than three characters are left alone: they would match everywhere).
 * - An export's search (`q="…"`, what staff typed) becomes `q="[erased]"` when it would find one
 *   of the person's items (a surname, a phone number, part of the address) or names their address
 *   however spelled. Such a search may find others too: the trail then loses the search's words,
 *   never the fact of the export or its count.
 */
export async function scrubAuditDetails(db: Db, person: TrailPerson): Promise<number> {
  const changed = new Set<number | string>();
  const needles = [...new Set(person.texts.map((t) => t.trim().toLowerCase()))].filter(
    (t) => t.length >= 3,
  );
  for (const needle of needles) {
    const rows = (await db('audit_events')
      .whereRaw(`LOWER(??) LIKE ? ESCAPE '\\'`, ['detail', `%${likeLiteral(needle)}%`])
      .select('id', 'detail')) as { id: number | string; detail: string }[];
    const whole = new RegExp(
      `(?<![\\p{L}\\p{N}])${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
      'giu',
    );
    for (const row of rows) {
      const detail = row.detail.replace(whole, ERASED);
      if (detail === row.detail) continue;
      await db('audit_events').where({ id: row.id }).update({ detail });
      changed.add(row.id);
    }
  }
  const exports = (await db('audit_events')
    .where({ action: 'submissions_exported' })
    .whereIn('item_kind', [...person.itemKinds])
    .andWhere('detail', 'like', '%q="%')
    .select('id', 'detail')) as { id: number | string; detail: string }[];
  for (const row of exports) {
    const found = EXPORT_SEARCH.exec(row.detail);
    if (!found) continue;
    const q = JSON.parse(found[1]!) as string;
    if (q === ERASED || !searchFinds(q, person)) continue;
    const detail = row.detail.replace(found[0], `q=${JSON.stringify(ERASED)}`);
    await db('audit_events').where({ id: row.id }).update({ detail });
    changed.add(row.id);
  }
  return changed.size;
}
