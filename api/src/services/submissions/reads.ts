/** What staff read of the submissions: the lists, exports, badge counts, the job board's counts and résumés. */
import { PDF_MIME_TYPE } from '@vb/shared/constants';
import { mayUse } from '@vb/shared/roles';
import type {
  AdminSummary,
  ApplicantCountsResponse,
  ListingApplicantCounts,
  SubmissionExportQuery,
  SubmissionListQuery,
} from '@vb/shared/schemas';
import { siteDayEnd, siteDayStart } from '@vb/shared/dates';
import { searchWords } from '@vb/shared/search';
import { INITIAL_STATUS, SUBMISSION_KINDS, type SubmissionKind } from '@vb/shared/status';
import { toBuffer } from '../../db/values';
import type { Actor } from '../../domain/actor';
import { auditWho, recordAudit } from '../audit';
import { invalid, notFound } from '../../domain/errors';
import * as board from '../../repos/board';
import * as listings from '../../repos/listings';
import * as news from '../../repos/news';
import * as users from '../../repos/users';
import * as submissions from '../../repos/submissions';
import * as replies from '../../repos/replies';
import type { SubmissionRows } from '../../repos/submissions';
import { submissionCounts } from '../submissionCounts';
import { withDuplicates } from '../duplicates';
import { sanitizeFilename } from '../../uploads/filename';
import { workFilter } from '../submissionWorkFilter';
import type { SubmissionsDeps } from './deps';
import { ITEM_KIND } from './kinds';

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
 * The job board's filter: the applicants of one listing. Only applications belong to a
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

export function staffReads({ db, readDb = db }: SubmissionsDeps) {
  const counts = submissionCounts(readDb);

  return {
    /**
     * A page of a kind's items, narrowed by the search words, status and days (in the company's
     * time zone) and ordered as asked, with how many items match in all; every matching item
     * without a limit.
     */
    async list<K extends SubmissionKind>(
      actor: Actor,
      kind: K,
      query: SubmissionListQuery,
    ): Promise<{
      rows: (SubmissionRows[K] & { duplicates: number; new_answers: number })[];
      total: number;
    }> {
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
      // Each item flagged with the person's other submissions (one query per kind) and with the
      // answers to replies no one has read yet (one query for the page).
      const [flagged, unseen] = await Promise.all([
        withDuplicates(readDb, actor, shown.rows),
        replies.unseenAnswers(
          readDb,
          kind,
          shown.rows.map((row) => Number(row.id)),
        ),
      ]);
      const rows = flagged.map((row) => ({
        ...row,
        new_answers: unseen.get(Number(row.id)) ?? 0,
      }));
      return { rows, total: shown.total ?? counted ?? shown.rows.length };
    },

    /**
     * Every item of a kind the filters keep, in the list's order, for the CSV export:
     * how many there are, and the rows read `EXPORT_BATCH_ROWS` at a time as the reader asks for
     * them (never the whole list in memory). The export of this personal data is recorded in the
     * audit trail, with the count and the filters, as the reading starts (before any row leaves).
     */
    async exportRows<K extends SubmissionKind>(
      actor: Actor,
      kind: K,
      query: Omit<SubmissionExportQuery, 'lang'>,
    ): Promise<{ count: number; rows: AsyncGenerator<SubmissionRows[K][]> }> {
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
     * The applicants of job listings per status (The listing cards and the job board's
     * columns), in one grouped query: every listing with applicants, or those of `ids`.
     */
    async applicantCounts(ids?: readonly number[]): Promise<ApplicantCountsResponse> {
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
     * An application's résumé: its stored (sanitised) file name, type and bytes, downloaded or
     * (`preview`, A PDF only) shown in the admin; either is audited.
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
