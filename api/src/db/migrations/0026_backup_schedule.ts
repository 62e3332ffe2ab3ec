import type { Migration } from './migration';

/**
 * The scheduled backups' claim: a row in the background jobs' table beside retention's (when a
 * pass last ran, claimed by compare and set), so with several instances on one database one of
 * them takes each scheduled backup.
 */
export const backupSchedule: Migration = {
  async up(knex) {
    await knex('privacy_jobs').insert({ name: 'backup', ran_at: new Date(0) });
  },
  async down(knex) {
    await knex('privacy_jobs').where({ name: 'backup' }).delete();
  },
};
