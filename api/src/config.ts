import path from 'node:path';
import { AUDIT_RETENTION_DAYS_DEFAULT } from '@vb/shared/audit';
import { OVERDUE_DAYS_DEFAULT } from '@vb/shared/schemas';
import { z } from 'zod';
import { type MailSettings, mailEnv, mailSettings } from './configMail';
import {
  APPLICATION_RETENTION_DAYS_DEFAULT,
  REJECTED_RETENTION_DAYS_DEFAULT,
  TRANSLATION,
} from '@vb/shared/constants';

/** Reads `host:port` (an IPv6 host in brackets), e.g. CLAMAV_ADDRESS; undefined if malformed. */
export function parseHostPort(value: string): { host: string; port: number } | undefined {
  const m = /^(?:\[([^\]]+)\]|([^:\s]+)):(\d{1,5})$/.exec(value.trim());
  const port = Number(m?.[3]);
  if (!m || !(port >= 1 && port <= 65535)) return undefined;
  return { host: m[1] ?? m[2] ?? '', port };
}

const bool = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((v) =>
      v === undefined || v === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(v),
    );

/**
 * The public address of the site (scheme and host, e.g. https://example.sa): an absolute http(s)
 * URL without path, query or fragment, kept as its origin; empty means "derive it from the request".
 */
const origin = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return undefined;
    let url: URL | undefined;
    try {
      url = new URL(value.trim());
    } catch {
      url = undefined;
    }
    const plain =
      url !== undefined &&
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash &&
      !url.username &&
      !url.password;
    if (!url || !plain) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be the site address without a path, e.g. https://example.sa',
      });
      return z.NEVER;
    }
    return url.origin;
  });

const int = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).optional().default(fallback);

/** A whole number from `min` to `max`, every refusal in one sentence (empty: the default). */
const wholeNumber = (fallback: number, min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce
      .number({ error: message })
      .int(message)
      .min(min, message)
      .max(max, message)
      .optional()
      .default(fallback),
  );

/** Every setting of the API, read from the environment (listed in the README). */
const envSchema = z.object({
  NODE_ENV: z.string().optional().default('development'),
  PORT: int(3000, 0, 65535),
  HOST: z.string().min(1).optional().default('127.0.0.1'),
  DATA_DIR: z.string().min(1).optional().default('./data'),
  DATABASE_URL: z.string().optional(),
  DB_POOL_MAX: int(10, 1, 200),
  /** SQLite: how long a write waits for another process's lock before answering 503. */
  DB_BUSY_TIMEOUT_MS: int(5000, 0, 600_000),
  /** SQLite: read-only connections the staff's lists are read on, beside the writer (0: none). */
  DB_READ_POOL: int(2, 0, 16),
  /** SIGTERM/SIGINT: in-flight requests get this long to finish before their sockets are cut. */
  SHUTDOWN_TIMEOUT_MS: int(8000, 100, 60_000),
  /**
   * SIGTERM/SIGINT: how long the instance keeps serving with GET /readyz failing before it stops
   * accepting, so a proxy's health checks take it out first (0: stop at once).
   */
  SHUTDOWN_DRAIN_MS: int(0, 0, 120_000),
  /** GET /healthz fails when the event loop was delayed longer than this (99th percentile). */
  HEALTH_MAX_EVENT_LOOP_DELAY_MS: int(1000, 10, 60_000),
  /** GET /metrics answers only with `Authorization: Bearer <this>`; unset, it does not exist. */
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SERVE_STATIC: bool(true),
  // Unset: on in the tests (NODE_ENV=test), off elsewhere; see http/answers.ts.
  CHECK_ANSWERS: z.enum(['0', '1']).optional(),
  PUBLIC_WEB_DIST: z.string().optional(),
  SEED_DEMO: bool(true),
  /** Fill a new database's team, ventures and partners with the site's starting content. */
  SEED_SITE_CONTENT: bool(true),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  TRUST_PROXY: bool(false),
  /** The site's public address for absolute links (canonical, sitemap, feed); else the request's. */
  PUBLIC_URL: origin,
  /** Extra origins (comma separated) allowed to send unsafe requests besides the API's own. */
  ALLOWED_ORIGINS: z.string().optional().default(''),
  /** Without PUBLIC_URL: the hosts (comma separated, `name` or `name:port`) links may name. */
  ALLOWED_HOSTS: z.string().optional().default(''),
  SESSION_IDLE_MINUTES: int(120, 1, 60 * 24 * 30),
  SESSION_ABSOLUTE_HOURS: int(12, 1, 24 * 90),
  TOKEN_IDLE_DAYS: int(7, 1, 365),
  TOKEN_ABSOLUTE_DAYS: int(30, 1, 365),
  LOGIN_MAX_FAILURES: int(5, 1, 1000),
  LOGIN_MAX_FAILURES_PER_ADDRESS: int(30, 1, 100_000),
  AUDIT_RETENTION_DAYS: int(AUDIT_RETENTION_DAYS_DEFAULT, 1, 36_500),
  /** The overview's overdue items: still in their first status this many whole days on. */
  OVERDUE_DAYS: int(OVERDUE_DAYS_DEFAULT, 1, 365),
  /** The admin's live feed: how often each instance reads what changed while someone listens. */
  EVENTS_POLL_MS: int(400, 50, 60_000),
  NOTIFY_POLL_MS: int(5000, 50, 3_600_000),
  CONFIRMATIONS_PER_RECIPIENT_PER_DAY: int(3, 0, 1000),
  APPLICATION_RETENTION_DAYS: int(APPLICATION_RETENTION_DAYS_DEFAULT, 1, 36_500),
  REJECTED_RETENTION_DAYS: int(REJECTED_RETENTION_DAYS_DEFAULT, 0, 36_500),
  RETENTION_INTERVAL_MS: int(3_600_000, 100, 7 * 86_400_000),
  OUTBOX_RETENTION_DAYS: int(30, 1, 36_500),
  /** Scheduled articles: how often each instance publishes those whose time came. */
  NEWS_SCHEDULE_INTERVAL_MS: int(15_000, 50, 60_000),
  /** How long a draft's preview link opens it. */
  NEWS_PREVIEW_TTL_HOURS: int(168, 1, 24 * 90),
  /** …how often an open stream gets a heartbeat (and its session is checked again). */
  EVENTS_HEARTBEAT_MS: int(15_000, 100, 300_000),
  /** …how many streams one instance keeps open (more get 503 and retry). */
  EVENTS_MAX_STREAMS: int(1000, 1, 100_000),
  EVENTS_MAX_STREAMS_PER_PERSON: int(5, 1, 1000),
  LOGIN_WINDOW_MINUTES: int(15, 1, 24 * 60),
  /** Failed sign-ins per account from addresses it has not signed in from, before each waits. */
  LOGIN_ACCOUNT_MAX_FAILURES: int(10, 1, 100_000),
  /** …the first wait; each further guess doubles it, up to LOGIN_ACCOUNT_MAX_DELAY_MINUTES. */
  LOGIN_ACCOUNT_DELAY_SECONDS: int(5, 1, 3600),
  LOGIN_ACCOUNT_MAX_DELAY_MINUTES: int(15, 1, 24 * 60),
  /** …the window those failures are counted in. */
  LOGIN_ACCOUNT_WINDOW_HOURS: int(24, 1, 24 * 30),
  RATE_LIMITS: z.enum(['on', 'off']).optional().default('on'),
  CONTACT_RATE_PER_MINUTE: int(5, 1, 100_000),
  INVESTOR_RATE_PER_MINUTE: int(5, 1, 100_000),
  APPLY_RATE_PER_HOUR: int(5, 1, 100_000),
  TRANSLATE_RATE_PER_MINUTE: int(30, 1, 100_000),
  RENDER_RATE_PER_MINUTE: int(120, 1, 1_000_000),
  /** Largest JSON body of ordinary routes, in bytes. */
  BODY_LIMIT_BYTES: int(100 * 1024, 1024, 50 * 1024 * 1024),
  /** Largest JSON body of the job application route (holds a 10 MB file in base64). */
  APPLY_BODY_LIMIT_BYTES: int(15 * 1024 * 1024, 1024, 100 * 1024 * 1024),
  /** Largest JSON body of the article routes (hold a featured image as a data URL). */
  ARTICLE_BODY_LIMIT_BYTES: int(8 * 1024 * 1024, 1024, 100 * 1024 * 1024),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().optional(),
  OPENAI_MODEL: z.string().optional().default(TRANSLATION.model),
  TRANSLATE_TIMEOUT_MS: int(30_000, 100, 600_000),
  /** Clamd's `host:port`; résumés are scanned (INSTREAM) before an application is stored. */
  CLAMAV_ADDRESS: z
    .string()
    .optional()
    .refine((v) => !v || parseHostPort(v) !== undefined, 'must be host:port'),
  /** …how long the scan (connect, send, answer) may take before the application answers 503. */
  CLAMAV_TIMEOUT_MS: int(5000, 100, 120_000),
  LOG_LEVEL: z.enum(['silent', 'error', 'info']).optional(),
  /** How long public reads are served from memory (seconds; 0: off). Bounds cross-instance staleness. */
  PUBLIC_CACHE_SECONDS: int(10, 0, 3600),
  /** Job applications whose body is read and processed at the same time; the others wait. */
  APPLY_CONCURRENCY: int(2, 1, 100),
  ...mailEnv,
  /** Scheduled backups into <DATA_DIR>/backups: every this many hours (0: off). */
  BACKUP_INTERVAL_HOURS: wholeNumber(
    0,
    0,
    24 * 366,
    'must be a whole number of hours between backups, from 0 (off) to 8784',
  ),
  /** …how many of the scheduled backups are kept (the oldest go). */
  BACKUP_KEEP: wholeNumber(
    7,
    1,
    1000,
    'must be how many scheduled backups to keep, from 1 to 1000',
  ),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  dbPoolMax: number;
  dbBusyTimeoutMs: number;
  dbReadPool: number;
  shutdownTimeoutMs: number;
  shutdownDrainMs: number;
  healthMaxEventLoopDelayMs: number;
  metricsToken: string | undefined;
  /** Each JSON answer is checked against its route's declared schema as it leaves. */
  checkAnswers: boolean;
  serveStatic: boolean;
  publicWebDist: string;
  seedDemo: boolean;
  seedSiteContent: boolean;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  trustProxy: boolean;
  /** The site's public origin (e.g. https://example.sa), or undefined to use the request's. */
  publicUrl: string | undefined;
  allowedOrigins: string[];
  /** ALLOWED_HOSTS (lower case), beside localhost, 127.0.0.1, [::1] and HOST (site/meta.ts). */
  allowedHosts: string[];
  session: {
    idleMs: number;
    absoluteMs: number;
    tokenIdleMs: number;
    tokenAbsoluteMs: number;
  };
  login: {
    maxFailures: number;
    maxFailuresPerAddress: number;
    windowSeconds: number;
    /** Per account across addresses: free failures, then a doubling delay. */
    account: { maxFailures: number; delayMs: number; maxDelayMs: number; windowSeconds: number };
  };
  /** How long the audit trail keeps an event, in days. */
  auditRetentionDays: number;
  /** The overview: an item still in its first status this many whole days on is overdue. */
  overdueDays: number;
  /** The admin's live feed (GET /api/admin/events). */
  events: { pollMs: number; heartbeatMs: number; maxStreams: number; maxStreamsPerPerson: number };
  /** The notifier (new items and digests): how often it looks. */
  /**
   * The notifier (new items and digests): how often it looks, and how many confirmations one
   * mailbox gets a day (anyone can type a stranger's address into the forms).
   */
  notify: { pollMs: number; confirmationsPerRecipientPerDay: number };
  /**
   * Privacy: how long applications and the outbox's sent or given-up e-mails are kept, and how
   * often retention runs.
   */
  retention: {
    applicationDays: number;
    rejectedDays: number;
    outboxDays: number;
    intervalMs: number;
  };
  /** Scheduled publishing and preview links. */
  news: { scheduleIntervalMs: number; previewTtlHours: number };
  rateLimits: {
    enabled: boolean;
    contactPerMinute: number;
    investorPerMinute: number;
    applyPerHour: number;
    translatePerMinute: number;
    /** Pages one client may have rendered per minute (those already kept cost nothing). */
    renderPerMinute: number;
  };
  bodyLimits: { default: number; apply: number; article: number };
  openai: {
    apiKey: string | undefined;
    baseURL: string | undefined;
    model: string;
    timeoutMs: number;
  };
  /** The résumé antivirus (clamd), or undefined: no scanning. */
  clamav: { host: string; port: number; timeoutMs: number } | undefined;
  logLevel: 'silent' | 'error' | 'info';
  /** Seconds a public read is kept in this process's memory (0: not cached). */
  publicCacheSeconds: number;
  /** Job applications read and processed at once (each holds up to 15 MB of JSON). */
  applyConcurrency: number;
  mail: MailSettings;
  /** Scheduled backups (services/backupSchedule.ts); the tests set the interval in milliseconds. */
  backups: {
    /** Time between backups (0: off). */
    intervalMs: number;
    /** Scheduled backups kept (the newest). */
    keep: number;
  };
}

/** Reads and checks the environment; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const minute = 60_000;
  const day = 24 * 60 * minute;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    dbPoolMax: e.DB_POOL_MAX,
    dbBusyTimeoutMs: e.DB_BUSY_TIMEOUT_MS,
    dbReadPool: e.DB_READ_POOL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    healthMaxEventLoopDelayMs: e.HEALTH_MAX_EVENT_LOOP_DELAY_MS,
    metricsToken: e.METRICS_TOKEN,
    checkAnswers: (e.CHECK_ANSWERS ?? (e.NODE_ENV === 'test' ? '1' : '0')) === '1',
    serveStatic: e.SERVE_STATIC,
    publicWebDist: path.resolve(
      e.PUBLIC_WEB_DIST ?? path.join(import.meta.dirname, '..', '..', 'public-web', 'dist'),
    ),
    seedDemo: e.SEED_DEMO,
    seedSiteContent: e.SEED_SITE_CONTENT,
    adminEmail: e.ADMIN_EMAIL || undefined,
    adminPassword: e.ADMIN_PASSWORD || undefined,
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL,
    allowedOrigins: e.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    allowedHosts: e.ALLOWED_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * minute,
      absoluteMs: e.SESSION_ABSOLUTE_HOURS * 60 * minute,
      tokenIdleMs: e.TOKEN_IDLE_DAYS * day,
      tokenAbsoluteMs: e.TOKEN_ABSOLUTE_DAYS * day,
    },
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    overdueDays: e.OVERDUE_DAYS,
    notify: {
      pollMs: e.NOTIFY_POLL_MS,
      confirmationsPerRecipientPerDay: e.CONFIRMATIONS_PER_RECIPIENT_PER_DAY,
    },
    retention: {
      applicationDays: e.APPLICATION_RETENTION_DAYS,
      rejectedDays: e.REJECTED_RETENTION_DAYS,
      outboxDays: e.OUTBOX_RETENTION_DAYS,
      intervalMs: e.RETENTION_INTERVAL_MS,
    },
    news: {
      scheduleIntervalMs: e.NEWS_SCHEDULE_INTERVAL_MS,
      previewTtlHours: e.NEWS_PREVIEW_TTL_HOURS,
    },
    events: {
      pollMs: e.EVENTS_POLL_MS,
      heartbeatMs: e.EVENTS_HEARTBEAT_MS,
      maxStreams: e.EVENTS_MAX_STREAMS,
      maxStreamsPerPerson: e.EVENTS_MAX_STREAMS_PER_PERSON,
    },
    login: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      maxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowSeconds: e.LOGIN_WINDOW_MINUTES * 60,
      account: {
        maxFailures: e.LOGIN_ACCOUNT_MAX_FAILURES,
        delayMs: e.LOGIN_ACCOUNT_DELAY_SECONDS * 1000,
        maxDelayMs: e.LOGIN_ACCOUNT_MAX_DELAY_MINUTES * 60_000,
        windowSeconds: e.LOGIN_ACCOUNT_WINDOW_HOURS * 3600,
      },
    },
    rateLimits: {
      enabled: e.RATE_LIMITS === 'on',
      contactPerMinute: e.CONTACT_RATE_PER_MINUTE,
      investorPerMinute: e.INVESTOR_RATE_PER_MINUTE,
      applyPerHour: e.APPLY_RATE_PER_HOUR,
      translatePerMinute: e.TRANSLATE_RATE_PER_MINUTE,
      renderPerMinute: e.RENDER_RATE_PER_MINUTE,
    },
    bodyLimits: {
      default: e.BODY_LIMIT_BYTES,
      apply: e.APPLY_BODY_LIMIT_BYTES,
      article: e.ARTICLE_BODY_LIMIT_BYTES,
    },
    openai: {
      apiKey: e.OPENAI_API_KEY || undefined,
      baseURL: e.OPENAI_BASE_URL || undefined,
      model: e.OPENAI_MODEL,
      timeoutMs: e.TRANSLATE_TIMEOUT_MS,
    },
    clamav: e.CLAMAV_ADDRESS
      ? {
          ...(parseHostPort(e.CLAMAV_ADDRESS) as { host: string; port: number }),
          timeoutMs: e.CLAMAV_TIMEOUT_MS,
        }
      : undefined,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS,
    applyConcurrency: e.APPLY_CONCURRENCY,
    mail: mailSettings(e),
    backups: { intervalMs: e.BACKUP_INTERVAL_HOURS * 3_600_000, keep: e.BACKUP_KEEP },
  };
}
