import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { type Config, loadConfig } from './config';
import { createApp } from './app';
import { type BootstrapResult, ensureAdmin } from './auth/bootstrap';
import { SessionStore } from './auth/sessions';
import { LoginThrottle } from './auth/throttle';
import { createDb, migrate } from './db/knex';
import { seedDemoContent } from './db/seed';
import type { Deps } from './deps';
import { pruneRateLimits } from './http/limiter';
import { createLogger } from './logger';
import { createTranslator } from './translation/translator';

export interface RunningServer {
  url: string;
  deps: Deps;
  admin: BootstrapResult | undefined;
  close(): Promise<void>;
}

/** Builds everything from a config: database (migrated), admin account, demo content, the app. */
export async function buildDeps(
  config: Config,
): Promise<{ deps: Deps; admin: BootstrapResult | undefined }> {
  const logger = createLogger(config.logLevel);
  const db = createDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.dbPoolMax,
  });
  try {
    await migrate(db);
    const admin = await ensureAdmin(db, config.adminEmail, config.adminPassword, logger);
    if (config.seedDemo) await seedDemoContent(db);
    const deps: Deps = {
      config,
      db,
      logger,
      sessions: new SessionStore(db, config.session),
      throttle: new LoginThrottle(db, config.login),
      translator: createTranslator(config.openai, logger),
    };
    await deps.sessions.prune();
    return { deps, admin };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/** Starts the HTTP server; `close()` stops accepting, finishes in-flight requests and closes the pool. */
export async function startServer(config: Config = loadConfig()): Promise<RunningServer> {
  const { deps, admin } = await buildDeps(config);
  const app = createApp(deps);
  const server = http.createServer(app.callback());
  // Bodies of up to 15 MB arrive slowly on poor connections; headers must not.
  server.requestTimeout = 120_000;
  server.headersTimeout = 20_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const pruneTimer = setInterval(
    () => {
      Promise.all([deps.sessions.prune(), pruneRateLimits(deps.db)]).catch((error: unknown) =>
        deps.logger.error('prune failed', { error }),
      );
    },
    60 * 60 * 1000,
  );
  pruneTimer.unref();
  return {
    url: `http://${host}:${port}`,
    deps,
    admin,
    async close() {
      clearInterval(pruneTimer);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await deps.db.destroy();
    },
  };
}
