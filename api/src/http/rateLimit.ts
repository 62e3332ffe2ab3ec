import type { Middleware } from 'koa';
import type { Db } from '../db/knex';
import type { Actor } from '../domain/actor';
import { DbLimiter, type LimiterState } from '../repos/limits';
import { HttpError, retryAfter } from './errors';

export interface RateLimitRule {
  name: string;
  points: number;
  durationSeconds: number;
  /** What is counted: the client address by default. */
  key?: 'ip' | 'user';
}

function setHeaders(
  ctx: { set(k: string, v: string): void },
  rule: RateLimitRule,
  res: LimiterState,
) {
  ctx.set('RateLimit-Limit', String(rule.points));
  ctx.set('RateLimit-Remaining', String(Math.max(0, res.remainingPoints)));
  ctx.set('RateLimit-Reset', String(Math.max(0, Math.ceil(res.msBeforeNext / 1000))));
}

/**
 * A per-client limit on one route, counted in the database (so it holds across instances), with
 * the `RateLimit-*` headers on every answer and 429 + `Retry-After` past the limit.
 */
export function rateLimit(
  db: Db,
  rule: RateLimitRule,
  enabled: boolean,
): Middleware<{ actor?: Actor }> {
  if (!enabled) return (_ctx, next) => next();
  const limiter = new DbLimiter(db, {
    keyPrefix: `rl_${rule.name}`,
    points: rule.points,
    durationSeconds: rule.durationSeconds,
  });
  return async (ctx, next) => {
    const key = rule.key === 'user' ? `user:${ctx.state.actor?.user.id ?? ctx.ip}` : ctx.ip;
    const state = await limiter.consume(key);
    if (state.limited) {
      throw new HttpError(
        429,
        'too_many_requests',
        'Too many requests. Please wait and try again.',
        undefined,
        {
          'RateLimit-Limit': String(rule.points),
          'RateLimit-Remaining': '0',
          'RateLimit-Reset': String(Math.ceil(state.msBeforeNext / 1000)),
          'Retry-After': retryAfter(state.msBeforeNext),
        },
      );
    }
    setHeaders(ctx, rule, state);
    await next();
  };
}
