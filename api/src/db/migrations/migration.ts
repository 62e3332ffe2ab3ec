import type { Knex } from 'knex';

/** One step of the schema (see ../migrations.ts): never edited once applied. */
export interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}
