import { loadConfig } from '../config';
import { createDb, migrate, unlockMigrations } from '../db/knex';

/**
 * `npm run db:migrate [-- --unlock]`: applies pending migrations to the configured database and
 * exits; `--unlock` first frees a migration lock left behind by a crashed instance.
 */
const config = loadConfig();
const db = createDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolMax: 1,
  busyTimeoutMs: config.dbBusyTimeoutMs,
});
const unlock = process.argv.includes('--unlock');
(unlock ? unlockMigrations(db).then(() => migrate(db)) : migrate(db))
  .then((applied) => {
    process.stdout.write(
      applied.length ? `Applied: ${applied.join(', ')}\n` : 'Already up to date\n',
    );
    return db.destroy();
  })
  .catch(async (error: unknown) => {
    process.stderr.write(
      `Migration failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    await db.destroy();
    process.exit(1);
  });
