import type { Db } from '../db/knex';

export interface LimiterOptions {
  /** Namespace of the keys of this limiter. */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/** A counter's state after a consume. */
export interface LimiterState {
  consumedPoints: number;
  remainingPoints: number;
  /** Milliseconds until the window ends and the counter starts again. */
  msBeforeNext: number;
  /** Whether this consume went past the limit. */
  limited: boolean;
}

/**
 * A fixed-window counter kept in the database's `rate_limits` table, so every API instance shares
 * it. Each consume is ONE atomic upsert through Knex's ordinary query path (SQLite and PostgreSQL
 * both support INSERT … ON CONFLICT … RETURNING): bursts cannot race past the limit, and no pooled
 * connection is ever held across statements. (rate-limiter-flexible's Knex path for SQLite was
 * replaced: it hands the connection back to the pool before its savepoint transaction ends, which
 * broke the next transaction under concurrent requests.)
 */
export class DbLimiter {
  constructor(
    private readonly db: Db,
    private readonly options: LimiterOptions,
  ) {}

  private key(key: string) {
    return `${this.options.keyPrefix}:${key}`.slice(0, 255);
  }

  /** Counts `points` against `key` and says whether the limit is now exceeded. */
  async consume(key: string, points = 1): Promise<LimiterState> {
    const now = Date.now();
    const expire = now + this.options.durationSeconds * 1000;
    const result = await this.db.raw(
      `INSERT INTO rate_limits (key, points, expire) VALUES (?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET
         points = CASE WHEN rate_limits.expire > ? THEN rate_limits.points + excluded.points ELSE excluded.points END,
         expire = CASE WHEN rate_limits.expire > ? THEN rate_limits.expire ELSE excluded.expire END
       RETURNING points, expire`,
      [this.key(key), points, expire, now, now],
    );
    // SQLite answers an array of rows; PostgreSQL a result with `rows`.
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      points: number | string;
      expire: number | string;
    }[];
    const row = rows[0];
    const consumed = Number(row?.points ?? points);
    return {
      consumedPoints: consumed,
      remainingPoints: Math.max(0, this.options.points - consumed),
      msBeforeNext: Math.max(0, Number(row?.expire ?? expire) - now),
      limited: consumed > this.options.points,
    };
  }

  /** Gives back points (never below zero). */
  async reward(key: string, points = 1): Promise<void> {
    await this.db('rate_limits')
      .where({ key: this.key(key) })
      .update({
        points: this.db.raw('CASE WHEN points > ? THEN points - ? ELSE 0 END', [points, points]),
      });
  }

  /** Forgets a key. */
  async delete(key: string): Promise<void> {
    await this.db('rate_limits')
      .where({ key: this.key(key) })
      .delete();
  }

  /** The points counted against `key` in its running window (0 when none runs). */
  async peek(key: string): Promise<number> {
    const row = (await this.db('rate_limits')
      .where({ key: this.key(key) })
      .where('expire', '>', Date.now())
      .first('points')) as { points: number | string } | undefined;
    return Number(row?.points ?? 0);
  }

  /** Milliseconds until `key`'s window ends, or 0 when it has none running. */
  async msLeft(key: string): Promise<number> {
    const row = (await this.db('rate_limits')
      .where({ key: this.key(key) })
      .first('expire')) as { expire: number | string } | undefined;
    return Math.max(0, Number(row?.expire ?? 0) - Date.now());
  }

  /** Starts (or restarts) `key`'s window to end in `ms`, whatever it was. */
  async hold(key: string, ms: number): Promise<void> {
    const expire = Date.now() + ms;
    await this.db.raw(
      `INSERT INTO rate_limits (key, points, expire) VALUES (?, 1, ?)
       ON CONFLICT (key) DO UPDATE SET points = 1, expire = excluded.expire`,
      [this.key(key), expire],
    );
  }

  /**
   * Starts `key`'s window to end in `ms` only if none is running, in ONE atomic statement (so of
   * a burst, one claims it); whether this call did.
   */
  async claim(key: string, ms: number): Promise<boolean> {
    const now = Date.now();
    const result = await this.db.raw(
      `INSERT INTO rate_limits (key, points, expire) VALUES (?, 1, ?)
       ON CONFLICT (key) DO UPDATE SET points = 1, expire = excluded.expire
       WHERE rate_limits.expire <= ?
       RETURNING expire`,
      [this.key(key), now + ms, now],
    );
    const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    return rows.length > 0;
  }
}

/** Removes counters whose window ended (run now and then). */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db('rate_limits').where('expire', '<', Date.now()).delete();
}
