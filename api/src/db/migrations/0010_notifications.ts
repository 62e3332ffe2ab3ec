import { SUBMISSION_KINDS } from '@vb/shared/status';
import { submissionTable } from '../submissionSearch';
import type { Migration } from './migration';

/**
 * Who hears of new submissions, and how: each person's choice per kind (e-mail for
 * every item, a daily digest, nothing) and digest hour; where the notifier stands in each
 * kind's table (it starts at the newest item, so an upgrade e-mails nobody about old ones); the
 * language each submission was made in (its confirmation e-mail's).
 */
export const notifications: Migration = {
  async up(knex) {
    await knex.schema.createTable('notification_settings', (t) => {
      t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
      t.text('modes').notNullable(); // JSON: { <kind>: 'each' | 'digest' | 'none' }
      t.integer('digest_hour').notNullable();
      // The end of the last digest sent: the next one tells what arrived after it.
      t.timestamp('digest_through', { useTz: true }).nullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
    });
    await knex.schema.createTable('notification_cursors', (t) => {
      t.string('kind', 40).primary();
      t.integer('last_id').notNullable();
    });
    for (const kind of SUBMISSION_KINDS) {
      const table = submissionTable(kind);
      const row = (await knex(table).max({ last: 'id' }).first()) as
        { last: number | string | null } | undefined;
      await knex('notification_cursors').insert({ kind, last_id: Number(row?.last ?? 0) });
      await knex.schema.alterTable(table, (t) => {
        t.string('language', 2).nullable(); // 'ar' | 'en'; null before this migration
      });
    }
  },
  async down(knex) {
    for (const kind of SUBMISSION_KINDS)
      await knex.schema.alterTable(submissionTable(kind), (t) => t.dropColumn('language'));
    await knex.schema.dropTableIfExists('notification_cursors');
    await knex.schema.dropTableIfExists('notification_settings');
  },
};
