/**
 * The same person's submissions: flagged and linked by the key of their e-mail address
 * (shared/emailKey), never merged. A list's items carry how many other submissions the person
 * made, an item's page the newest of them; both count only the kinds the viewer's roles reach
 * (an applicant's contact message stays unseen by a recruiter who may not read messages).
 */
import { RELATED_ITEMS_MAX } from '@vb/shared/constants';
import { mayUse } from '@vb/shared/roles';
import { SUBMISSION_KINDS, type SubmissionKind } from '@vb/shared/status';
import type { Db } from '../db/knex';
import type { Actor } from '../domain/actor';
import * as duplicates from '../repos/duplicates';

/** The submission kinds the person's roles reach. */
const kindsOf = (actor: Actor): SubmissionKind[] =>
  SUBMISSION_KINDS.filter((kind) => mayUse(actor.user.roles, kind));

/**
 * The rows (a page of one kind's list) with `duplicates`: how many OTHER submissions, of the kinds
 * the viewer reaches, share the row's e-mail key. One grouped query per kind for the whole page.
 */
export async function withDuplicates<R extends { email_key: string }>(
  db: Db,
  actor: Actor,
  rows: R[],
): Promise<(R & { duplicates: number })[]> {
  const counts = await duplicates.countByKey(
    db,
    kindsOf(actor),
    rows.map((row) => row.email_key),
  );
  // Each row is counted among its own key's rows (its kind is one the viewer reaches).
  return rows.map((row) => ({
    ...row,
    duplicates: Math.max(0, (counts.get(row.email_key) ?? 1) - 1),
  }));
}

/** The newest of the person's other submissions (at most RELATED_ITEMS_MAX), newest first. */
export async function relatedItems(
  db: Db,
  actor: Actor,
  kind: SubmissionKind,
  row: { id: number; email_key: string },
): Promise<duplicates.RelatedRow[]> {
  return duplicates.relatedTo(
    db,
    kindsOf(actor),
    row.email_key,
    { kind, id: Number(row.id) },
    RELATED_ITEMS_MAX,
  );
}
