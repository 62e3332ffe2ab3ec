import type { Migration } from './migration';

/**
 * The admin's overview: the applicants of each listing counted by status, read from
 * an index alone (listing, status, archive) rather than from the applications table. The other
 * figures use the indexes there are (created_at, status, assignee, the audit trail's item).
 */
export const overview: Migration = {
  async up(knex) {
    await knex.schema.alterTable('job_applications', (t) => {
      t.index(['job_listing_id', 'status', 'archived_at'], 'job_applications_listing_status');
    });
  },
  async down(knex) {
    await knex.schema.alterTable('job_applications', (t) => {
      t.dropIndex(['job_listing_id', 'status', 'archived_at'], 'job_applications_listing_status');
    });
  },
};
