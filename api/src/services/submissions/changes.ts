/** What staff change: an item's status, its deletion, and both in bulk. */
import type { SubmissionBulkBody, SubmissionBulkResult } from '@vb/shared/schemas';
import { mayMoveStatus, type SubmissionKind } from '@vb/shared/status';
import { reclaimSqliteSpace } from '../../db/knex';
import type { Actor } from '../../domain/actor';
import { auditWho, recordAudit, recordAudits } from '../audit';
import { conflict, invalid, notFound } from '../../domain/errors';
import * as notes from '../../repos/notes';
import * as replies from '../../repos/replies';
import * as submissions from '../../repos/submissions';
import type { SubmissionRows } from '../../repos/submissions';
import type { SubmissionsDeps } from './deps';
import { ITEM_KIND, NOT_FOUND } from './kinds';

export function staffChanges({ db }: SubmissionsDeps) {
  return {
    /**
     * Sets an item's status. With `from` (a board's move) the move must be one the
     * kind's menu offers from `from` (shared/src/status.ts), and the item must still be in `from`:
     * otherwise it is refused (someone else moved it meanwhile: `status_changed`).
     */
    async setStatus<K extends SubmissionKind>(
      actor: Actor,
      kind: K,
      id: number,
      status: string,
      from?: string,
    ): Promise<SubmissionRows[K]> {
      if (from !== undefined && !mayMoveStatus(kind, from, status))
        throw invalid(
          'status_move_not_allowed',
          `The status ${JSON.stringify(status)} cannot be set from ${JSON.stringify(from)}`,
          [{ path: 'status', message: `Not offered from ${JSON.stringify(from)}` }],
        );
      return db.transaction(async (trx) => {
        const row = await submissions.setStatus(trx, kind, id, status, from);
        if (!row && from !== undefined && (await submissions.find(trx, kind, id)))
          throw conflict('status_changed', "The item's status was changed meanwhile");
        if (!row) throw notFound(NOT_FOUND[kind]);
        await recordAudit(trx, auditWho(actor), {
          action: 'status_changed',
          itemKind: ITEM_KIND[kind],
          itemId: id,
          detail: status,
        });
        return row;
      });
    },

    async remove(actor: Actor, kind: SubmissionKind, id: number): Promise<void> {
      await db.transaction(async (trx) => {
        if (!(await submissions.remove(trx, kind, id))) throw notFound(NOT_FOUND[kind]);
        await notes.removeFor(trx, kind, [id]);
        await replies.removeFor(trx, kind, [id]);
        await recordAudit(trx, auditWho(actor), {
          action: 'submission_deleted',
          itemKind: ITEM_KIND[kind],
          itemId: id,
        });
      });
      // The résumé's bytes (zeroed by secure_delete) leave the file and its log too.
      await reclaimSqliteSpace(db, { checkpoint: kind === 'applications' });
    },

    /**
     * A bulk action: sets one status on, or deletes, every selected item of a kind that
     * still exists, in one transaction. Each changed item gets its own audit event (the same
     * actions as one at a time, the detail naming the bulk), so the trail lists every item and the
     * live feed tells everyone's screens of each change. Answers how many items it changed, their
     * ids, and the ids that named nothing (already deleted).
     */
    async bulk(
      actor: Actor,
      kind: SubmissionKind,
      input: SubmissionBulkBody,
    ): Promise<SubmissionBulkResult> {
      const ids = [...new Set(input.ids)];
      const bulkNote = `bulk of ${ids.length}`;
      const result = await db.transaction(async (trx) => {
        const done =
          input.action === 'status'
            ? await submissions.setStatusMany(trx, kind, ids, input.status)
            : await submissions.removeMany(trx, kind, ids);
        if (input.action === 'delete') {
          await notes.removeFor(trx, kind, done);
          await replies.removeFor(trx, kind, done);
        }
        await recordAudits(
          trx,
          auditWho(actor),
          done.map((id) =>
            input.action === 'status'
              ? {
                  action: 'status_changed',
                  itemKind: ITEM_KIND[kind],
                  itemId: id,
                  detail: `${input.status} (${bulkNote})`,
                }
              : {
                  action: 'submission_deleted',
                  itemKind: ITEM_KIND[kind],
                  itemId: id,
                  detail: bulkNote,
                },
          ),
        );
        const found = new Set(done);
        const missing = ids.filter((id) => !found.has(id)).sort((a, b) => a - b);
        return input.action === 'status'
          ? { updated: done.length, ids: done, missing }
          : { deleted: done.length, ids: done, missing };
      });
      if (input.action === 'delete')
        await reclaimSqliteSpace(db, { checkpoint: kind === 'applications' });
      return result;
    },
  };
}
