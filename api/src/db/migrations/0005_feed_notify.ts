import { SUBMISSION_KINDS } from '@vb/shared/status';
import { submissionTable } from '../submissionSearch';
import type { Migration } from './migration';

/** The tables whose new rows the admin's live feed passes on (see repos/events.ts). */
const FEED_TABLES = ['audit_events', ...SUBMISSION_KINDS.map(submissionTable)];

/**
 * PostgreSQL: the admin's live feed is woken at once (LISTEN) instead of at its next read: a
 * statement that adds submissions or audit events notifies FEED_CHANNEL, delivered when its
 * transaction commits (one notice per transaction). SQLite has no notices: the feed reads.
 */
export const feedNotify: Migration = {
  async up(knex) {
    if (knex.client.config.client !== 'pg') return;
    await knex.raw(
      // The channel is FEED_CHANNEL (db/feed.ts).
      "CREATE OR REPLACE FUNCTION vb_feed_notify() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('vb_admin_feed', ''); RETURN NULL; END $$",
    );
    for (const table of FEED_TABLES)
      await knex.raw(
        'CREATE TRIGGER ?? AFTER INSERT OR UPDATE OR DELETE ON ?? FOR EACH STATEMENT EXECUTE FUNCTION vb_feed_notify()',
        [`${table}_feed_notify`, table],
      );
  },
  async down(knex) {
    if (knex.client.config.client !== 'pg') return;
    for (const table of FEED_TABLES)
      await knex.raw('DROP TRIGGER IF EXISTS ?? ON ??', [`${table}_feed_notify`, table]);
    await knex.raw('DROP FUNCTION IF EXISTS vb_feed_notify()');
  },
};
