import type { Db } from '../db/knex';
import type { Config } from '../config';
import { createLimiter, isLimiterRejection, tooManyRequests } from '../http/limiter';

/**
 * Login throttling: failures are counted per client address (any account) and per
 * account-and-address; at the limit, further attempts answer 429 with Retry-After until the
 * window passes. Keys do not depend on the URL's spelling, so case or a trailing slash change nothing.
 */
export class LoginThrottle {
  private readonly byIp;
  private readonly byAccount;

  constructor(
    db: Db,
    private readonly config: Config['login'],
  ) {
    const options = { points: config.maxFailures, durationSeconds: config.windowSeconds };
    this.byIp = createLimiter(db, { keyPrefix: 'login_ip', ...options });
    this.byAccount = createLimiter(db, { keyPrefix: 'login_account', ...options });
  }

  private accountKey(ip: string, email: string) {
    return `${email.trim().toLowerCase()}|${ip}`;
  }

  /**
   * Counts an attempt before the password is checked (atomically, so a burst of parallel guesses
   * cannot slip past the limit); throws 429 once this address or this account has used up the window.
   */
  async attempt(ip: string, email: string): Promise<void> {
    const results = await Promise.allSettled([
      this.byIp.consume(ip),
      this.byAccount.consume(this.accountKey(ip, email)),
    ]);
    for (const result of results) {
      if (result.status === 'rejected') {
        if (isLimiterRejection(result.reason)) {
          throw tooManyRequests(
            result.reason.msBeforeNext,
            'Too many sign-in attempts. Please wait and try again.',
          );
        }
        throw result.reason;
      }
    }
  }

  /** A successful sign-in gives back the attempt it used and clears the account's failures. */
  async succeed(ip: string, email: string): Promise<void> {
    await Promise.all([this.byIp.reward(ip, 1), this.byAccount.delete(this.accountKey(ip, email))]);
  }
}
