/**
 * The background jobs that run once across instances at most once per interval (retention,
 * scheduled backups): a row per job in `privacy_jobs` (named for the first of them) with when its
 * last pass ran.
 */
import type { Db } from '../db/knex';
import { toNumber } from '../db/values';

/** The jobs' rows (each added by a migration). */
export type ClaimedJob = 'retention' | 'backup';

/**
 * Claims a pass of `job` (compare and set on when the last one ran): true for the one caller
 * whose update found it last run at or before `dueBefore`. Call it in a transaction: on
 * PostgreSQL a second instance's update waits for the first's commit and then finds the row
 * changed; on SQLite the transaction already holds the write lock.
 */
export async function claimJob(
  db: Db,
  job: ClaimedJob,
  now: Date,
  dueBefore: Date,
): Promise<boolean> {
  const changed = await db('privacy_jobs')
    .where({ name: job })
    .andWhere('ran_at', '<=', dueBefore)
    .update({ ran_at: now });
  return toNumber(changed) === 1;
}
