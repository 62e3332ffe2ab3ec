import type { Config } from '../config';
import type { Db } from '../db/knex';
import { rateLimited } from '../domain/errors';
import { DbLimiter } from '../repos/limits';

/**
 * Login throttling: failed attempts are counted per account-and-address (LOGIN_MAX_FAILURES: one
 * person's typos lock only their own account from their own address, not the office behind it)
 * and per address across accounts (LOGIN_MAX_FAILURES_PER_ADDRESS, larger: spraying many accounts
 * from one address is still stopped); past either, further attempts are refused (429 with
 * Retry-After) until the window passes. Keys do not depend on the URL's spelling.
 */
export class LoginThrottle {
  private readonly byIp: DbLimiter;
  private readonly byAccount: DbLimiter;

  constructor(db: Db, config: Config['login']) {
    const durationSeconds = config.windowSeconds;
    this.byIp = new DbLimiter(db, {
      keyPrefix: 'login_ip',
      points: config.maxFailuresPerAddress,
      durationSeconds,
    });
    this.byAccount = new DbLimiter(db, {
      keyPrefix: 'login_account',
      points: config.maxFailures,
      durationSeconds,
    });
  }

  private accountKey(ip: string, email: string) {
    return `${email.trim().toLowerCase()}|${ip}`;
  }

  /**
   * Counts an attempt before the password is checked (one atomic statement per counter, so a
   * burst of parallel guesses cannot slip past the limit); refuses once this address or this
   * account has used up the window.
   */
  async attempt(ip: string, email: string): Promise<void> {
    const byIp = await this.byIp.consume(ip);
    const byAccount = await this.byAccount.consume(this.accountKey(ip, email));
    const limited = [byIp, byAccount].filter((s) => s.limited);
    if (limited.length) {
      const wait = Math.max(...limited.map((s) => s.msBeforeNext));
      throw rateLimited('Too many sign-in attempts. Please wait and try again.', wait);
    }
  }

  /** A successful sign-in gives back the attempt it used and clears the account's failures. */
  async succeed(ip: string, email: string): Promise<void> {
    await this.byIp.reward(ip, 1);
    await this.byAccount.delete(this.accountKey(ip, email));
  }
}
