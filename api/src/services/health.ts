/**
 * Whether this instance is well (liveness: it answers, and its event loop is not stuck) and
 * whether it should be sent traffic (readiness: its database answers with every migration run,
 * its site is loaded, it is not shutting down). E-mail and the virus scanner are reported for the
 * operator but never take an instance out: the outbox keeps mail until SMTP is back, and a résumé
 * is refused with a clear message while the scanner is away.
 */
import type { Db } from '../db/knex';
import { databaseAnswers, pendingMigrations } from '../repos/health';
import { queueState } from '../repos/outbox';
import { type ClamdOptions, clamdPing } from '../uploads/clamav';

export type CheckStatus = 'ok' | 'fail' | 'off';

export interface Check {
  status: CheckStatus;
  [detail: string]: unknown;
}

export interface HealthReport {
  status: 'ok' | 'fail';
  checks: Record<string, Check>;
}

/** What the process knows of itself: set by the server as it starts and stops. */
export interface Lifecycle {
  /** Whether it serves the built site (SERVE_STATIC), and has loaded it. */
  site: 'loaded' | 'off';
  /** Set at the first moment of a shutdown: readiness fails at once, before anything closes. */
  shuttingDown: boolean;
}

export interface HealthOptions {
  db: Db;
  lifecycle: Lifecycle;
  /** Liveness fails when the event loop was held up longer than this since the last check. */
  maxEventLoopDelayMs: number;
  /** Whether e-mail is configured (SMTP_URL). */
  mailEnabled: boolean;
  clamav: ClamdOptions | undefined;
  /** How long a readiness check waits for the database or the scanner. */
  checkTimeoutMs?: number;
}

/** `promise`, or a rejection after `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const TICK_MS = 50;

const overall = (checks: Record<string, Check>, counted: string[]): HealthReport => ({
  status: counted.every((name) => checks[name]?.status !== 'fail') ? 'ok' : 'fail',
  checks,
});

export function healthService({
  db,
  lifecycle,
  maxEventLoopDelayMs,
  mailEnabled,
  clamav,
  checkTimeoutMs = 2000,
}: HealthOptions) {
  // A tick every 50 ms notes how late it ran; a check reads the longest lateness since the last
  // one, so a stall between two checks is seen by the next. (node:perf_hooks' delay monitor drops
  // the first sample after each reset: a stall just after a check went unseen.)
  let expected = performance.now() + TICK_MS;
  let longest = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - expected);
    expected = now + TICK_MS;
  }, TICK_MS);
  tick.unref();

  async function database(): Promise<Check> {
    const started = performance.now();
    try {
      await within(databaseAnswers(db), checkTimeoutMs, 'the database');
      const pending = await within(pendingMigrations(db), checkTimeoutMs, 'the database');
      const ms = Math.round(performance.now() - started);
      return pending.length === 0
        ? { status: 'ok', ms }
        : { status: 'fail', reason: 'migrations_pending', pending: pending.length, ms };
    } catch {
      // The driver's message can name the host and user: the report says only what failed.
      return { status: 'fail', reason: 'unreachable' };
    }
  }

  async function mail(): Promise<Check> {
    if (!mailEnabled) return { status: 'off' };
    try {
      const queue = await within(queueState(db), checkTimeoutMs, 'the outbox');
      const oldestSeconds = queue.oldestPendingAt
        ? Math.max(0, Math.round((Date.now() - Date.parse(queue.oldestPendingAt)) / 1000))
        : 0;
      return { status: 'ok', queued: queue.pending, failed: queue.failed, oldestSeconds };
    } catch {
      return { status: 'fail', reason: 'unreadable' };
    }
  }

  async function scanner(): Promise<Check> {
    if (!clamav) return { status: 'off' };
    try {
      await clamdPing({ ...clamav, timeoutMs: Math.min(clamav.timeoutMs, checkTimeoutMs) });
      return { status: 'ok' };
    } catch {
      return { status: 'fail', reason: 'unreachable' };
    }
  }

  return {
    /** The process answers; its event loop kept up since the last check. */
    liveness(): HealthReport {
      const delayMs = Math.round(Math.max(longest, performance.now() - expected, 0));
      longest = 0;
      const eventLoop: Check = {
        status: delayMs > maxEventLoopDelayMs ? 'fail' : 'ok',
        delayMs,
        maxMs: maxEventLoopDelayMs,
      };
      return overall({ eventLoop }, ['eventLoop']);
    },

    /** Whether to send this instance traffic; e-mail and the scanner are reported only. */
    async readiness(): Promise<HealthReport> {
      if (lifecycle.shuttingDown)
        return overall({ shutdown: { status: 'fail', reason: 'shutting_down' } }, ['shutdown']);
      const [databaseCheck, mailCheck, scannerCheck] = await Promise.all([
        database(),
        mail(),
        scanner(),
      ]);
      const checks: Record<string, Check> = {
        database: databaseCheck,
        site: { status: lifecycle.site === 'loaded' ? 'ok' : 'off' },
        mail: mailCheck,
        clamav: scannerCheck,
      };
      return overall(checks, ['database', 'site']);
    },

    /** Stops timing the event loop (the server is closing). */
    stop() {
      clearInterval(tick);
    },
  };
}

export type HealthService = ReturnType<typeof healthService>;
