import path from 'node:path';
import { loadConfig } from '../config';
import { pgToolAvailable } from '../db/pgTools';
import { backupDir, backupPostgres, backupSqlite, backupStamp } from '../services/backups';

/**
 * `npm run db:backup [-- <file>]`: a consistent copy of the live database, taken while the API
 * runs (services/backups.ts, which the scheduled backups share). SQLite: `VACUUM INTO`, checked
 * and flushed to disk. PostgreSQL (DATABASE_URL): `pg_dump -Fc` when it is on PATH, else prints
 * the recipe. Default file: `<DATA_DIR>/backups/site-<time>.db` (or `.dump`).
 */

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const POSTGRES_RECIPE = [
  'PostgreSQL backup recipe (custom format, restorable with pg_restore):',
  '  pg_dump -Fc -f site.dump "$DATABASE_URL"',
  'Restore into a new, empty database:',
  '  createdb -T template0 site_restored',
  '  pg_restore --no-owner --no-privileges --exit-on-error -d "postgres://…/site_restored" site.dump',
].join('\n');

async function main() {
  const config = loadConfig();
  const arg = process.argv.slice(2).find((a) => !a.startsWith('--'));
  const backups = backupDir(config.dataDir);
  if (config.databaseUrl) {
    if (!pgToolAvailable('pg_dump'))
      fail(
        `pg_dump is not on PATH (Debian: apt-get install postgresql-client).\n${POSTGRES_RECIPE}`,
      );
    const target = path.resolve(arg ?? path.join(backups, `site-${backupStamp()}.dump`));
    const { file, bytes } = await backupPostgres(config.databaseUrl, target, { stderr: 'inherit' });
    process.stdout.write(
      `Backup written: ${file} (${bytes} bytes, pg_dump custom format)\n` +
        `Restore into an empty database: DATABASE_URL=… npm run db:restore -- ${file}\n`,
    );
  } else {
    const target = path.resolve(arg ?? path.join(backups, `site-${backupStamp()}.db`));
    const { file, bytes, counts } = await backupSqlite(config.dataDir, target);
    const rows = Object.entries(counts).map(([table, n]) => `${table} ${n}`);
    process.stdout.write(
      `Backup written: ${file} (${bytes} bytes; integrity ok)\n` +
        `Rows: ${rows.join(', ')}\n` +
        `Restore with the server stopped: npm run db:restore -- ${file}\n`,
    );
  }
}

main().catch((error: unknown) =>
  fail(`Backup failed: ${error instanceof Error ? error.message : String(error)}`),
);
