/**
 * Scheduled backups (BACKUP_INTERVAL_HOURS, BACKUP_KEEP): the running server writes a backup
 * every interval into `<DATA_DIR>/backups/` as `site-scheduled-<time>.db` (SQLite) or `.dump`
 * (PostgreSQL, pg_dump -Fc), with the same code as `npm run db:backup` (./backups.ts), and keeps
 * the newest BACKUP_KEEP of them; the command's `site-<time>` files and any other file are never
 * touched.
 *
 * Each instance looks every few minutes (or every interval, if shorter) and a backup is claimed in
 * the database as retention's passes are (compare and set on when the last one ran, repos/jobs.ts),
 * so with several instances on one database one of them takes each backup, and a restart does not
 * move the schedule: the next backup is due an interval after the last one, whoever took it.
 * A failed backup is logged and tried again at the next interval; an instance without pg_dump
 * says so once and leaves the backups to the instances that have it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/knex';
import { pgToolRuns } from '../db/pgTools';
import type { Logger } from '../logger';
import { claimJob } from '../repos/jobs';
import { PARTIAL_SUFFIX, backupDir, backupPostgres, backupSqlite, backupStamp } from './backups';
import { PeriodicJob } from './periodicJob';

/** The name of a scheduled backup begins with this: the schedule prunes only those. */
export const SCHEDULED_PREFIX = 'site-scheduled-';
const SCHEDULED_BACKUP = /^site-scheduled-.+\.(?:db|dump)$/;

/** How often an instance looks whether a backup is due, at most: how late one may be. */
const LOOK_MS = 5 * 60_000;

/**
 * A scheduled backup's partial file untouched this long belongs to a copy that died (a copy being
 * written changes it continuously): removed when the schedule prunes.
 */
const STALE_PARTIAL_MS = 60 * 60_000;

export interface BackupScheduleOptions {
  dataDir: string;
  /** PostgreSQL's URL (pg_dump), or undefined: the SQLite file in dataDir. */
  databaseUrl: string | undefined;
  /** Time between backups (0: off). */
  intervalMs: number;
  /** Scheduled backups kept, the newest. */
  keep: number;
  logger: Logger;
  /** The clock (tests move it). */
  now?: () => Date;
  /** The pg_dump program (tests name one that is not there). */
  pgDump?: string;
}

/** What a pass did: `not_due` when this interval's backup was already taken (here or elsewhere). */
export interface BackupPass {
  outcome: 'written' | 'not_due' | 'no_pg_dump' | 'failed' | 'aborted';
  /** The backup written (or attempted). */
  file?: string;
  /** Scheduled backups (and dead partial files) removed after it. */
  removed: string[];
}

/** How often an instance looks: often enough that a backup is at most this late. */
const lookInterval = (intervalMs: number) => Math.min(Math.max(intervalMs, 1), LOOK_MS);

export class BackupJob extends PeriodicJob<BackupPass> {
  /** Aborted by `stop`: a copy under way is interrupted and its partial file removed. */
  private readonly abort = new AbortController();
  private saidNoPgDump = false;

  constructor(
    private readonly db: Db,
    private readonly options: BackupScheduleOptions,
  ) {
    super({
      intervalMs: lookInterval(options.intervalMs),
      logger: options.logger,
      failure: 'scheduled backup failed: tried again at the next interval',
    });
  }

  get enabled(): boolean {
    return this.options.intervalMs > 0;
  }

  override start(): void {
    if (!this.enabled) return;
    this.options.logger.info('scheduled backups on', {
      intervalHours: this.options.intervalMs / 3_600_000,
      keep: this.options.keep,
      directory: backupDir(this.options.dataDir),
    });
    super.start();
  }

  /** Stops the schedule; a backup under way is aborted (its partial file removed) and awaited. */
  override async stop(): Promise<void> {
    this.abort.abort(new Error('the server is shutting down'));
    await super.stop();
  }

  /** One pass: a backup if one is due and this instance claims it, then the pruning. */
  async run(): Promise<BackupPass> {
    const { databaseUrl, dataDir, logger } = this.options;
    const signal = this.abort.signal;
    if (databaseUrl && !(await pgToolRuns(this.options.pgDump ?? 'pg_dump'))) {
      // Before claiming: an instance that has pg_dump takes this interval's backup instead.
      if (!this.saidNoPgDump)
        logger.error(
          'scheduled backups skipped on this instance: pg_dump is not on PATH ' +
            '(Debian: apt-get install postgresql-client); they start once it is installed',
        );
      this.saidNoPgDump = true;
      return { outcome: 'no_pg_dump', removed: [] };
    }
    if (signal.aborted) return { outcome: 'aborted', removed: [] };
    const now = (this.options.now ?? (() => new Date()))();
    // Due an interval after the last one, less a tenth of a look for timers' and clocks' drift.
    const dueBefore = new Date(
      now.getTime() - this.options.intervalMs + lookInterval(this.options.intervalMs) / 10,
    );
    const claimed = await this.db.transaction((trx) => claimJob(trx, 'backup', now, dueBefore));
    if (!claimed) return { outcome: 'not_due', removed: [] };

    const dir = backupDir(dataDir);
    const file = path.join(
      dir,
      `${SCHEDULED_PREFIX}${backupStamp(now)}.${databaseUrl ? 'dump' : 'db'}`,
    );
    const started = performance.now();
    let bytes: number;
    try {
      ({ bytes } = databaseUrl
        ? await backupPostgres(databaseUrl, file, { signal, command: this.options.pgDump })
        : await backupSqlite(dataDir, file, { signal }));
    } catch (error) {
      if (signal.aborted) {
        logger.info('scheduled backup stopped by the shutdown: nothing kept', { file });
        return { outcome: 'aborted', file, removed: [] };
      }
      logger.error('scheduled backup failed: tried again at the next interval', { file, error });
      return { outcome: 'failed', file, removed: [] };
    }
    logger.info('scheduled backup written', {
      file,
      bytes,
      ms: Math.round(performance.now() - started),
    });
    let removed: string[] = [];
    try {
      removed = await pruneScheduled(dir, this.options.keep, now);
    } catch (error) {
      // The backup itself is fine: only the older ones stay until a later pass removes them.
      logger.error('old scheduled backups could not be removed', { error });
    }
    if (removed.length)
      logger.info('old scheduled backups removed', { removed, keep: this.options.keep });
    return { outcome: 'written', file, removed };
  }
}

/**
 * When the newest scheduled backup of `dir` was written, in seconds since the epoch (0: none yet),
 * read from the files themselves so that it survives a restart and names what is really there.
 */
export async function newestScheduledAt(dir: string): Promise<number> {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  const newest = names
    .filter((name) => SCHEDULED_BACKUP.test(name))
    .sort()
    .at(-1);
  if (!newest) return 0;
  const stat = await fs.promises.stat(path.join(dir, newest)).catch(() => undefined);
  return stat ? stat.mtimeMs / 1000 : 0;
}

/**
 * Removes all but the newest `keep` scheduled backups of `dir` (their names sort as their times),
 * and scheduled partial files no copy has written to for an hour; answers the names removed.
 */
export async function pruneScheduled(dir: string, keep: number, now: Date): Promise<string[]> {
  const names = await fs.promises.readdir(dir);
  const scheduled = names.filter((name) => SCHEDULED_BACKUP.test(name)).sort();
  const removed = scheduled.slice(0, Math.max(0, scheduled.length - keep));
  for (const name of names) {
    if (!name.startsWith(SCHEDULED_PREFIX) || !name.endsWith(PARTIAL_SUFFIX)) continue;
    const stat = await fs.promises.stat(path.join(dir, name)).catch(() => undefined);
    if (stat && now.getTime() - stat.mtimeMs > STALE_PARTIAL_MS) removed.push(name);
  }
  for (const name of removed) await fs.promises.rm(path.join(dir, name), { force: true });
  return removed;
}
