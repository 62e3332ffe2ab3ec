/**
 * Working an item: giving a submission to a member of staff (its assignee, told by
 * e-mail through the outbox in the same transaction), archiving it and bringing it back, one at a
 * time or in bulk; the filters of the lists by assignee and archive; the people an item may be
 * given to. Each change is one audit event per item (`assigned`, `archived`, `unarchived`), which
 * the live feed passes on as `submission.updated` and which renews the lists' remembered counts.
 */
import { mayUse } from '@vb/shared/roles';
import type { SubmissionBulkResult, SubmissionWorkBulkBody } from '@vb/shared/schemas';
import type { SubmissionKind } from '@vb/shared/status';
import type { Db } from '../db/knex';
import type { Actor } from '../domain/actor';
import { invalid, notFound } from '../domain/errors';
import * as work from '../repos/submissionWork';
import * as submissions from '../repos/submissions';
import type { SubmissionRows } from '../repos/submissions';
import { auditWho, recordAudits } from './audit';
import { type MailSender, enqueueItemNotice } from './mail';
import { submissionItemKind, submissionNotFound } from './submissions';

/** The bulk actions this service carries out (the others are the submissions service's). */
export const WORK_BULK_ACTIONS = ['archive', 'unarchive', 'assign'] as const;
export const isWorkBulk = (input: { action: string }): input is SubmissionWorkBulkBody =>
  (WORK_BULK_ACTIONS as readonly string[]).includes(input.action);

const assigneeInvalid = (message: string) =>
  invalid('assignee_invalid', message, [{ path: 'userId', message }]);

export function submissionWorkService({ db, mail }: { db: Db; mail?: Pick<MailSender, 'nudge'> }) {
  /** The person an item may be given to, checked: exists, active, reaches the kind's area. */
  async function checkedAssignee(trx: Db, kind: SubmissionKind, userId: number) {
    const person = await work.findPerson(trx, userId);
    if (!person) throw assigneeInvalid('There is no such person');
    if (!person.active) throw assigneeInvalid('This person is not an active member of staff');
    if (!mayUse(person.roles, kind))
      throw assigneeInvalid('This person does not work on this list');
    return person;
  }

  /**
   * Gives the items to a person (null: nobody) in `trx`: one audit event per changed item and, to
   * an assignee other than the actor, one e-mail per item in their language, with the item's kind,
   * the submitter's name and the link to it (nothing they wrote). Answers the changed ids.
   */
  async function assignIn(
    trx: Db,
    actor: Actor,
    kind: SubmissionKind,
    ids: readonly number[],
    userId: number | null,
    origin: string,
    note?: string,
  ): Promise<number[]> {
    const person = userId === null ? undefined : await checkedAssignee(trx, kind, userId);
    const changed = await work.setAssignee(trx, kind, ids, userId);
    const detail = person ? `${person.id} ${person.email}` : 'unassigned';
    await recordAudits(
      trx,
      auditWho(actor),
      changed.map((id) => ({
        action: 'assigned',
        itemKind: submissionItemKind[kind],
        itemId: id,
        detail: note ? `${detail} (${note})` : detail,
      })),
    );
    if (person && person.id !== actor.user.id && changed.length > 0) {
      const { rows } = await submissions.list(trx, kind, {
        words: [],
        ids: changed,
        sort: '-createdAt',
        offset: 0,
      });
      for (const row of rows)
        await enqueueItemNotice(trx, {
          kind: 'assigned',
          to: person,
          item: { kind, id: Number(row.id), submitter: row.name },
          origin,
          assigner: actor.user.name ?? actor.user.email,
        });
    }
    return changed;
  }

  /** Archives the items or brings them back in `trx`: one audit event per changed item. */
  async function archiveIn(
    trx: Db,
    actor: Actor,
    kind: SubmissionKind,
    ids: readonly number[],
    archived: boolean,
    note?: string,
  ): Promise<void> {
    const changed = await work.setArchived(trx, kind, ids, archived, new Date());
    await recordAudits(
      trx,
      auditWho(actor),
      changed.map((itemId) => ({
        action: archived ? 'archived' : 'unarchived',
        itemKind: submissionItemKind[kind],
        itemId,
        ...(note ? { detail: note } : {}),
      })),
    );
  }

  /** One item as it now is (after a change, in the change's transaction). */
  async function itemIn<K extends SubmissionKind>(trx: Db, kind: K, id: number) {
    const { rows } = await submissions.list(trx, kind, {
      words: [],
      ids: [id],
      sort: '-createdAt',
      offset: 0,
    });
    if (!rows[0]) throw notFound(submissionNotFound[kind]);
    return rows[0];
  }

  return {
    /** The active people who may be given the kind's items (for the admin's picker). */
    async assignees(kind: SubmissionKind) {
      return work.assignable(db, kind);
    },

    /** Gives an item to a person, or (null) to nobody; answers the item. */
    async assign<K extends SubmissionKind>(
      actor: Actor,
      kind: K,
      id: number,
      userId: number | null,
      origin: string,
    ): Promise<SubmissionRows[K]> {
      const { row, mailed } = await db.transaction(async (trx) => {
        await itemIn(trx, kind, id);
        const changed = await assignIn(trx, actor, kind, [id], userId, origin);
        return { row: await itemIn(trx, kind, id), mailed: changed.length > 0 };
      });
      if (mailed) mail?.nudge();
      return row;
    },

    /** Archives an item or brings it back; answers the item. */
    async setArchived<K extends SubmissionKind>(
      actor: Actor,
      kind: K,
      id: number,
      archived: boolean,
    ): Promise<SubmissionRows[K]> {
      return db.transaction(async (trx) => {
        await itemIn(trx, kind, id);
        await archiveIn(trx, actor, kind, [id], archived);
        return itemIn(trx, kind, id);
      });
    },

    /**
     * A bulk action on the items that exist: archive, bring back, or give to a person.
     * `updated` counts the items now so (those already so included); the audit trail has an event
     * for each item that changed.
     */
    async bulk(
      actor: Actor,
      kind: SubmissionKind,
      input: SubmissionWorkBulkBody,
      origin: string,
    ): Promise<SubmissionBulkResult> {
      const ids = [...new Set(input.ids)];
      const note = `bulk of ${ids.length}`;
      const result = await db.transaction(async (trx) => {
        const found = await work.existing(trx, kind, ids);
        if (input.action === 'assign')
          await assignIn(trx, actor, kind, found, input.userId, origin, note);
        else await archiveIn(trx, actor, kind, found, input.action === 'archive', note);
        const present = new Set(found);
        return {
          updated: found.length,
          ids: found,
          missing: ids.filter((id) => !present.has(id)).sort((a, b) => a - b),
        };
      });
      if (input.action === 'assign') mail?.nudge();
      return result;
    },
  };
}

export type SubmissionWorkService = ReturnType<typeof submissionWorkService>;
