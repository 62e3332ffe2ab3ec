import { loadConfig } from '../config';
import { createDb, migrate } from '../db/knex';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
const config = loadConfig();
const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 1 });
migrate(db)
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
