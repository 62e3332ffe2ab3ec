import {
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { type Db, isPostgres } from '../db/knex';
import { HttpError } from './errors';

export interface LimiterOptions {
  /** Namespace of the keys of this limiter. */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/** A counter shared by every API instance (kept in the database's `rate_limits` table). */
export function createLimiter(db: Db, options: LimiterOptions): RateLimiterAbstract {
  const common = {
    storeClient: db,
    storeType: 'knex',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
    clearExpiredByTimeout: false,
  };
  return isPostgres(db) ? new RateLimiterPostgres(common) : new RateLimiterSQLite(common);
}

/** The 429 answer, with how long to wait. */
export function tooManyRequests(
  msBeforeNext: number,
  message = 'Too many requests. Please wait and try again.',
  headers: Record<string, string> = {},
): HttpError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new HttpError(429, 'too_many_requests', message, undefined, {
    ...headers,
    'Retry-After': String(seconds),
  });
}

export function isLimiterRejection(value: unknown): value is RateLimiterRes {
  return value instanceof RateLimiterRes;
}
