/**
 * The readiness and liveness rules on databases that are not well: one never migrated, one that
 * cannot be reached, an event loop held up. (A well instance, and one shutting down, are
 * api/test/health.test.ts.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closedPort } from '../../test/helpers';
import { type Db, createDb } from '../db/knex';
import { healthService } from './health';

const opened: Db[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

function service(db: Db, maxEventLoopDelayMs = 1000) {
  opened.push(db);
  return healthService({
    db,
    lifecycle: { site: 'loaded', shuttingDown: false },
    maxEventLoopDelayMs,
    mailEnabled: false,
    clamav: undefined,
    checkTimeoutMs: 3000,
  });
}

describe('readiness', () => {
  it('fails on a database whose migrations have not run, saying how many wait', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-health-'));
    try {
      const health = service(
        createDb({ databaseUrl: undefined, dataDir, poolMax: 1, busyTimeoutMs: 1000 }),
      );
      const report = await health.readiness();
      expect(report.status).toBe('fail');
      expect(report.checks.database).toMatchObject({
        status: 'fail',
        reason: 'migrations_pending',
      });
      expect(report.checks.database?.pending).toBeGreaterThan(20);
      expect(report.checks.site).toEqual({ status: 'ok' });
      health.stop();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('fails on a database it cannot reach, naming neither its address nor its user', async () => {
    const port = await closedPort();
    const health = service(
      createDb({
        databaseUrl: `postgres://secret-user:secret-pass@127.0.0.1:${port}/nowhere`,
        dataDir: os.tmpdir(),
        poolMax: 1,
        busyTimeoutMs: 1000,
      }),
    );
    const report = await health.readiness();
    expect(report).toMatchObject({
      status: 'fail',
      checks: { database: { status: 'fail', reason: 'unreachable' } },
    });
    expect(JSON.stringify(report)).not.toMatch(/secret|nowhere|127\.0\.0\.1/);
    health.stop();
  });
});

describe('liveness', () => {
  it('fails after the event loop was held up past the bound, and recovers', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-health-'));
    try {
      const health = service(
        createDb({ databaseUrl: undefined, dataDir, poolMax: 1, busyTimeoutMs: 1000 }),
        100,
      );
      health.liveness();
      // Held up for 1.2 s straight after a check (the bound is 0.5 s: a loaded machine's timers
      // run late by less).
      const until = Date.now() + 1200;
      while (Date.now() < until);
      await new Promise((resolve) => setTimeout(resolve, 60));
      const stuck = health.liveness();
      expect(stuck.status).toBe('fail');
      expect(stuck.checks.eventLoop?.delayMs).toBeGreaterThan(1000);
      // The window starts again at each check: a loop that kept up since reads well.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(health.liveness().status).toBe('ok');
      health.stop();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
