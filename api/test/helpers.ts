import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Role } from '@vb/shared/roles';
import type { SubmissionKind } from '@vb/shared/status';
import { createPostgresDatabase } from './postgresDatabase';
import { PG_TEMPLATE_ENV, copySqliteTemplate } from './templateDatabase';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/knex';
import * as submissions from '../src/repos/submissions';
import { type RunningServer, type ServerOptions, startServer } from '../src/server';

export const ADMIN_EMAIL = 'admin@example.test';
export const ADMIN_PASSWORD = 'correct horse battery staple';

/** SHA-256 (hex) of bytes as stored or downloaded: résumés and images are compared by it. */
export const sha256 = (bytes: Buffer | ArrayBuffer) =>
  createHash('sha256')
    .update(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes))
    .digest('hex');

/** A fetch Response whose JSON body is read untyped: the tests assert on its shape themselves. */
export interface TestResponse extends Response {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect arbitrary JSON
  json(): Promise<any>;
}

export type TestFetch = (pathname: string, init?: RequestInit) => Promise<TestResponse>;

export interface TestServer extends RunningServer {
  dataDir: string;
  /** fetch against the server: `api('/api/news')`. */
  api: TestFetch;
  /** A fetch bound to a signed-in admin cookie session. */
  signIn(): Promise<TestFetch>;
}

// With TEST_DATABASE_URL (a PostgreSQL server URL), every test server gets a database of its own,
// created by createPostgresDatabase and dropped when it closes, so the suite runs unchanged
// against PostgreSQL. Both engines start from a copy of the run's migrated template
// (./templateDatabase.ts).
export { createPostgresDatabase };

/**
 * Starts the real server on an ephemeral loopback port with a new temporary SQLite database
 * (or the PostgreSQL database of TEST_DATABASE_URL). Extra environment variables override defaults.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-api-test-'));
  const pg = process.env.TEST_DATABASE_URL
    ? await createPostgresDatabase(
        process.env.TEST_DATABASE_URL,
        'vb_test',
        process.env[PG_TEMPLATE_ENV],
      )
    : undefined;
  if (!pg) copySqliteTemplate(dataDir);
  return launch(
    dataDir,
    pg?.url,
    env,
    async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await pg?.drop();
    },
    options,
  );
}

/**
 * Starts another server on the database of `first` (its PostgreSQL database, or its SQLite file in
 * the same DATA_DIR), as a second API instance would; closing it leaves the database to `first`.
 */
export function startPeerServer(
  first: TestServer,
  env: Record<string, string> = {},
): Promise<TestServer> {
  return startTestServerOn(
    { dataDir: first.dataDir, databaseUrl: first.deps.config.databaseUrl },
    env,
  );
}

/** Starts a server on an existing database (a DATA_DIR, or a PostgreSQL URL); closing keeps it. */
export function startTestServerOn(
  target: { dataDir: string; databaseUrl?: string | undefined },
  env: Record<string, string> = {},
): Promise<TestServer> {
  return launch(target.dataDir, target.databaseUrl, env, async () => {});
}

async function launch(
  dataDir: string,
  databaseUrl: string | undefined,
  env: Record<string, string>,
  cleanup: () => Promise<void>,
  options: ServerOptions = {},
): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    // The team, ventures and partners start empty (api/test/content.test.ts fills them).
    SEED_SITE_CONTENT: '0',
    SERVE_STATIC: '0',
    // The public-form limits have their own test; the other suites submit freely.
    RATE_LIMITS: 'off',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  let server: RunningServer;
  try {
    server = await startServer(config, options);
  } catch (error) {
    await cleanup();
    throw error;
  }
  const api: TestFetch = (pathname, init) =>
    fetch(`${server.url}${pathname}`, init) as Promise<TestResponse>;
  return {
    ...server,
    dataDir,
    api,
    async signIn() {
      const res = await api('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      return (pathname: string, init: RequestInit = {}) =>
        api(pathname, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), cookie },
        });
    },
    async close() {
      await server.close();
      await cleanup();
    },
  };
}

/** A JSON request init. */
export function json(
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/** The password of the staff members `staffMember` creates. */
export const STAFF_PASSWORD = 'a long and unusual passphrase 42';

/**
 * A member of staff with these roles: invited by `owner`, the invitation accepted, signed in with
 * a cookie session. Answers their e-mail and a fetch bound to that session.
 */
export async function staffMember(
  server: TestServer,
  owner: TestFetch,
  { roles, name = 'Staff', email }: { roles: Role[]; name?: string; email?: string },
): Promise<{ email: string; api: TestFetch }> {
  const address = email ?? `${roles.join('-')}-${Math.random().toString(36).slice(2)}@example.test`;
  const invited = await owner('/api/admin/users', json('POST', { email: address, name, roles }));
  if (invited.status !== 201) throw new Error(`invitation failed: ${await invited.text()}`);
  const { token } = (await invited.json()).invitation as { token: string };
  const accepted = await server.api(
    '/api/auth/invitation',
    json('POST', { token, password: STAFF_PASSWORD }),
  );
  if (accepted.status !== 204) throw new Error(`acceptance failed: ${await accepted.text()}`);
  return { email: address, api: await cookieSession(server, address) };
}

/** A cookie session of `email` on `server` (another instance of the same database, say). */
export async function cookieSession(
  server: TestServer,
  email: string,
  password = STAFF_PASSWORD,
): Promise<TestFetch> {
  const login = await server.api('/api/auth/login', json('POST', { email, password }));
  if (login.status !== 200) throw new Error(`sign-in failed: ${await login.text()}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return (path, init = {}) =>
    server.api(path, { ...init, headers: { ...(init.headers as object), cookie } });
}

/**
 * The statement with which repos/submissions.list finds a page's ids (`… id IN (select …)`), as it
 * runs for `filter`: what the tests of the lists' indexes ask the database to explain.
 */
export async function pageIdsQuery(
  db: Db,
  kind: SubmissionKind,
  filter: submissions.ListFilter,
): Promise<{ sql: string; bindings: readonly unknown[] }> {
  let found = { sql: '', bindings: [] as readonly unknown[] };
  const capture = (q: { sql: string; bindings: readonly unknown[] }) => {
    if (/ in \(select/i.test(q.sql)) found = { sql: q.sql, bindings: q.bindings };
  };
  db.on('query', capture);
  try {
    await submissions.list(db, kind, filter);
  } finally {
    db.off('query', capture);
  }
  return found;
}

/** A loopback port that was free a moment ago: connections to it are refused. */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
