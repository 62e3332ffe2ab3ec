import path from 'node:path';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { SOCIAL_IMAGE } from '@vb/shared/brand';
import { type Config, loadConfig } from './config';
import { createApp } from './app';
import {
  createDb,
  createReadDb,
  migrate,
  prepareSqliteFile,
  retryStartupRace,
  type Db,
} from './db/knex';
import { seedDemoContent } from './db/seed';
import { seedSiteContent } from './db/siteContentSeed';
import { seedLogoReader } from './uploads/contentImage';
import type { Deps } from './deps';
import { type LogSink, type Logger, createLogger, requestContext, requestIdOf } from './logger';
import { type Metrics, createMetrics, operationOf } from './metrics';
import { queueState } from './repos/outbox';
import { ReadCache } from './readModel/cache';
import { FrontDoor } from './readModel/frontDoor';
import { PublicReads } from './readModel/publicReads';
import { pruneRateLimits } from './repos/limits';
import { auditService } from './services/audit';
import { BackupJob, newestScheduledAt } from './services/backupSchedule';
import { backupDir } from './services/backups';
import { AdminEventFeed } from './services/events';
import { listingsService } from './services/listings';
import { settingsService } from './services/settings';
import { preferencesService } from './services/preferences';
import { SubmissionNotifier, notificationsService } from './services/notifications';
import { MailSender, outboxService } from './services/mail';
import { inboundListener } from './mail/inboundListener';
import { inboundService } from './services/inbound';
import { LoginThrottle } from './services/loginThrottle';
import { contentService } from './services/content';
import { type Lifecycle, healthService } from './services/health';
import { mediaService } from './services/media';
import { newsService } from './services/news';
import { MediaNormaliseJob } from './services/mediaNormalise';
import { NewsScheduleJob } from './services/newsSchedule';
import { RetentionJob, privacyService } from './services/privacy';
import { SessionStore } from './services/sessions';
import { repliesService } from './services/replies';
import { replyTemplatesService } from './services/replyTemplates';
import { submissionNotesService } from './services/submissionNotes';
import { submissionsService } from './services/submissions';
import { overviewService } from './services/overview';
import { submissionWorkService } from './services/submissionWork';
import { translationService } from './services/translation';
import { type BootstrapResult, ensureAdmin, usersService } from './services/users';
import { openSite } from './site/site';
import { pageVariant } from './site/render';
import { createTranslator } from './translation/translator';
import { clamdScanner } from './uploads/clamav';

export interface RunningServer {
  url: string;
  deps: Deps;
  admin: BootstrapResult | undefined;
  /** The port the listener for answers took (INBOUND_SMTP_PORT; 0 there: the one chosen). */
  inboundPort: number | undefined;
  close(): Promise<void>;
}

export interface ServerOptions {
  /** Where log lines go (default: stdout, and stderr for errors); the tests capture them here. */
  logSink?: LogSink;
}

/** Builds everything from a config: database (migrated), admin account, demo content, the app. */
async function buildDeps(
  config: Config,
  options: ServerOptions = {},
): Promise<{ deps: Deps; admin: BootstrapResult | undefined }> {
  const metrics = createMetrics();
  const logger = countingSecurityEvents(createLogger(config.logLevel, options.logSink), metrics);
  const db = createDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.dbPoolMax,
    busyTimeoutMs: config.dbBusyTimeoutMs,
  });
  let readDb: Db | undefined;
  try {
    await migrate(db);
    // Once per file: freed pages can be given back (incremental vacuum), see db/knex.ts.
    await retryStartupRace(() => prepareSqliteFile(db));
    readDb = createReadDb(db, {
      dataDir: config.dataDir,
      poolMax: config.dbReadPool,
      busyTimeoutMs: config.dbBusyTimeoutMs,
    });
    timeQueries(db, metrics);
    if (readDb !== db) timeQueries(readDb, metrics);
    // Another instance may be doing the same on a new database: each step is retried on a clash.
    const admin = await retryStartupRace(() =>
      ensureAdmin(db, config.adminEmail, config.adminPassword, logger),
    );
    // The seeds' pictures: from the built site, else the site's sources.
    const seedImages = [
      path.join(config.publicWebDist, 'images'),
      path.join(import.meta.dirname, '..', '..', 'public-web', 'public', 'images'),
    ];
    if (config.seedDemo)
      await retryStartupRace(() =>
        seedDemoContent(db, seedLogoReader(seedImages, SOCIAL_IMAGE.width)),
      );
    if (config.seedSiteContent)
      await retryStartupRace(() => seedSiteContent(db, seedLogoReader(seedImages)));
    const settings = settingsService({ db });
    const sessions = new SessionStore(
      db,
      config.session,
      async () => (await settings.current()).requireTwoFactor,
    );
    const cache = new ReadCache(config.publicCacheSeconds);
    cache.onLookup = (result) => metrics.readModel.inc({ result });
    const reads = new PublicReads(db, cache, config.retention);
    const mail = new MailSender(db, config.mail, logger);
    const notifier = new SubmissionNotifier(db, {
      pollMs: config.notify.pollMs,
      confirmationsPerRecipientPerDay: config.notify.confirmationsPerRecipientPerDay,
      publicUrl: config.publicUrl,
      mailEnabled: mail.enabled,
      logger,
    });
    const news = newsService({ db, reads, previewTtlHours: config.news.previewTtlHours });
    const lifecycle: Lifecycle = { site: 'off', shuttingDown: false };
    const deps: Deps = {
      config,
      db,
      readDb,
      logger,
      sessions,
      reads,
      mail,
      notifier,
      retention: new RetentionJob(db, { ...config.retention, logger }),
      mediaNormalise: new MediaNormaliseJob(db, logger),
      inbound:
        config.mail.inbound && config.mail.replyTo
          ? inboundListener({
              settings: config.mail.inbound,
              domain: config.mail.replyTo.domain,
              db,
              service: inboundService({
                db,
                replyTo: config.mail.replyTo,
                logger,
                linkOrigin: () => notifier.linkOrigin(),
                nudge: () => mail.nudge(),
                ...(config.clamav ? { scan: clamdScanner(config.clamav) } : {}),
              }),
              logger,
            })
          : undefined,
      backups: new BackupJob(db, {
        dataDir: config.dataDir,
        databaseUrl: config.databaseUrl,
        ...config.backups,
        logger,
      }),
      newsSchedule: new NewsScheduleJob(news, {
        intervalMs: config.news.scheduleIntervalMs,
        logger,
      }),
      frontDoor: new FrontDoor(cache, { trustProxy: config.trustProxy, variant: pageVariant }),
      feed: new AdminEventFeed(db, { pollMs: config.events.pollMs, logger }),
      lifecycle,
      metrics,
      services: {
        news,
        listings: listingsService({ db, reads }),
        submissions: submissionsService({
          db,
          readDb,
          logger,
          onStored: (client) => {
            notifier.seenOrigin(client.origin);
            notifier.nudge();
          },
          ...(config.clamav ? { scanResume: clamdScanner(config.clamav) } : {}),
        }),
        notes: submissionNotesService({ db }),
        replies: repliesService({ db, mail: config.mail, nudge: () => mail.nudge() }),
        replyTemplates: replyTemplatesService({ db }),
        submissionWork: submissionWorkService({ db, mail }),
        media: mediaService({ db }),
        users: usersService({
          db,
          logger,
          sessions,
          mail,
          throttle: new LoginThrottle(db, config.login),
        }),
        translation: translationService({ translator: createTranslator(config.openai, logger) }),
        audit: auditService({ db, retentionDays: config.auditRetentionDays }),
        outbox: outboxService({ db, sender: mail }),
        settings,
        preferences: preferencesService({ db }),
        notifications: notificationsService({ db }),
        privacy: privacyService({ db }),
        overview: overviewService({ readDb, overdueDays: config.overdueDays }),
        content: contentService({ db, reads }),
        health: healthService({
          db,
          lifecycle,
          maxEventLoopDelayMs: config.healthMaxEventLoopDelayMs,
          mailEnabled: mail.enabled,
          clamav: config.clamav,
        }),
      },
    };
    // Both outbox gauges are collected in the same scrape: they share one read of the queue.
    let reading: ReturnType<typeof queueState> | undefined;
    const queueOnce = () => {
      if (!reading) reading = queueState(db).finally(() => (reading = undefined));
      return reading;
    };
    metrics.gauge(
      'outbox_messages',
      'Messages in the outbox by state',
      async (set) => {
        const queue = await queueOnce();
        set(queue.pending, { state: 'queued' });
        set(queue.failed, { state: 'failed' });
      },
      ['state'],
    );
    metrics.gauge(
      'outbox_oldest_queued_seconds',
      'Age of the oldest message waiting to be sent',
      async (set) => {
        const { oldestPendingAt } = await queueOnce();
        set(oldestPendingAt ? Math.max(0, (Date.now() - Date.parse(oldestPendingAt)) / 1000) : 0);
      },
    );
    if (config.backups.intervalMs > 0) {
      metrics.gauge(
        'backup_newest_scheduled_timestamp_seconds',
        "When the newest scheduled backup in this instance's DATA_DIR was written (0: none)",
        async (set) => set(await newestScheduledAt(backupDir(config.dataDir))),
      );
    }
    metrics.gauge('live_streams_open', 'Staff live-update streams open on this instance', (set) =>
      set(deps.feed.size),
    );
    await sessions.prune();
    await deps.services.audit.prune();
    return { deps, admin };
  } catch (error) {
    if (readDb && readDb !== db) await readDb.destroy();
    await db.destroy();
    throw error;
  }
}

/**
 * Starts the HTTP server; `close()` stops accepting, lets in-flight requests finish (at most
 * SHUTDOWN_TIMEOUT_MS), closes keep-alive sockets and then the database pool.
 */
export async function startServer(
  config: Config = loadConfig(),
  options: ServerOptions = {},
): Promise<RunningServer> {
  const { deps, admin } = await buildDeps(config, options);
  const site = config.serveStatic ? await openSite(deps) : undefined;
  if (site) deps.lifecycle.site = 'loaded';
  const app = createApp(deps, site?.middleware, site?.formPosts);
  let closing = false;
  const handle = app.callback();
  // Responses not yet sent: when shutting down, each answer closes its connection, so no
  // keep-alive socket outlives the requests in flight.
  const pending = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    // Every answer names its request: an error's reference finds its log lines.
    const requestId = requestIdOf(req, config.trustProxy);
    res.setHeader('X-Request-Id', requestId);
    if (closing) res.setHeader('Connection', 'close');
    else {
      pending.add(res);
      res.once('close', () => pending.delete(res));
      res.once('finish', () => pending.delete(res));
    }
    // A public read or page answered moments ago is answered again as it was, without routing.
    if (deps.frontDoor.answer(req, res)) {
      deps.metrics.readModel.inc({ result: 'replay' });
      return;
    }
    requestContext.run({ requestId }, () => void handle(req, res));
  });
  // Bodies of up to 15 MB arrive slowly on poor connections; headers must not.
  server.requestTimeout = 120_000;
  server.headersTimeout = 20_000;
  // An idle keep-alive connection is kept longer than clients and proxies keep theirs (nginx: 60
  // s). With Node's 5 s, the server could close a connection just as a client sent its next
  // request on it, which the client sees as a reset connection (ECONNRESET; a proxy answers 502).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const pruneTimer = setInterval(
    () => {
      Promise.all([
        deps.sessions.prune(),
        pruneRateLimits(deps.db),
        deps.services.audit.prune(),
      ]).catch((error: unknown) => deps.logger.error('prune failed', { error }));
    },
    60 * 60 * 1000,
  );
  pruneTimer.unref();
  deps.mail.start();
  deps.notifier.start();
  deps.retention.start();
  deps.newsSchedule.start();
  deps.mediaNormalise.start();
  deps.backups.start();
  // A port already taken fails the start, as the HTTP port's would.
  const inboundPort = deps.inbound ? await deps.inbound.start() : undefined;
  let closed: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    inboundPort,
    deps,
    admin,
    close() {
      closed ??= (async () => {
        // Readiness fails from now on; the instance goes on serving while the proxy's health
        // checks notice (SHUTDOWN_DRAIN_MS), then stops accepting.
        deps.lifecycle.shuttingDown = true;
        if (config.shutdownDrainMs > 0)
          await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
        closing = true;
        clearInterval(pruneTimer);
        site?.close();
        for (const res of pending) if (!res.headersSent) res.setHeader('Connection', 'close');
        pending.clear();
        // No new answers from now on; one being stored finishes (its sender hears 250 or 451).
        await deps.inbound?.stop();
        // The live feed's streams never end by themselves: end them, their sockets then close.
        await deps.feed.close();
        await new Promise<void>((resolve) => {
          // Stop accepting; requests in flight finish (each answer closes its connection), idle
          // keep-alive sockets are closed now and as they become idle; at the deadline, the rest.
          server.close(() => resolve());
          server.closeIdleConnections();
          const sweep = setInterval(() => server.closeIdleConnections(), 100);
          const deadline = setTimeout(() => {
            deps.logger.error('shutdown deadline reached: closing the remaining connections');
            server.closeAllConnections();
          }, config.shutdownTimeoutMs);
          server.once('close', () => {
            clearInterval(sweep);
            clearTimeout(deadline);
          });
        });
        await deps.services.users.settled();
        await deps.notifier.stop();
        await deps.retention.stop();
        await deps.newsSchedule.stop();
        await deps.mediaNormalise.stop();
        await deps.backups.stop();
        await deps.mail.stop();
        deps.services.health.stop();
        if (deps.readDb !== deps.db) await deps.readDb.destroy();
        await deps.db.destroy();
      })();
      return closed;
    },
  };
}

/** The logger, counting each security event for GET /metrics as it writes it. */
function countingSecurityEvents(logger: Logger, metrics: Metrics): Logger {
  return {
    ...logger,
    security(event, fields) {
      metrics.securityEvents.inc({ event });
      logger.security(event, fields);
    },
  };
}

/** Times every query of `db` by its kind, and counts those that fail. */
function timeQueries(db: Db, metrics: Metrics): void {
  const started = new Map<string, number>();
  const done = (query: { __knexQueryUid?: string; sql?: string }, failed: boolean) => {
    const uid = query.__knexQueryUid;
    const at = uid === undefined ? undefined : started.get(uid);
    if (uid === undefined || at === undefined) return;
    started.delete(uid);
    const operation = operationOf(query.sql ?? '');
    metrics.dbDuration.observe({ operation }, (performance.now() - at) / 1000);
    if (failed) metrics.dbErrors.inc({ operation });
  };
  db.on('query', (query: { __knexQueryUid?: string }) => {
    if (query.__knexQueryUid) started.set(query.__knexQueryUid, performance.now());
  });
  db.on('query-response', (_: unknown, query: { __knexQueryUid?: string; sql?: string }) =>
    done(query, false),
  );
  db.on('query-error', (_: unknown, query: { __knexQueryUid?: string; sql?: string }) =>
    done(query, true),
  );
}
