/**
 * Privacy by design.
 *
 * Retention (`RetentionJob`): the server anonymises, on its own schedule, the applications the
 * applicant did not ask to keep that were received more than APPLICATION_RETENTION_DAYS ago, or
 * rejected more than REJECTED_RETENTION_DAYS ago (the grace after a rejection: it may still be
 * undone or explained). Anonymised: name, e-mail, phone, message, résumé (bytes and file name),
 * search document, notes, replies, the e-mails addressed to them and the staff's e-mails naming
 * them (an item's "new submission" e-mail, a digest naming them); the row keeps its status, job
 * and dates, so counts stay. A pass is claimed in the database (compare and set on when the last one
 * ran), so with several instances one of them runs it; each pass that anonymised something is
 * in the audit trail with its counts (actor: the system).
 *
 * Erasure (`privacyService.erase`): an owner names an e-mail; every submission of that person
 * (matched by `emailKey`), with its résumé, notes and replies, every e-mail addressed to them
 * and the staff's e-mails about their submissions are deleted in one transaction. The trail records
 * each deletion (so the admins' open lists drop the items) and one `person_erased` with the counts, never the address.
 *
 * Both then give SQLite's freed pages back (zeroed by secure_delete) and, after an erasure, empty
 * the write-ahead log, so the removed bytes leave the database file.
 */
import { emailKey } from '@vb/shared/email-key';
import type { PrivacyErasureResult } from '@vb/shared/schemas';
import { REJECTED_APPLICATION_STATUS, SUBMISSION_KINDS } from '@vb/shared/status';
import { type Db, isPostgres, reclaimSqliteSpace } from '../db/knex';
import type { Actor } from '../domain/actor';
import type { Logger } from '../logger';
import * as notes from '../repos/notes';
import * as outbox from '../repos/outbox';
import * as privacy from '../repos/privacy';
import * as replies from '../repos/replies';
import * as submissions from '../repos/submissions';
import { type AuditWho, auditWho, recordAudit, recordAudits } from './audit';
import { submissionItemKind } from './submissions';
import { PeriodicJob } from './periodicJob';

const DAY_MS = 86_400_000;

/** The audit trail's actor for what the server does by itself. */
const SYSTEM: AuditWho = { userId: null, email: null, client: undefined };

export interface RetentionOptions {
  /** Days an application is kept (APPLICATION_RETENTION_DAYS). */
  applicationDays: number;
  /** Days a rejected application is kept after its last status change (REJECTED_RETENTION_DAYS). */
  rejectedDays: number;
  /** Days a sent or given-up e-mail stays in the outbox (OUTBOX_RETENTION_DAYS). */
  outboxDays: number;
  /** How often each instance looks (RETENTION_INTERVAL_MS); a pass runs at most this often. */
  intervalMs: number;
  /** The clock (tests move it). */
  now?: () => Date;
  logger: Logger;
}

/** What one pass did; `claimed` false when another instance had just run one. */
export interface RetentionPass {
  claimed: boolean;
  rejected: number;
  expired: number;
  /** Sent or given-up e-mails removed from the outbox. */
  mails: number;
}

/**
 * Applications anonymised per transaction. On SQLite each transaction holds the one writer for
 * about 4.5 ms an application, nearly all of it outside the statements themselves (at commit:
 * the rows' search index is rewritten), so 200 held staff requests for about a second each while
 * a first pass caught up on a year of rejected applications (15,336 took 105 s). 25 keep each
 * hold near 0.15 s, for about a sixth more time in all (measured on 3,115); PostgreSQL lets
 * others write meanwhile.
 */
const batchSize = (db: Db) => (isPostgres(db) ? 200 : 25);

export class RetentionJob extends PeriodicJob<RetentionPass> {
  constructor(
    private readonly db: Db,
    private readonly options: RetentionOptions,
  ) {
    super({ ...options, failure: 'retention failed' });
  }

  /** One pass, if no instance ran one within the last interval (less a tenth, for clock drift). */
  async run(): Promise<RetentionPass> {
    const now = (this.options.now ?? (() => new Date()))();
    const dueBefore = new Date(now.getTime() - this.options.intervalMs * 0.9);
    const claimed = await this.db.transaction((trx) => privacy.claimRetention(trx, now, dueBefore));
    if (!claimed) return { claimed: false, rejected: 0, expired: 0, mails: 0 };
    const cutoffs: privacy.RetentionCutoffs = {
      expiredBefore: new Date(now.getTime() - this.options.applicationDays * DAY_MS),
      rejectedBefore: new Date(now.getTime() - this.options.rejectedDays * DAY_MS),
      rejectedStatus: REJECTED_APPLICATION_STATUS,
    };
    const rejected = await this.anonymiseAll(
      (trx) => privacy.dueRejected(trx, cutoffs, batchSize(this.db)),
      now,
    );
    const expired = await this.anonymiseAll(
      (trx) => privacy.dueExpired(trx, cutoffs, batchSize(this.db)),
      now,
    );
    // Who was written to, and about what, is kept only as long as it helps to know.
    const mails = await outbox.pruneDone(
      this.db,
      new Date(now.getTime() - this.options.outboxDays * DAY_MS),
    );
    if (rejected + expired > 0) {
      await recordAudit(this.db, SYSTEM, {
        action: 'applications_anonymised',
        itemKind: 'application',
        detail: `anonymised ${rejected + expired} applications (rejected ${rejected}, past retention ${expired})`,
      });
    }
    if (rejected + expired + mails > 0) await reclaimSqliteSpace(this.db, { checkpoint: true });
    this.options.logger.info('retention pass', { rejected, expired, mails });
    return { claimed: true, rejected, expired, mails };
  }

  /** Anonymises what `due` finds, a batch per transaction, until it finds none; answers how many. */
  private async anonymiseAll(
    due: (trx: Db) => Promise<{ id: number; email: string }[]>,
    now: Date,
  ): Promise<number> {
    let total = 0;
    while (!this.stopped) {
      const done = await this.db.transaction(async (trx) => {
        const rows = await due(trx);
        const ids = rows.map((row) => row.id);
        // The staff's e-mails about these applications quote the applicant's name: they go too,
        // and the trail's details that quote the name or address are neutralised.
        const refs = await privacy.namesOf(trx, 'applications', ids);
        await privacy.removeStaffMailAbout(trx, refs);
        await privacy.scrubAuditDetails(trx, {
          texts: refs.flatMap((ref) => [ref.email, ref.name]),
          documents: refs.map((ref) => ref.document),
          keys: refs.map((ref) => emailKey(ref.email)),
          itemKinds: [submissionItemKind.applications],
        });
        await privacy.anonymiseApplications(trx, ids, now);
        await notes.removeFor(trx, 'applications', ids);
        await replies.removeFor(trx, 'applications', ids);
        for (const key of new Set(rows.map((row) => emailKey(row.email))))
          // Another application of the same person still kept keeps its e-mails too.
          if (!(await privacy.submissionsOf(trx, 'applications', key)).length)
            await privacy.removeOutboxTo(trx, key);
        return rows.length;
      });
      total += done;
      if (done < batchSize(this.db)) break;
    }
    return total;
  }
}

/** Erasing a person (owners). */
export function privacyService({ db }: { db: Db }) {
  return {
    async erase(actor: Actor, email: string): Promise<PrivacyErasureResult> {
      const key = emailKey(email);
      const erased = await db.transaction(async (trx) => {
        const counts: PrivacyErasureResult['erased'] = {
          applications: 0,
          'contact-messages': 0,
          'investor-requests': 0,
          notes: 0,
          emails: 0,
        };
        // What the trail may quote of the person: the address asked, and each item's as typed;
        // and what a search that found them matched.
        const quoted = [email];
        const documents: string[] = [];
        const itemKinds: string[] = [];
        for (const kind of SUBMISSION_KINDS) {
          const ids = await privacy.submissionsOf(trx, kind, key);
          if (ids.length === 0) continue;
          counts.notes += await privacy.countNotes(trx, kind, ids);
          const refs = await privacy.namesOf(trx, kind, ids);
          itemKinds.push(submissionItemKind[kind]);
          for (const ref of refs) {
            quoted.push(ref.email, ref.name);
            documents.push(ref.document);
          }
          counts.emails += await privacy.removeStaffMailAbout(trx, refs);
          await notes.removeFor(trx, kind, ids);
          await replies.removeFor(trx, kind, ids);
          const removed = await submissions.removeMany(trx, kind, ids);
          counts[kind] = removed.length;
          // One deletion event per item: the trail names it, and the live feed drops it from the
          // admins' open lists, as a bulk delete does.
          await recordAudits(
            trx,
            auditWho(actor),
            removed.map((id) => ({
              action: 'submission_deleted' as const,
              itemKind: submissionItemKind[kind],
              itemId: id,
              detail: 'erasure of a person',
            })),
          );
        }
        counts.emails += await privacy.removeOutboxTo(trx, key);
        await privacy.scrubAuditDetails(trx, {
          texts: quoted,
          documents,
          keys: [key],
          itemKinds,
        });
        await recordAudit(trx, auditWho(actor), {
          action: 'person_erased',
          detail:
            `erased ${counts.applications} applications, ${counts['contact-messages']} ` +
            `messages, ${counts['investor-requests']} investor requests, ${counts.notes} notes, ` +
            `${counts.emails} e-mails`,
        });
        return counts;
      });
      await reclaimSqliteSpace(db, { checkpoint: true });
      return { erased };
    },
  };
}

export type PrivacyService = ReturnType<typeof privacyService>;
