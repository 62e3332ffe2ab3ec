import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pgToolsMissing, runCli } from './backupKit';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createPostgresDatabase, json } from './helpers';
import { PG_TEMPLATE_ENV, copySqliteTemplate } from './templateDatabase';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db/knex';
import { createLogger } from '../src/logger';
import { type RunningServer, startServer } from '../src/server';
import { BackupJob, SCHEDULED_PREFIX } from '../src/services/backupSchedule';
import { backupDir, backupPostgres, backupSqlite, backupStamp } from '../src/services/backups';

/**
 * Scheduled backups (BACKUP_INTERVAL_HOURS, BACKUP_KEEP) on the real server: a backup appears
 * and restores with the existing restore command; the oldest scheduled ones go, a hand-made one
 * stays; two instances on one database take one backup per interval. The interval is set in
 * milliseconds on the config (hours are too long for a test); every wait polls with a deadline.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
/** On PostgreSQL the backups are pg_dump's: without it (and pg_restore, psql) nothing to check. */
const cannotBackUp = !!adminUrl && pgToolsMissing.length > 0;

interface Database {
  dataDir: string;
  databaseUrl: string | undefined;
}

interface Instance {
  server: RunningServer;
  /** The log lines the server wrote, parsed. */
  lines: { message: string; file?: string; level: string }[];
}

const METRICS_TOKEN = 'backup-schedule-metrics-token';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A database of the run's migrated template (its own DATA_DIR; on PostgreSQL, its own database). */
async function newDatabase(): Promise<Database> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-backup-schedule-'));
  const pg = adminUrl
    ? await createPostgresDatabase(adminUrl, 'vb_test', process.env[PG_TEMPLATE_ENV])
    : undefined;
  if (!pg) copySqliteTemplate(dataDir);
  cleanups.push(async () => {
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { dataDir, databaseUrl: pg?.url };
}

/** Starts a server on `db` with backups every `intervalMs`, keeping `keep`; stopped after the test. */
async function launch(db: Database, backups: { intervalMs: number; keep: number }) {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: db.dataDir,
    SEED_DEMO: '0',
    SEED_SITE_CONTENT: '0',
    SERVE_STATIC: '0',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'info',
    METRICS_TOKEN,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
  });
  config.backups = backups;
  const lines: Instance['lines'] = [];
  const server = await startServer(config, { logSink: (line) => lines.push(JSON.parse(line)) });
  cleanups.push(() => server.close());
  return { server, lines } satisfies Instance;
}

/** Polls `check` until it answers something, or fails after `timeoutMs` naming `what`. */
async function until<T>(what: string, check: () => T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The scheduled backups an instance wrote, oldest first. */
const written = (instance: Instance) =>
  instance.lines.filter((l) => l.message === 'scheduled backup written').map((l) => l.file ?? '');

/** The time a scheduled backup was claimed at, from its name. */
function claimedAt(file: string): number {
  const stamp = path
    .basename(file)
    .slice(SCHEDULED_PREFIX.length)
    .replace(/\.(db|dump)$/, '');
  return Date.parse(stamp.replace(/T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z$/, 'T$1:$2:$3.$4Z'));
}

const scheduledIn = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(SCHEDULED_PREFIX))
    .sort();

describe.skipIf(cannotBackUp)('scheduled backups', { timeout: 120_000 }, () => {
  it('writes a backup every interval that the restore command installs, data included', async () => {
    const db = await newDatabase();
    const live = await launch(db, { intervalMs: 400, keep: 10 });
    const name = `Scheduled ${Date.now()}`;
    const sent = await fetch(
      `${live.server.url}/api/contact`,
      json('POST', { name, email: 's@example.com', subject: 'Kept', message: 'In the backup' }),
    );
    expect(sent.status, await sent.clone().text()).toBe(201);
    const after = Date.now();
    // A backup claimed after the message was stored holds it.
    const file = await until('a scheduled backup taken after the write', () =>
      written(live).find((f) => claimedAt(f) >= after),
    );
    // An operator's alert reads when the newest one was written.
    const scraped = await fetch(`${live.server.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const newest = /^backup_newest_scheduled_timestamp_seconds (\S+)$/m.exec(await scraped.text());
    expect(Number(newest?.[1])).toBeGreaterThanOrEqual(after / 1000 - 1);
    expect(Number(newest?.[1])).toBeLessThanOrEqual(Date.now() / 1000 + 1);
    await live.server.close();
    expect(path.dirname(file)).toBe(backupDir(db.dataDir));
    expect(live.lines.filter((l) => l.level === 'error')).toEqual([]);
    const header = fs.readFileSync(file).subarray(0, 16).toString('latin1');
    expect(header).toMatch(db.databaseUrl ? /^PGDMP/ : /^SQLite format 3\0/);

    const restoreDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-backup-restored-'));
    const fresh = adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
    cleanups.push(async () => {
      await fresh?.drop();
      fs.rmSync(restoreDir, { recursive: true, force: true });
    });
    const restore = await runCli('restore', [file], {
      DATA_DIR: restoreDir,
      ...(fresh ? { DATABASE_URL: fresh.url } : {}),
    });
    expect(restore.code, restore.stderr).toBe(0);
    const restored = createDb({ databaseUrl: fresh?.url, dataDir: restoreDir, poolMax: 1 });
    try {
      const rows = await restored('contact_messages').where({ name }).select('subject');
      expect(rows).toEqual([{ subject: 'Kept' }]);
    } finally {
      await restored.destroy();
    }
  });

  it('keeps the newest BACKUP_KEEP scheduled backups and never touches a hand-made one', async () => {
    const db = await newDatabase();
    const dir = backupDir(db.dataDir);
    // Made by hand before the schedule began: older than any scheduled backup.
    const handMade = path.join(dir, `site-${backupStamp()}.${db.databaseUrl ? 'dump' : 'db'}`);
    if (db.databaseUrl) await backupPostgres(db.databaseUrl, handMade);
    else await backupSqlite(db.dataDir, handMade);
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'the operator’s own file');

    const live = await launch(db, { intervalMs: 300, keep: 2 });
    await until('four scheduled backups', () => (written(live).length >= 4 ? true : undefined));
    // Stopped: a pass under way finishes (pruning included) or leaves nothing.
    await live.server.close();

    const all = written(live);
    expect(scheduledIn(dir)).toEqual(all.slice(-2).map((f) => path.basename(f)));
    expect(fs.existsSync(handMade)).toBe(true);
    expect(fs.existsSync(path.join(dir, 'notes.txt'))).toBe(true);
    const removed = live.lines
      .filter((l) => l.message === 'old scheduled backups removed')
      .flatMap((l) => (l as unknown as { removed: string[] }).removed);
    expect(removed.sort()).toEqual(all.slice(0, -2).map((f) => path.basename(f)));
    expect(live.lines.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('takes one backup per interval with two instances on one database, not two', async () => {
    const db = await newDatabase();
    const intervalMs = 400;
    const first = await launch(db, { intervalMs, keep: 100 });
    const second = await launch(db, { intervalMs, keep: 100 });
    await until('five scheduled backups between the two', () =>
      written(first).length + written(second).length >= 5 ? true : undefined,
    );
    await Promise.all([first.server.close(), second.server.close()]);

    const times = [...written(first), ...written(second)].map(claimedAt).sort((a, b) => a - b);
    // Each claimed at least an interval (less the tolerance for drift) after the one before.
    for (let i = 1; i < times.length; i++)
      expect(times[i]! - times[i - 1]!, `backup ${i}`).toBeGreaterThanOrEqual(intervalMs * 0.9);
    expect(new Set(times).size).toBe(times.length);
    expect(scheduledIn(backupDir(db.dataDir))).toHaveLength(times.length);
    expect([...first.lines, ...second.lines].filter((l) => l.level === 'error')).toEqual([]);
  });

  it('lets one of two instances asking at the same moment take the backup', async () => {
    const db = await newDatabase();
    const first = await launch(db, { intervalMs: 0, keep: 7 });
    const second = await launch(db, { intervalMs: 0, keep: 7 });
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    const job = (server: RunningServer) =>
      new BackupJob(server.deps.db, { ...db, intervalMs: 3_600_000, keep: 7, logger });
    const passes = await Promise.all([job(first.server).run(), job(second.server).run()]);
    expect(passes.map((p) => p.outcome).sort()).toEqual(['not_due', 'written']);
    expect(scheduledIn(backupDir(db.dataDir))).toHaveLength(1);
    // Due again only an interval later.
    expect((await job(first.server).run()).outcome).toBe('not_due');
  });
});

describe.skipIf(!adminUrl)('scheduled backups without pg_dump', () => {
  it('says so once, takes no backup and leaves the interval to an instance that has it', async () => {
    const db = await newDatabase();
    const live = await launch(db, { intervalMs: 0, keep: 7 });
    const lines: { level: string; message: string }[] = [];
    const job = new BackupJob(live.server.deps.db, {
      ...db,
      intervalMs: 3_600_000,
      keep: 7,
      logger: createLogger('info', (line) => lines.push(JSON.parse(line))),
      pgDump: 'vb-no-such-pg_dump',
    });
    expect((await job.run()).outcome).toBe('no_pg_dump');
    expect((await job.run()).outcome).toBe('no_pg_dump');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        message: expect.stringMatching(/pg_dump is not on PATH/),
      }),
    ]);
    expect(fs.existsSync(backupDir(db.dataDir))).toBe(false);
    const lease = await live.server.deps.db('privacy_jobs').where({ name: 'backup' }).first();
    expect(new Date(lease.ran_at).getTime()).toBe(0);
  });
});

describe.skipIf(!adminUrl || pgToolsMissing.length > 0)('a failing pg_dump', () => {
  it('is logged without the password, and the server goes on', async () => {
    const db = await newDatabase();
    const live = await launch(db, { intervalMs: 0, keep: 7 });
    const lines: string[] = [];
    const password = 'Sekr1t-backup-password';
    // Nothing listens on port 1: pg_dump fails to connect, with the address in its message.
    const databaseUrl = `postgres://backup_user:${password}@127.0.0.1:1/site`;
    const job = new BackupJob(live.server.deps.db, {
      dataDir: db.dataDir,
      databaseUrl,
      intervalMs: 3_600_000,
      keep: 7,
      logger: createLogger('info', (line) => lines.push(line)),
    });
    expect((await job.run()).outcome).toBe('failed');
    const failure = lines.map((line) => JSON.parse(line)).find((l) => l.level === 'error');
    expect(failure?.message).toMatch(/scheduled backup failed/);
    expect(failure?.error?.message).toMatch(/pg_dump failed/);
    expect(lines.join('\n')).not.toContain(password);
    expect(fs.readdirSync(backupDir(db.dataDir))).toEqual([]);
    expect((await fetch(`${live.server.url}/api/news`)).status).toBe(200);
  });
});

describe.skipIf(!!adminUrl)('a failed scheduled backup', () => {
  it('is logged and tried again at the next interval', async () => {
    const db = await newDatabase();
    const live = await launch(db, { intervalMs: 0, keep: 7 });
    const lines: { level: string; message: string; error?: { message: string } }[] = [];
    let now = Date.now();
    const intervalMs = 60_000;
    const job = new BackupJob(live.server.deps.db, {
      ...db,
      intervalMs,
      keep: 7,
      logger: createLogger('info', (line) => lines.push(JSON.parse(line))),
      now: () => new Date(now),
    });
    // The backups folder cannot be made: a file has its name.
    const dir = backupDir(db.dataDir);
    fs.writeFileSync(dir, 'in the way');
    expect((await job.run()).outcome).toBe('failed');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        message: expect.stringMatching(/scheduled backup failed/),
      }),
    ]);
    fs.rmSync(dir);
    // Not again within the interval; at the next one, it is.
    now += intervalMs / 2;
    expect((await job.run()).outcome).toBe('not_due');
    now += intervalMs / 2;
    expect((await job.run()).outcome).toBe('written');
    expect(scheduledIn(dir)).toHaveLength(1);
  });
});

describe.skipIf(cannotBackUp)('a scheduled backup at shutdown', { timeout: 120_000 }, () => {
  it('is stopped and leaves no file behind', async () => {
    const db = await newDatabase();
    const live = await launch(db, { intervalMs: 0, keep: 7 });
    // Tens of MB of random bytes: the copy is still under way when the shutdown comes.
    const knex = live.server.deps.db;
    if (db.databaseUrl) {
      await knex.raw('CREATE TABLE filler (bytes bytea)');
      await knex.raw(
        "INSERT INTO filler SELECT convert_to(string_agg(md5(random()::text), ''), 'UTF8') " +
          'FROM generate_series(1, 32 * 32768) AS g GROUP BY g % 32',
      );
    } else {
      await knex.raw('CREATE TABLE filler (bytes BLOB)');
      await knex.transaction(async (trx) => {
        for (let i = 0; i < 96; i++)
          await trx.raw('INSERT INTO filler VALUES (randomblob(1048576))');
      });
    }
    const lines: { level: string; message: string }[] = [];
    const job = new BackupJob(live.server.deps.db, {
      ...db,
      intervalMs: 3_600_000,
      keep: 7,
      logger: createLogger('info', (line) => lines.push(JSON.parse(line))),
    });
    const dir = backupDir(db.dataDir);
    fs.mkdirSync(dir, { recursive: true });
    const copying = new Promise<void>((resolve) => {
      const watcher = fs.watch(dir, (_, name) => {
        if (name?.endsWith('.partial')) {
          watcher.close();
          resolve();
        }
      });
    });
    const pass = job.run();
    await copying;
    await job.stop();
    expect((await pass).outcome).toBe('aborted');
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
  });
});
