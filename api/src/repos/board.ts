/**
 * The SQL of the job board: the applicants of job listings counted per status, in one
 * grouped query for every listing asked (served by the index of migration 0012_board).
 */
import type { Db } from '../db/knex';
import { submissionTable } from '../db/submissionSearch';

export interface ApplicantCountRow {
  jobListingId: number;
  status: string;
  count: number;
}

/**
 * How many applications (not archived) each listing has per status: every listing with
 * applicants, or only those of `ids`.
 */
export async function applicantCounts(
  db: Db,
  ids?: readonly number[],
): Promise<ApplicantCountRow[]> {
  const query = db(submissionTable('applications'))
    .select('job_listing_id', 'status')
    .count({ n: '*' })
    .whereNotNull('job_listing_id')
    .whereNull('archived_at')
    .groupBy('job_listing_id', 'status');
  if (ids !== undefined) query.whereIn('job_listing_id', ids);
  const rows = (await query) as {
    job_listing_id: number | string;
    status: string;
    n: number | string;
  }[];
  return rows.map((row) => ({
    jobListingId: Number(row.job_listing_id),
    status: row.status,
    count: Number(row.n),
  }));
}
