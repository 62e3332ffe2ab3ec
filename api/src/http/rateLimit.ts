import type { Middleware } from 'koa';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/knex';
import type { AppState } from '../deps';
import { createLimiter, isLimiterRejection, tooManyRequests } from './limiter';

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
  res: RateLimiterRes,
) {
  ctx.set('RateLimit-Limit', String(rule.points));
  ctx.set('RateLimit-Remaining', String(Math.max(0, res.remainingPoints)));
  ctx.set('RateLimit-Reset', String(Math.max(0, Math.ceil(res.msBeforeNext / 1000))));
}

/**
 * A per-client limit on one route, counted in the database (so it holds across instances), with
 * the `RateLimit-*` headers on every answer and 429 + `Retry-After` past the limit.
 */
export function rateLimit(db: Db, rule: RateLimitRule, enabled: boolean): Middleware<AppState> {
  if (!enabled) return (_ctx, next) => next();
  const limiter: RateLimiterAbstract = createLimiter(db, {
    keyPrefix: `rl_${rule.name}`,
    points: rule.points,
    durationSeconds: rule.durationSeconds,
  });
  return async (ctx, next) => {
    const key = rule.key === 'user' ? `user:${ctx.state.session?.user.id ?? ctx.ip}` : ctx.ip;
    try {
      setHeaders(ctx, rule, await limiter.consume(key));
    } catch (rejection) {
      if (!isLimiterRejection(rejection)) throw rejection;
      throw tooManyRequests(rejection.msBeforeNext, undefined, {
        'RateLimit-Limit': String(rule.points),
        'RateLimit-Remaining': '0',
        'RateLimit-Reset': String(Math.ceil(rejection.msBeforeNext / 1000)),
      });
    }
    await next();
  };
}
