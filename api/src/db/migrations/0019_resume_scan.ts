import type { Migration } from './migration';

export const resumeScan: Migration = {
  // Whether the résumé's structure shows active content (a PDF's scripts or actions,
  // an Office file's macros, ActiveX or embedded objects): the admin warns of it.
  async up(knex) {
    await knex.schema.alterTable('job_applications', (t) => {
      t.boolean('resume_active_content').notNullable().defaultTo(false);
    });
  },
  async down(knex) {
    await knex.schema.alterTable('job_applications', (t) => {
      t.dropColumn('resume_active_content');
    });
  },
};
