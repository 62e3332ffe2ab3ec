import type { Db } from '../db/knex';
import { migrationSource } from '../db/migrations';

/** Answers when the database runs a query (any row will do). */
export async function databaseAnswers(db: Db): Promise<void> {
  await db.raw('select 1');
}

/**
 * The migrations of this release the database has not run yet. One that another instance's newer
 * release has run and this one does not know is not counted: it is that release's concern.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const [, pending] = (await db.migrate.list({ migrationSource })) as [unknown, string[]];
  return pending.map((migration) => migrationSource.getMigrationName(migration));
}
