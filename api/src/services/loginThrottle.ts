import type { Config } from '../config';
import type { Db } from '../db/knex';
import { rateLimited } from '../domain/errors';
import { DbLimiter } from '../repos/limits';

/** How long an address an account signed in from counts as that account's usual one. */
const KNOWN_ADDRESS_MS = 30 * 24 * 3600 * 1000;

const TOO_MANY = 'Too many sign-in attempts. Please wait and try again.';

/**
 * Login throttling: failed attempts are counted per account-and-address (LOGIN_MAX_FAILURES: one
 * person's typos lock only their own account from their own address, not the office behind it)
 * and per address across accounts (LOGIN_MAX_FAILURES_PER_ADDRESS, larger: spraying many accounts
 * from one address is still stopped); past either, further attempts are refused (429 with
 * Retry-After) until the window passes. Keys do not depend on the URL's spelling.
 *
 * Per account across addresses (each new address brought five fresh guesses): attempts
 * from addresses the account has not signed in from in the last 30 days are counted per account
 * (LOGIN_ACCOUNT_MAX_FAILURES in LOGIN_ACCOUNT_WINDOW_HOURS); past that, each further guess waits
 * a delay that doubles from LOGIN_ACCOUNT_DELAY_SECONDS up to LOGIN_ACCOUNT_MAX_DELAY_MINUTES
 * (429 with Retry-After meanwhile; one guess per delay, claimed atomically, so a burst from many
 * addresses gets one — and at most one more, racing the last free guess that starts the first
 * delay). A growing delay, never a lockout: the owner from a new address waits at
 * most the longest delay, and from a usual address is not slowed by it at all.
 */
export class LoginThrottle {
  private readonly byIp: DbLimiter;
  private readonly byAccount: DbLimiter;
  private readonly acrossAddresses: DbLimiter;
  private readonly nextGuess: DbLimiter;
  private readonly knownAddresses: DbLimiter;

  constructor(
    db: Db,
    private readonly config: Config['login'],
  ) {
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
    this.acrossAddresses = new DbLimiter(db, {
      keyPrefix: 'login_account_any',
      points: config.account.maxFailures,
      durationSeconds: config.account.windowSeconds,
    });
    this.nextGuess = new DbLimiter(db, {
      keyPrefix: 'login_account_delay',
      points: 1,
      durationSeconds: config.account.windowSeconds,
    });
    this.knownAddresses = new DbLimiter(db, {
      keyPrefix: 'login_known',
      points: 1,
      durationSeconds: KNOWN_ADDRESS_MS / 1000,
    });
  }

  private email(email: string) {
    return email.trim().toLowerCase();
  }

  private accountKey(ip: string, email: string) {
    return `${this.email(email)}|${ip}`;
  }

  /** Whether the account signed in from this address in the last 30 days. */
  private async isKnown(ip: string, email: string): Promise<boolean> {
    return (await this.knownAddresses.msLeft(this.accountKey(ip, email))) > 0;
  }

  /** The wait before the guess after the `count`-th one across addresses (0: none yet). */
  private delayAfter(count: number): number {
    const { maxFailures, delayMs, maxDelayMs } = this.config.account;
    if (count < maxFailures) return 0;
    return Math.min(maxDelayMs, delayMs * 2 ** Math.min(30, count - maxFailures));
  }

  /**
   * Counts an attempt before the password is checked (one atomic statement per counter, so a
   * burst of parallel guesses cannot slip past the limit); refuses once this address or this
   * account has used up the window, or (from an address the account does not know) while the
   * account's delay between guesses is running.
   */
  async attempt(ip: string, email: string): Promise<void> {
    const byIp = await this.byIp.consume(ip);
    const byAccount = await this.byAccount.consume(this.accountKey(ip, email));
    const limited = [byIp, byAccount].filter((s) => s.limited);
    if (limited.length) {
      const wait = Math.max(...limited.map((s) => s.msBeforeNext));
      throw rateLimited(TOO_MANY, wait);
    }
    if (await this.isKnown(ip, email)) return;
    const account = this.email(email);
    const count = (await this.acrossAddresses.consume(account)).consumedPoints;
    if (count > this.config.account.maxFailures) {
      // One guess per delay: this one only if no delay is running, and it starts the next.
      const delay = this.delayAfter(count);
      if (!(await this.nextGuess.claim(account, delay))) {
        await this.acrossAddresses.reward(account, 1); // a refused attempt is not a guess
        throw rateLimited(TOO_MANY, Math.max(1000, await this.nextGuess.msLeft(account)));
      }
    } else if (count === this.config.account.maxFailures) {
      await this.nextGuess.hold(account, this.delayAfter(count));
    }
  }

  /**
   * Gives back the attempt a correct password used when the second factor was still to come: the
   * code, not the password, is what the next attempt tries (and counts).
   */
  async refund(ip: string, email: string): Promise<void> {
    await this.byIp.reward(ip, 1);
    await this.byAccount.reward(this.accountKey(ip, email), 1);
    if (!(await this.isKnown(ip, email))) await this.acrossAddresses.reward(this.email(email), 1);
  }

  /**
   * A successful sign-in gives back the attempt it used, clears the account's failures from this
   * address and makes the address one of the account's usual ones. The failures across addresses
   * are not cleared (they are others' guesses; they pass with their window).
   */
  async succeed(ip: string, email: string): Promise<void> {
    await this.byIp.reward(ip, 1);
    await this.byAccount.delete(this.accountKey(ip, email));
    if (!(await this.isKnown(ip, email))) await this.acrossAddresses.reward(this.email(email), 1);
    await this.knownAddresses.hold(this.accountKey(ip, email), KNOWN_ADDRESS_MS);
  }
}
