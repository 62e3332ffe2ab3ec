/**
 * A consistent copy of the live database, taken while the API runs: what `npm run db:backup`
 * (cli/backup.ts) and the scheduled backups (./backupSchedule.ts) both write, so a scheduled
 * copy is exactly what the command makes.
 *
 * SQLite: `VACUUM INTO` writes a transactionally consistent copy of `<DATA_DIR>/site.db` (every
 * table, including the résumé and image bytes, which live in the database), then the copy is
 * checked (`PRAGMA integrity_check`). PostgreSQL: `pg_dump -Fc`. Either is written as
 * `<file>.partial`, flushed to disk and only then renamed to its name, so a file named like a
 * backup is always a whole, checked one: a crash, a kill or a shutdown mid-copy leaves a
 * `.partial` at most.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import knexFactory from 'knex';
import { createDb } from '../db/knex';
import { pgEnvironment, withoutPassword } from '../db/pgTools';

/** What a backup is called while it is being written. */
export const PARTIAL_SUFFIX = '.partial';

/** The tables whose rows a SQLite backup counts (the command prints them as a sanity check). */
const COUNTED_TABLES = [
  'job_applications',
  'resumes',
  'contact_messages',
  'investor_requests',
  'news_articles',
  'job_listings',
  'media',
  'users',
];

/** Where backups go unless told otherwise. */
export const backupDir = (dataDir: string) => path.join(dataDir, 'backups');

/** A file name's time stamp: sorts as the times do, and is valid on every file system. */
export const backupStamp = (at: Date = new Date()) => at.toISOString().replace(/[:.]/g, '-');

export interface BackupOptions {
  /** Aborts the copy (shutdown): the partial file is removed and the promise rejects. */
  signal?: AbortSignal;
}

export interface SqliteBackup {
  file: string;
  bytes: number;
  /** Rows of the main tables in the copy. */
  counts: Record<string, number>;
}

export interface PostgresBackup {
  file: string;
  bytes: number;
}

export interface PostgresBackupOptions extends BackupOptions {
  /** `inherit`: pg_dump's messages go to this process's stderr (the command); else to the error. */
  stderr?: 'inherit' | 'capture';
  /** The program (tests name one that is not there). */
  command?: string;
}

async function fsyncPath(file: string): Promise<void> {
  const handle = await fs.promises.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Checks that `target` is free and answers the partial file to write first. */
function partialFor(target: string): string {
  if (fs.existsSync(target)) throw new Error(`${target} already exists; choose another file`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = target + PARTIAL_SUFFIX;
  // Left by an earlier attempt at this very name that did not finish.
  fs.rmSync(partial, { force: true });
  return partial;
}

/** Flushes the complete copy, gives it its name, and flushes the directory entry. */
async function install(partial: string, target: string): Promise<number> {
  await fsyncPath(partial);
  await fs.promises.rename(partial, target);
  await fsyncPath(path.dirname(target));
  return (await fs.promises.stat(target)).size;
}

/**
 * Runs `write` into the partial file of `target`, then installs it; removes the partial when it
 * fails or `signal` aborts.
 */
async function writeThenInstall<T>(
  target: string,
  signal: AbortSignal | undefined,
  write: (partial: string) => Promise<T>,
): Promise<T & { file: string; bytes: number }> {
  signal?.throwIfAborted();
  const partial = partialFor(target);
  try {
    const result = await write(partial);
    // Aborted while the copy was checked: not installed either.
    signal?.throwIfAborted();
    return { ...result, file: target, bytes: await install(partial, target) };
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
}

/** `VACUUM INTO` on a connection of its own, interrupted when `signal` aborts. */
async function vacuumInto(dataDir: string, file: string, signal: AbortSignal | undefined) {
  // Not the server's writer: the copy is a read, and WAL lets the API go on writing meanwhile.
  const db = createDb({ databaseUrl: undefined, dataDir, poolMax: 1 });
  try {
    const conn = (await db.client.acquireConnection()) as { interrupt(): void };
    const interrupt = () => conn.interrupt();
    signal?.addEventListener('abort', interrupt, { once: true });
    try {
      // One read transaction: the copy is the database as of one commit, whatever the API writes.
      await db.raw('VACUUM INTO ?', [file]).connection(conn);
    } catch (error) {
      signal?.throwIfAborted();
      throw error;
    } finally {
      signal?.removeEventListener('abort', interrupt);
      await db.client.releaseConnection(conn);
    }
  } finally {
    await db.destroy();
  }
}

/** Checks the copy's integrity and counts its main tables' rows. */
async function checkSqliteCopy(file: string): Promise<Record<string, number>> {
  const copy = knexFactory({
    client: 'sqlite3',
    connection: { filename: file },
    useNullAsDefault: true,
    pool: { min: 1, max: 1 },
  });
  try {
    const check = (await copy.raw('PRAGMA integrity_check')) as { integrity_check: string }[];
    const verdict = check.map((r) => r.integrity_check).join('; ');
    if (verdict !== 'ok') throw new Error(`The copy failed its integrity check: ${verdict}`);
    const counts: Record<string, number> = {};
    for (const table of COUNTED_TABLES) {
      const row = (await copy(table).count({ n: '*' }).first()) as { n: number | string };
      counts[table] = Number(row.n);
    }
    return counts;
  } finally {
    await copy.destroy();
  }
}

/** Writes a checked copy of `<dataDir>/site.db` to `target`; throws, saying why, when it cannot. */
export async function backupSqlite(
  dataDir: string,
  target: string,
  options: BackupOptions = {},
): Promise<SqliteBackup> {
  const source = path.join(dataDir, 'site.db');
  if (!fs.existsSync(source))
    throw new Error(`No database at ${source} (set DATA_DIR to the server's folder)`);
  return writeThenInstall(target, options.signal, async (partial) => {
    await vacuumInto(dataDir, partial, options.signal);
    return { counts: await checkSqliteCopy(partial) };
  });
}

/** Runs pg_dump; rejects with its exit status and (captured) messages, the password masked. */
function runPgDump(
  databaseUrl: string,
  file: string,
  options: PostgresBackupOptions,
): Promise<void> {
  const { env, dbname } = pgEnvironment(databaseUrl);
  const command = options.command ?? 'pg_dump';
  const inherit = options.stderr === 'inherit';
  return new Promise((resolve, reject) => {
    const child = spawn(command, ['-Fc', '-f', file, '--dbname', dbname], {
      env: { ...process.env, ...env },
      stdio: ['ignore', inherit ? 'inherit' : 'ignore', inherit ? 'inherit' : 'pipe'],
      ...(options.signal ? { signal: options.signal } : {}),
    });
    let messages = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      messages = (messages + chunk.toString()).slice(-2000);
    });
    child.once('error', (error) => {
      if (options.signal?.aborted) reject(options.signal.reason);
      else reject(new Error(`${command} could not run: ${error.message}`));
    });
    child.once('close', (code, signal) => {
      if (code === 0) return resolve();
      const said = withoutPassword(messages.trim(), databaseUrl);
      reject(
        new Error(`${command} failed (exit ${String(code ?? signal)})${said ? `: ${said}` : ''}`),
      );
    });
  });
}

/** Writes `pg_dump -Fc` of the database to `target` (restorable with pg_restore). */
export async function backupPostgres(
  databaseUrl: string,
  target: string,
  options: PostgresBackupOptions = {},
): Promise<PostgresBackup> {
  return writeThenInstall(target, options.signal, async (partial) => {
    await runPgDump(databaseUrl, partial, options);
    return {};
  });
}
