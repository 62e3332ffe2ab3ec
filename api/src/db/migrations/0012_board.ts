import { submissionTable } from '../submissionSearch';
import type { Migration } from './migration';

/**
 * The job board: each listing's applicants per status (the listing cards' counts,
 * one grouped query) and a column's page (one listing, one status, newest first), of the
 * applications not archived, read from one partial index on both databases.
 */
export const board: Migration = {
  async up(knex) {
    await knex.raw(
      'CREATE INDEX ?? ON ?? (job_listing_id, status, created_at DESC, id DESC) WHERE archived_at IS NULL',
      [`${submissionTable('applications')}_job_status_newest`, submissionTable('applications')],
    );
  },
  async down(knex) {
    await knex.raw('DROP INDEX IF EXISTS ??', [
      `${submissionTable('applications')}_job_status_newest`,
    ]);
  },
};
