/**
 * Helpers of the reliability batteries (crash, shutdown, load): the real server as a child process
 * (`node --import tsx src/main.ts`), submitters for the three public forms, admin reads, and a
 * read-only look into the SQLite file.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import {
  applicationPayloadSchema,
  contactPayloadSchema,
  investorPayloadSchema,
} from '@vb/shared/schemas';

const apiRoot = path.resolve(import.meta.dirname, '..');

export { ADMIN_EMAIL, ADMIN_PASSWORD, sha256 } from '../test/helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, sha256 } from '../test/helpers';

export interface ChildServer {
  child: ChildProcessWithoutNullStreams;
  url: string;
  /** When the process was spawned (ms since the epoch). */
  spawnedAt: number;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code and signal once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the server on `dataDir` with the battery defaults; resolves once it listens. */
export async function spawnServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const spawnedAt = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVE_STATIC: '0',
      SEED_DEMO: '0',
      RATE_LIMITS: 'off',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within 60 s: ${out}`));
    }, 60_000);
    const onData = () => {
      const match = /Site and API: (http:\/\/\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening: ${out}`));
    });
  });
  return { child, url, spawnedAt, output: () => out, exited };
}

/** Kills the process (if still running) and waits for its exit. */
export async function stopServer(server: ChildServer, signal: NodeJS.Signals = 'SIGKILL') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}

export type Kind = 'contact' | 'investor' | 'application';

export interface Acknowledged {
  kind: Kind;
  id: number;
  /** The unique marker sent in the submission (in the message or the name). */
  marker: string;
  /** SHA-256 (hex) and size of the résumé of an application. */
  sha256?: string;
  size?: number;
}

/** A PDF-looking résumé (the magic bytes the API checks, then random bytes). */
export function makeResume(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n');
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);
}

export interface Submission {
  kind: Kind;
  path: string;
  body: string;
  marker: string;
  sha256?: string;
  size?: number;
}

/** A valid submission of a kind, carrying a unique marker. */
export function makeSubmission(kind: Kind, marker: string, resumeBytes = 4096): Submission {
  if (kind === 'contact') {
    return {
      kind,
      marker,
      path: '/api/contact',
      body: JSON.stringify({
        name: `Contact ${marker}`,
        email: 'visitor@example.com',
        subject: 'Battery',
        message: `message ${marker}`,
      }),
    };
  }
  if (kind === 'investor') {
    return {
      kind,
      marker,
      path: '/api/investor',
      body: JSON.stringify({
        name: `Investor ${marker}`,
        email: 'investor@example.com',
        organization: 'Fund',
        message: `interest ${marker}`,
        investmentAmount: '1M SAR',
      }),
    };
  }
  const resume = makeResume(resumeBytes);
  return {
    kind,
    marker,
    path: '/api/careers/apply',
    sha256: sha256(resume),
    size: resume.length,
    body: JSON.stringify({
      name: `Applicant ${marker}`,
      email: 'applicant@example.com',
      phone: '+966 50 123 4567',
      position: 'Engineer',
      message: `application ${marker}`,
      resumeFilename: `cv-${marker}.pdf`,
      resumeData: resume.toString('base64'),
    }),
  };
}

/** Posts a submission: the acknowledgement on 201, else the status (or the network error). */
export async function submit(
  base: string,
  s: Submission,
): Promise<{ ack?: Acknowledged; status?: number; error?: unknown }> {
  try {
    const res = await fetch(`${base}${s.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: s.body,
    });
    const text = await res.text();
    if (res.status !== 201) return { status: res.status };
    const { id } = JSON.parse(text) as { id: number };
    return {
      status: 201,
      ack: { kind: s.kind, id, marker: s.marker, sha256: s.sha256, size: s.size },
    };
  } catch (error) {
    return { error };
  }
}

/** Signs in as the battery admin; answers a fetch bound to the session cookie. */
export async function signIn(base: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return (pathname: string) => fetch(`${base}${pathname}`, { headers: { cookie } });
}

/** The admin lists of the three kinds, by id. */
export async function adminLists(base: string) {
  const get = await signIn(base);
  const read = async <T>(pathname: string, key: string) => {
    const res = await get(pathname);
    if (res.status !== 200) throw new Error(`${pathname}: ${res.status}`);
    return ((await res.json()) as Record<string, T[]>)[key] ?? [];
  };
  return {
    get,
    applications: await read<Record<string, unknown>>('/api/admin/applications', 'applications'),
    contact: await read<Record<string, unknown>>('/api/admin/contact-messages', 'messages'),
    investor: await read<Record<string, unknown>>('/api/admin/investor-requests', 'requests'),
  };
}

/** Polls GET /api/news until it answers 200; resolves with the milliseconds since `since`. */
export async function waitHealthy(base: string, since: number, limitMs = 30_000): Promise<number> {
  for (;;) {
    try {
      const res = await fetch(`${base}/api/news`);
      await res.arrayBuffer();
      if (res.status === 200) return Date.now() - since;
    } catch {
      // not yet
    }
    if (Date.now() - since > limitMs) throw new Error(`not healthy within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

type Row = Record<string, unknown>;

/** What the SQLite file holds, read through a read-only connection of its own. */
export interface DbSnapshot {
  integrity: string[];
  contact: Row[];
  investor: Row[];
  /** Applications with the SHA-256 and length of their résumé row (null when it has none). */
  applications: (Row & { resume_sha256: string | null; resume_length: number | null })[];
}

export async function readSnapshot(file: string): Promise<DbSnapshot> {
  const db = await new Promise<sqlite3.Database>((resolve, reject) => {
    const handle = new sqlite3.Database(file, sqlite3.OPEN_READONLY, (err) =>
      err ? reject(err) : resolve(handle),
    );
  });
  const all = (sql: string) =>
    new Promise<Row[]>((resolve, reject) =>
      db.all(sql, (err, rows: Row[]) => (err ? reject(err) : resolve(rows))),
    );
  try {
    const integrity = (await all('PRAGMA integrity_check')).map((r) => String(Object.values(r)[0]));
    const contact = await all('SELECT * FROM contact_messages');
    const investor = await all('SELECT * FROM investor_requests');
    const raw = await all(
      'SELECT a.*, r.data AS resume_data FROM job_applications a LEFT JOIN resumes r ON r.application_id = a.id',
    );
    const applications = raw.map(({ resume_data, ...row }) => {
      const data = resume_data as Buffer | null;
      return {
        ...row,
        resume_sha256: data ? sha256(data) : null,
        resume_length: data ? data.length : null,
      };
    });
    return { integrity, contact, investor, applications };
  } finally {
    await new Promise<void>((resolve) => db.close(() => resolve()));
  }
}

/**
 * The problems of a snapshot: rows that do not re-validate against the shared payload schemas,
 * applications without their résumé (or with one of another size), wrong statuses.
 */
export function partialRows(snapshot: DbSnapshot): string[] {
  const problems: string[] = [];
  const check = (what: string, ok: boolean) => {
    if (!ok) problems.push(what);
  };
  for (const r of snapshot.contact) {
    check(
      `contact ${String(r.id)}`,
      contactPayloadSchema.safeParse({
        name: r.name,
        email: r.email,
        subject: r.subject,
        message: r.message,
        phone: r.phone,
      }).success && r.status === 'new',
    );
  }
  for (const r of snapshot.investor) {
    check(
      `investor ${String(r.id)}`,
      investorPayloadSchema.safeParse({
        name: r.name,
        email: r.email,
        organization: r.organization,
        message: r.message,
        position: r.position,
        phone: r.phone,
        investmentAmount: r.investment_amount,
      }).success && r.status === 'new',
    );
  }
  for (const r of snapshot.applications) {
    check(
      `application ${String(r.id)}`,
      applicationPayloadSchema.safeParse({
        name: r.name,
        email: r.email,
        phone: r.phone,
        position: r.position,
        message: r.message,
        resumeFilename: r.resume_filename,
        resumeData: 'JVBERi0=',
      }).success &&
        r.status === 'new' &&
        r.resume_sha256 !== null &&
        r.resume_length === Number(r.resume_size),
    );
  }
  return problems;
}
