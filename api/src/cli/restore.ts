import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import knexFactory from 'knex';
import { loadConfig } from '../config';
import { pgEnvironment, pgToolAvailable } from '../db/pgTools';

/**
 * `npm run db:restore -- <file> [--force]`, with the API stopped.
 *
 * SQLite: checks the backup (an SQLite file of this site that passes `PRAGMA integrity_check`) and
 * installs it as `<DATA_DIR>/site.db`. An existing database is never overwritten without
 * `--force`; with it, the old files are kept beside it as `site.before-restore-<time>.db`.
 * PostgreSQL (DATABASE_URL): `pg_restore` of a `pg_dump -Fc` file into that database, which must
 * be empty unless `--force` (then `--clean --if-exists` replaces what is there).
 */

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function fsyncPath(file: string) {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

async function checkSqliteBackup(file: string) {
  const header = Buffer.alloc(16);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, header, 0, 16, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (header.toString('latin1') !== 'SQLite format 3\0') fail(`${file} is not an SQLite database`);
  const db = knexFactory({
    client: 'sqlite3',
    connection: { filename: file },
    useNullAsDefault: true,
    pool: { min: 1, max: 1 },
  });
  try {
    const check = (await db.raw('PRAGMA integrity_check')) as { integrity_check: string }[];
    const verdict = check.map((r) => r.integrity_check).join('; ');
    if (verdict !== 'ok') fail(`${file} failed its integrity check: ${verdict}`);
    for (const table of ['knex_migrations', 'job_applications', 'resumes', 'news_articles']) {
      if (!(await db.schema.hasTable(table)))
        fail(`${file} is not a backup of this site (no ${table})`);
    }
  } finally {
    await db.destroy();
  }
}

async function restoreSqlite(dataDir: string, file: string, force: boolean) {
  await checkSqliteBackup(file);
  const target = path.join(dataDir, 'site.db');
  const existing = ['', '-wal', '-shm'].filter((suffix) => fs.existsSync(target + suffix));
  if (existing.length && !force) {
    fail(
      `${target} already exists. Stop the server, then run again with --force to replace it ` +
        '(the current files are kept beside it as site.before-restore-<time>.db).',
    );
  }
  fs.mkdirSync(dataDir, { recursive: true });
  // Copy next to the target, flush, then swap in with a rename (atomic on one file system).
  const incoming = path.join(dataDir, `site.restoring-${process.pid}.db`);
  fs.copyFileSync(file, incoming);
  fsyncPath(incoming);
  if (existing.length) {
    // A stale -wal beside the restored file would be replayed into it: move the whole set aside.
    const aside = path.join(dataDir, `site.before-restore-${stamp()}.db`);
    for (const suffix of existing) fs.renameSync(target + suffix, aside + suffix);
    process.stdout.write(`The previous database was kept as ${aside}\n`);
  }
  fs.renameSync(incoming, target);
  fsyncPath(dataDir);
  process.stdout.write(
    `Restored ${file} into ${target}. Start the server (it applies migrations).\n`,
  );
}

function restorePostgres(databaseUrl: string, file: string, force: boolean) {
  if (!pgToolAvailable('pg_restore')) {
    fail(
      'pg_restore is not on PATH (Debian: apt-get install postgresql-client). By hand:\n' +
        `  pg_restore --no-owner --no-privileges --exit-on-error -d "$DATABASE_URL" ${file}`,
    );
  }
  const { env, dbname } = pgEnvironment(databaseUrl);
  const childEnv = { ...process.env, ...env };
  const tables = spawnSync(
    'psql',
    [
      '-XAtq',
      '--dbname',
      dbname,
      '-c',
      "select count(*) from information_schema.tables where table_schema = 'public'",
    ],
    { env: childEnv, encoding: 'utf8' },
  );
  const count = tables.status === 0 ? Number(tables.stdout.trim()) : Number.NaN;
  if (Number.isNaN(count) && !force) {
    fail(
      `Could not check that the database is empty (psql: ${tables.stderr?.trim() ?? 'missing'})`,
    );
  }
  if (count > 0 && !force) {
    fail(
      `The database already has ${count} tables. Restore into a new, empty database ` +
        '(createdb -T template0 <name>), or run again with --force to replace its contents.',
    );
  }
  const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction'];
  if (force) args.push('--clean', '--if-exists');
  const result = spawnSync('pg_restore', [...args, '--dbname', dbname, file], {
    env: childEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0)
    fail(`pg_restore failed (exit ${String(result.status ?? result.signal)})`);
  process.stdout.write(`Restored ${file}. Start the server (it applies migrations).\n`);
}

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const file = args.find((a) => !a.startsWith('--'));
  if (!file)
    fail('Usage: npm run db:restore -- <backup file> [--force]   (with the server stopped)');
  const source = path.resolve(file);
  if (!fs.existsSync(source)) fail(`No such file: ${source}`);
  const config = loadConfig();
  if (config.databaseUrl) restorePostgres(config.databaseUrl, source, force);
  else await restoreSqlite(config.dataDir, source, force);
}

main().catch((error: unknown) =>
  fail(`Restore failed: ${error instanceof Error ? error.message : String(error)}`),
);
