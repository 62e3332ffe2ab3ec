/**
 * The public submissions: received from the site's forms (contact, investor interest, job
 * application with a résumé) and worked through by staff (list, status, delete, résumé download).
 */
import type { z } from 'zod';
import {
  type applicationPayloadSchema,
  type contactPayloadSchema,
  honeypotFilled,
  type investorPayloadSchema,
} from '@vb/shared/schemas';
import { PDF_MIME_TYPE } from '@vb/shared/constants';
import { mayUse } from '@vb/shared/roles';
import type {
  AdminSummary,
  ApplicantCountsResponse,
  ListingApplicantCounts,
  SubmissionBulkBody,
  SubmissionBulkResult,
  SubmissionExportQuery,
  SubmissionListQuery,
} from '@vb/shared/schemas';
import { siteDayEnd, siteDayStart } from '@vb/shared/dates';
import { searchWords } from '@vb/shared/search';
import {
  INITIAL_STATUS,
  SUBMISSION_KINDS,
  mayMoveStatus,
  type SubmissionKind,
} from '@vb/shared/status';
import { type Db, reclaimSqliteSpace } from '../db/knex';
import { toBuffer } from '../db/values';
import type { AuditItemKind } from '@vb/shared/audit';
import { messageText } from '@vb/shared/i18n';
import { assertMayUse, type Actor, type Client } from '../domain/actor';
import { auditWho, recordAudit, recordAudits } from './audit';
import { DomainError, conflict, invalid, notFound } from '../domain/errors';
import type { Logger } from '../logger';
import * as board from '../repos/board';
import * as listings from '../repos/listings';
import * as news from '../repos/news';
import * as notes from '../repos/notes';
import * as users from '../repos/users';
import * as submissions from '../repos/submissions';
import type { SubmissionRows } from '../repos/submissions';
import { submissionCounts } from './submissionCounts';
import { workFilter } from './submissionWorkFilter';
import { withDuplicates } from './duplicates';
import { decodeResume } from '../uploads/resume';
import { activeContentOf } from '../uploads/activeContent';
import { ScannerUnavailable, type ScanVerdict } from '../uploads/clamav';
import { sanitizeFilename } from '../uploads/filename';

type ContactData = z.output<typeof contactPayloadSchema>;
type InvestorData = z.output<typeof investorPayloadSchema>;
type ApplicationData = z.output<typeof applicationPayloadSchema>;

/** What the audit trail calls an item of each kind. */
const ITEM_KIND = {
  applications: 'application',
  'contact-messages': 'contact-message',
  'investor-requests': 'investor-request',
} as const satisfies Record<SubmissionKind, AuditItemKind>;

/** The code of "no such item" for each kind. */
const NOT_FOUND = {
  applications: 'application_not_found',
  'contact-messages': 'message_not_found',
  'investor-requests': 'request_not_found',
} as const satisfies Record<SubmissionKind, string>;

/**
 * The résumé field's text when the antivirus refuses the file: the careers catalog's, which the
 * form shows in the visitor's language.
 */
const RESUME_REJECTED_TEXT = messageText('en', 'careers.apply.resumeRejectedByScanner');

/** How many rows the export reads per query. */
export const EXPORT_BATCH_ROWS = 500;

/** The repository's filter of a list's query: search words, status, days in the company's zone. */
function listFilter(
  query: Omit<SubmissionListQuery, 'limit' | 'offset'> | Omit<SubmissionExportQuery, 'lang'>,
) {
  let { from, to } = query;
  if (from && to && from > to) [from, to] = [to, from];
  return {
    words: searchWords(query.q),
    ...(query.status !== undefined ? { status: query.status } : {}),
    ...(from ? { from: siteDayStart(from) } : {}),
    ...(to ? { before: siteDayEnd(to) } : {}),
    ...('ids' in query && query.ids !== undefined ? { ids: query.ids } : {}),
    sort: query.sort,
  };
}

/**
 * The job board's filter (issue 15): the applicants of one listing. Only applications belong to a
 * listing; `jobId` on another kind is refused.
 */
function jobFilter(kind: SubmissionKind, query: { jobId?: number | undefined }) {
  if (query.jobId === undefined) return {};
  if (kind !== 'applications')
    throw invalid('validation_failed', 'jobId filters job applications only', [
      { path: 'jobId', message: 'Only job applications belong to a job listing' },
    ]);
  return { jobListingId: query.jobId };
}

/** The filters of an export as the audit trail notes them (those given only). */
function exportFilters(query: Omit<SubmissionExportQuery, 'lang'>): string {
  const given = Object.entries({
    q: query.q.trim(),
    status: query.status,
    from: query.from,
    to: query.to,
    ids: query.ids?.join(','),
    assignee: query.assignee,
    archived: query.archived === '1' ? '1' : undefined,
    jobId: query.jobId,
  })
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  return given.length > 0 ? ` (${given.join(', ')})` : '';
}

export function submissionsService({
  db,
  readDb = db,
  logger,
  onStored,
  scanResume,
}: {
  db: Db;
  /** Where the staff's lists and counts are read (SQLite: a pool of read-only connections). */
  readDb?: Db;
  logger: Logger;
  /**
   * Told once a submission is stored (the notifier: its confirmation and its followers' e-mails
   * go out from there, after the commit, never delaying the answer).
   */
  onStored?: (client: Client) => void;
  /**
   * Issue 18: the antivirus (CLAMAV_ADDRESS, uploads/clamav.ts) a résumé passes before its
   * application is stored; throws ScannerUnavailable when it cannot say. Absent: no scanning.
   */
  scanResume?: (bytes: Buffer) => Promise<ScanVerdict>;
}) {
  const inserts = submissions.messageInserts(db);
  const counts = submissionCounts(readDb);

  /**
   * A robot's submission (its honeypot filled in) is answered like any other, after the same
   * checks, but nothing is stored: it is only logged. Its id is a plausible one.
   */
  const discard = async (client: Client, kind: SubmissionKind): Promise<number> => {
    logger.info('honeypot submission discarded', { path: client.route, ip: client.ip });
    return submissions.nextIdGuess(db, kind);
  };

  /**
   * Issue 18: the antivirus's verdict on a résumé: a flagged file is refused (422), and a scanner
   * that does not answer refuses the application (503) rather than letting the file through.
   */
  const scan = async (
    scanner: (bytes: Buffer) => Promise<ScanVerdict>,
    client: Client,
    bytes: Buffer,
  ): Promise<void> => {
    let verdict: ScanVerdict;
    try {
      verdict = await scanner(bytes);
    } catch (error) {
      logger.error('résumé scanner unavailable', {
        error: error instanceof ScannerUnavailable ? error.message : String(error),
      });
      throw new DomainError(
        'unavailable',
        'resume_scanner_unavailable',
        'The résumé could not be checked for viruses right now; please try again later',
      );
    }
    if (verdict.clean) return;
    logger.info('résumé refused by the scanner', { ip: client.ip, signature: verdict.signature });
    throw new DomainError(
      'unprocessable',
      'resume_rejected_by_scanner',
      'The résumé was refused by the virus scanner',
      [{ path: 'resumeData', message: RESUME_REJECTED_TEXT }],
    );
  };

  return {
    /** Stores a contact message; answers its id once committed. */
    async submitContact(client: Client, { website, ...input }: ContactData): Promise<number> {
      if (honeypotFilled({ website })) return discard(client, 'contact-messages');
      const id = await inserts.contact({
        ...input,
        status: INITIAL_STATUS,
        created_at: new Date(),
        language: client.language,
      });
      onStored?.(client);
      return id;
    },

    /** Stores an investor request; answers its id once committed. */
    async submitInvestor(client: Client, input: InvestorData): Promise<number> {
      const { investmentAmount, website, ...rest } = input;
      if (honeypotFilled({ website })) return discard(client, 'investor-requests');
      const id = await inserts.investor({
        ...rest,
        investment_amount: investmentAmount,
        status: INITIAL_STATUS,
        created_at: new Date(),
        language: client.language,
      });
      onStored?.(client);
      return id;
    },

    /**
     * Checks the résumé (extension and content; the antivirus when one is configured, issue 18)
     * and stores the application and the file together, flagged when its structure shows active
     * content: an acknowledged application always has its résumé. `resumeData` is the base64
     * text, or its bytes when the body parser kept them out of the JSON.
     */
    async apply(client: Client, input: ApplicationData, resumeData: string | Buffer) {
      const resume = decodeResume(input.resumeFilename, resumeData);
      // Before any transaction: the scan may take seconds and holds nothing.
      if (scanResume) await scan(scanResume, client, resume.bytes);
      const activeContent = activeContentOf(resume.mimeType, resume.bytes);
      if (activeContent.length > 0) {
        logger.info('résumé with active content', {
          ip: client.ip,
          found: activeContent.join(','),
        });
      }
      if (honeypotFilled(input)) return discard(client, 'applications');
      const id = await db.transaction(async (trx) => {
        if (input.jobListingId && !(await listings.exists(trx, input.jobListingId))) {
          throw invalid('validation_failed', 'The job listing applied for does not exist', [
            { path: 'jobListingId', message: 'Unknown job listing' },
          ]);
        }
        return submissions.insertApplication(
          trx,
          {
            name: input.name,
            email: input.email,
            phone: input.phone,
            position: input.position,
            message: input.message,
            resume_filename: resume.filename,
            resume_mime_type: resume.mimeType,
            resume_size: resume.bytes.length,
            resume_active_content: activeContent.length > 0,
            job_listing_id: input.jobListingId ?? null,
            keep_resume: input.keepResume ?? false,
            status: INITIAL_STATUS,
            created_at: new Date(),
            language: client.language,
          },
          resume.bytes,
        );
      });
      onStored?.(client);
      return id;
    },

    /**
     * A page of a kind's items, narrowed by the search words, status and days (in the company's
     * time zone) and ordered as asked, with how many items match in all; every matching item
     * without a limit.
     */
    async list<K extends SubmissionKind>(
      actor: Actor,
      kind: K,
      query: SubmissionListQuery,
    ): Promise<{ rows: (SubmissionRows[K] & { duplicates: number })[]; total: number }> {
      assertMayUse(actor, kind);
      const filter = {
        ...listFilter(query),
        ...workFilter(actor, query),
        ...jobFilter(kind, query),
      };
      // A page past the first is counted first (the count is usually remembered, then it costs
      // one statement), so that a page in the second half is read from the list's end and no page
      // skips more than half the list. The first page and its count are read together (a pool
      // reads them side by side), unless the page itself tells the count (the whole list).
      const known =
        query.limit !== undefined && query.offset > 0
          ? await counts.count(kind, filter)
          : undefined;
      const [shown, counted] = await Promise.all([
        submissions.list(readDb, kind, {
          ...filter,
          ...(query.limit !== undefined ? { limit: query.limit } : {}),
          offset: query.offset,
          ...(known !== undefined ? { total: known } : {}),
        }),
        known ??
          (query.offset === 0 && query.limit === undefined
            ? undefined
            : counts.count(kind, filter)),
      ]);
      // Issue 15: each item flagged with the person's other submissions (one query per kind).
      const rows = await withDuplicates(readDb, actor, shown.rows);
      return { rows, total: shown.total ?? counted ?? shown.rows.length };
    },

    /**
     * Every item of a kind the filters keep, in the list's order, for the CSV export (issue 14):
     * how many there are, and the rows read `EXPORT_BATCH_ROWS` at a time as the reader asks for
     * them (never the whole list in memory). The export of this personal data is recorded in the
     * audit trail, with the count and the filters, as the reading starts (before any row leaves).
     */
    async exportRows<K extends SubmissionKind>(
      actor: Actor,
      kind: K,
      query: Omit<SubmissionExportQuery, 'lang'>,
    ): Promise<{ count: number; rows: AsyncGenerator<SubmissionRows[K][]> }> {
      assertMayUse(actor, kind);
      const filter = {
        ...listFilter(query),
        ...workFilter(actor, query),
        ...jobFilter(kind, query),
      };
      const count = await submissions.countMatching(db, kind, filter);
      async function* batches(): AsyncGenerator<SubmissionRows[K][]> {
        // Recorded when the file starts to be read (a HEAD request reads nothing), before any row.
        await recordAudit(db, auditWho(actor), {
          action: 'submissions_exported',
          itemKind: ITEM_KIND[kind],
          detail: `exported ${count} rows${exportFilters(query)}`,
        });
        let last: SubmissionRows[K] | undefined;
        for (;;) {
          const rows = await submissions.batchAfter(db, kind, filter, last, EXPORT_BATCH_ROWS);
          if (rows.length > 0) yield rows;
          if (rows.length < EXPORT_BATCH_ROWS) return;
          last = rows[rows.length - 1];
        }
      }
      return { count, rows: batches() };
    },

    /** The counts behind the dashboard's badges, of the areas the person may use. */
    async summary(actor: Actor): Promise<AdminSummary> {
      assertMayUse(actor, 'summary');
      const summary: AdminSummary = {};
      // The badges count what the default lists hold: the items not archived.
      const everything = { words: [], archived: false };
      for (const kind of SUBMISSION_KINDS)
        if (mayUse(actor.user.roles, kind)) {
          const [total, unread] = await Promise.all([
            counts.count(kind, everything),
            counts.count(kind, { ...everything, status: INITIAL_STATUS }),
          ]);
          summary[kind] = { total, new: unread };
        }
      if (mayUse(actor.user.roles, 'listings'))
        summary.listings = { total: await listings.count(db) };
      if (mayUse(actor.user.roles, 'news')) summary.news = { total: await news.count(db) };
      if (mayUse(actor.user.roles, 'people')) summary.people = { total: await users.count(db) };
      return summary;
    },

    /**
     * The applicants of job listings per status (issue 15: the listing cards and the job board's
     * columns), in one grouped query: every listing with applicants, or those of `ids`.
     */
    async applicantCounts(actor: Actor, ids?: readonly number[]): Promise<ApplicantCountsResponse> {
      assertMayUse(actor, 'applications');
      const byListing = new Map<number, ListingApplicantCounts>();
      for (const row of await board.applicantCounts(readDb, ids)) {
        let counts = byListing.get(row.jobListingId);
        if (!counts) {
          counts = { jobListingId: row.jobListingId, total: 0, new: 0, statuses: {} };
          byListing.set(row.jobListingId, counts);
        }
        counts.total += row.count;
        if (row.status === INITIAL_STATUS) counts.new += row.count;
        counts.statuses[row.status] = (counts.statuses[row.status] ?? 0) + row.count;
      }
      return { counts: [...byListing.values()].sort((a, b) => a.jobListingId - b.jobListingId) };
    },

    /**
     * Sets an item's status. With `from` (a board's move, issue 15) the move must be one the
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
     * A bulk action (issue 14): sets one status on, or deletes, every selected item of a kind that
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
      assertMayUse(actor, kind);
      const ids = [...new Set(input.ids)];
      const bulkNote = `bulk of ${ids.length}`;
      const result = await db.transaction(async (trx) => {
        const done =
          input.action === 'status'
            ? await submissions.setStatusMany(trx, kind, ids, input.status)
            : await submissions.removeMany(trx, kind, ids);
        if (input.action === 'delete') await notes.removeFor(trx, kind, done);
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

    /**
     * An application's résumé: its stored (sanitised) file name, type and bytes, downloaded or
     * (`preview`, issue 15: a PDF only) shown in the admin; either is audited.
     */
    async resume(actor: Actor, applicationId: number, { preview = false } = {}) {
      const row = await submissions.findResume(db, applicationId);
      if (!row) throw notFound('application_not_found');
      if (!row.data) throw notFound('resume_not_found');
      if (preview && row.resume_mime_type !== PDF_MIME_TYPE)
        throw invalid('resume_not_previewable', 'Only a PDF résumé can be previewed');
      // Recorded before the bytes leave: a download or a preview is never missing from the trail.
      await recordAudit(db, auditWho(actor), {
        action: preview ? 'resume_viewed' : 'resume_downloaded',
        itemKind: 'application',
        itemId: applicationId,
      });
      return {
        filename: sanitizeFilename(row.resume_filename),
        mimeType: row.resume_mime_type,
        bytes: toBuffer(row.data),
      };
    },
  };
}

export type SubmissionsService = ReturnType<typeof submissionsService>;

/** The "not found" code of each kind (also what an unparseable id answers). */
export const submissionNotFound = NOT_FOUND;

/** What the audit trail calls an item of each kind. */
export const submissionItemKind = ITEM_KIND;
