import { emailKey } from '@vb/shared/email-key';
import { SUBMISSION_KINDS } from '@vb/shared/status';
import { submissionTable } from '../submissionSearch';
import type { Migration } from './migration';

/**
 * The same person's submissions: each submission keeps the key of its e-mail address
 * (shared/emailKey: trimmed, lower-cased, Gmail's dots and +tags folded), filled in here for the
 * rows there are in batches by id, and indexed so that the lists count a page's people in one
 * grouped query per kind and an item's page reads that person's other submissions.
 * (emailKey is the current rule: a later change of it comes with a migration that refills.)
 */
export const duplicates: Migration = {
  async up(knex) {
    for (const kind of SUBMISSION_KINDS) {
      const table = submissionTable(kind);
      await knex.schema.alterTable(table, (t) => {
        t.string('email_key', 254).notNullable().defaultTo('');
      });
      let after = 0;
      for (;;) {
        const rows = (await knex(table)
          .select('id', 'email')
          .where('id', '>', after)
          .orderBy('id')
          .limit(500)) as { id: number | string; email: string }[];
        if (rows.length === 0) break;
        for (const row of rows)
          await knex(table)
            .where({ id: row.id })
            .update({ email_key: emailKey(row.email) });
        after = Number(rows[rows.length - 1]!.id);
      }
      await knex.schema.alterTable(table, (t) => {
        t.index(['email_key', 'id'], `${table}_email_key_id`);
      });
    }
  },
  async down(knex) {
    for (const kind of SUBMISSION_KINDS) {
      const table = submissionTable(kind);
      await knex.schema.alterTable(table, (t) => {
        t.dropIndex(['email_key', 'id'], `${table}_email_key_id`);
        t.dropColumn('email_key');
      });
    }
  },
};
