import { SUBMISSION_KINDS } from '@vb/shared/status';
import { submissionTable } from '../submissionSearch';
import type { Migration } from './migration';

/**
 * Working an item: each submission gets an assignee (a person; people are disabled
 * rather than deleted, and should one be deleted the item falls back to nobody: ON DELETE SET
 * NULL) and the moment it was archived. Indexes (partial, on both databases) keep the lists
 * read in order at 100,000 rows: the default list (not archived, newest first) and its status
 * filter (and so the badges' counts), the archive (newest first), and one person's items or
 * nobody's (newest first, `assignee=me|none`).
 */
export const submissionAssigneeArchive: Migration = {
  async up(knex) {
    for (const kind of SUBMISSION_KINDS) {
      const table = submissionTable(kind);
      // One statement SQLite accepts as it is (knex would rebuild the table for the key).
      await knex.raw(
        'ALTER TABLE ?? ADD COLUMN assignee_id integer NULL REFERENCES users (id) ON DELETE SET NULL',
        [table],
      );
      await knex.schema.alterTable(table, (t) => {
        t.timestamp('archived_at', { useTz: true }).nullable();
      });
      await knex.raw('CREATE INDEX ?? ON ?? (created_at DESC, id DESC) WHERE archived_at IS NULL', [
        `${table}_live_newest`,
        table,
      ]);
      await knex.raw(
        'CREATE INDEX ?? ON ?? (status, created_at DESC, id DESC) WHERE archived_at IS NULL',
        [`${table}_live_status_newest`, table],
      );
      await knex.raw(
        'CREATE INDEX ?? ON ?? (created_at DESC, id DESC) WHERE archived_at IS NOT NULL',
        [`${table}_archived_newest`, table],
      );
      await knex.raw(
        'CREATE INDEX ?? ON ?? (assignee_id, created_at DESC, id DESC) WHERE archived_at IS NULL',
        [`${table}_assignee_newest`, table],
      );
    }
  },
  async down(knex) {
    for (const kind of SUBMISSION_KINDS) {
      const table = submissionTable(kind);
      for (const name of [
        'live_newest',
        'live_status_newest',
        'archived_newest',
        'assignee_newest',
      ])
        await knex.raw('DROP INDEX IF EXISTS ??', [`${table}_${name}`]);
      await knex.schema.alterTable(table, (t) => {
        t.dropColumn('archived_at');
        t.dropColumn('assignee_id');
      });
    }
  },
};
