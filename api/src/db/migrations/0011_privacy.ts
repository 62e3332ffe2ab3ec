import { SUBMISSION_KINDS } from '@vb/shared/status';
import { searchIndexTable } from '../submissionSearch';
import type { Migration } from './migration';

/**
 * Privacy by design: an application's "keep my résumé for future openings" choice
 * and the moment retention anonymised it; the retention job's lease (one row: when a pass last
 * ran, claimed by compare and set, so two instances never both run one). SQLite: the FTS5
 * indexes delete a row's terms when it is deleted or changed (`secure-delete`), instead of
 * leaving them in older segments, so a removed name or e-mail leaves the index at once.
 */
export const privacy: Migration = {
  async up(knex) {
    await knex.schema.alterTable('job_applications', (t) => {
      t.boolean('keep_resume').notNullable().defaultTo(false);
      t.timestamp('anonymised_at', { useTz: true }).nullable();
    });
    await knex.schema.createTable('privacy_jobs', (t) => {
      t.string('name', 40).primary();
      t.timestamp('ran_at', { useTz: true }).notNullable();
    });
    await knex('privacy_jobs').insert({ name: 'retention', ran_at: new Date(0) });
    if (knex.client.config.client === 'pg') return;
    for (const kind of SUBMISSION_KINDS) {
      const index = searchIndexTable(kind);
      await knex.raw("INSERT INTO ??(??, rank) VALUES ('secure-delete', 1)", [index, index]);
    }
  },
  async down(knex) {
    if (knex.client.config.client !== 'pg')
      for (const kind of SUBMISSION_KINDS) {
        const index = searchIndexTable(kind);
        await knex.raw("INSERT INTO ??(??, rank) VALUES ('secure-delete', 0)", [index, index]);
      }
    await knex.schema.dropTableIfExists('privacy_jobs');
    await knex.schema.alterTable('job_applications', (t) => {
      t.dropColumn('anonymised_at');
      t.dropColumn('keep_resume');
    });
  },
};
