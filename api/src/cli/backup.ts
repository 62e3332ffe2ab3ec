import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import knexFactory from 'knex';
import { loadConfig } from '../config';
import { createDb } from '../db/knex';
import { pgEnvironment, pgToolAvailable } from './pgTools';

/**
 * `npm run db:backup [-- <file>]`: a consistent copy of the live database, taken while the API runs.
 *
 * SQLite: `VACUUM INTO` writes a transactionally consistent copy of `<DATA_DIR>/site.db` (every
 * table, including the résumé and image bytes, which live in the database), then the copy is
 * checked (`PRAGMA integrity_check`) and flushed to disk. PostgreSQL (DATABASE_URL): runs
 * `pg_dump -Fc` when it is on PATH, else prints the recipe. Default file: `<DATA_DIR>/backups/`.
 */

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function fsyncFile(file: string) {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Writes the SQLite copy and answers what to print; throws when it cannot (the CLI says why and
 * exits 1). Exported for the tests that look inside a backup (nothing of an erased
 * person in a backup made afterwards).
 */
export async function backupSqlite(dataDir: string, target: string): Promise<string> {
  const source = path.join(dataDir, 'site.db');
  if (!fs.existsSync(source))
    throw new Error(`No database at ${source} (set DATA_DIR to the server's folder)`);
  if (fs.existsSync(target)) throw new Error(`${target} already exists; choose another file`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const db = createDb({ databaseUrl: undefined, dataDir, poolMax: 1 });
  try {
    // One read transaction: the copy is the database as of one commit, whatever the API writes.
    await db.raw('VACUUM INTO ?', [target]);
  } finally {
    await db.destroy();
  }
  const copy = knexFactory({
    client: 'sqlite3',
    connection: { filename: target },
    useNullAsDefault: true,
    pool: { min: 1, max: 1 },
  });
  try {
    const check = (await copy.raw('PRAGMA integrity_check')) as { integrity_check: string }[];
    const verdict = check.map((r) => r.integrity_check).join('; ');
    if (verdict !== 'ok') throw new Error(`The copy failed its integrity check: ${verdict}`);
    const counts: string[] = [];
    for (const table of ['job_applications', 'resumes', 'contact_messages', 'investor_requests']) {
      const row = (await copy(table).count({ n: '*' }).first()) as { n: number | string };
      counts.push(`${table} ${Number(row.n)}`);
    }
    for (const table of ['news_articles', 'job_listings', 'media', 'users']) {
      const row = (await copy(table).count({ n: '*' }).first()) as { n: number | string };
      counts.push(`${table} ${Number(row.n)}`);
    }
    fsyncFile(target);
    return (
      `Backup written: ${target} (${fs.statSync(target).size} bytes; integrity ok)\n` +
      `Rows: ${counts.join(', ')}\n` +
      `Restore with the server stopped: npm run db:restore -- ${target}\n`
    );
  } finally {
    await copy.destroy();
  }
}

function backupPostgres(databaseUrl: string, target: string) {
  const recipe = [
    'PostgreSQL backup recipe (custom format, restorable with pg_restore):',
    '  pg_dump -Fc -f site.dump "$DATABASE_URL"',
    'Restore into a new, empty database:',
    '  createdb -T template0 site_restored',
    '  pg_restore --no-owner --no-privileges --exit-on-error -d "postgres://…/site_restored" site.dump',
  ].join('\n');
  if (!pgToolAvailable('pg_dump')) {
    fail(`pg_dump is not on PATH (Debian: apt-get install postgresql-client).\n${recipe}`);
  }
  if (fs.existsSync(target)) fail(`${target} already exists; choose another file`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const { env, dbname } = pgEnvironment(databaseUrl);
  const result = spawnSync('pg_dump', ['-Fc', '-f', target, '--dbname', dbname], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) {
    fs.rmSync(target, { force: true });
    fail(`pg_dump failed (exit ${String(result.status ?? result.signal)})`);
  }
  fsyncFile(target);
  process.stdout.write(
    `Backup written: ${target} (${fs.statSync(target).size} bytes, pg_dump custom format)\n` +
      `Restore into an empty database: DATABASE_URL=… npm run db:restore -- ${target}\n`,
  );
}

async function main() {
  const config = loadConfig();
  const arg = process.argv.slice(2).find((a) => !a.startsWith('--'));
  const backups = path.join(config.dataDir, 'backups');
  if (config.databaseUrl) {
    backupPostgres(
      config.databaseUrl,
      path.resolve(arg ?? path.join(backups, `site-${stamp()}.dump`)),
    );
  } else {
    process.stdout.write(
      await backupSqlite(
        config.dataDir,
        path.resolve(arg ?? path.join(backups, `site-${stamp()}.db`)),
      ),
    );
  }
}

// Run as the command (`npm run db:backup`), not when a test imports backupSqlite.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  main().catch((error: unknown) =>
    fail(`Backup failed: ${error instanceof Error ? error.message : String(error)}`),
  );
