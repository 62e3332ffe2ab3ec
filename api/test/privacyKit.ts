/**
 * What the privacy.*.test.ts parts share: each part's server with an SMTP catcher (the erasure
 * counts the e-mails sent to a person), applying for a job, moving an application into the past,
 * and reading the SQLite file's bytes as a copy of the disk would hold them. The helpers that
 * need a part's server read it through the `context` getter: it exists once beforeAll has run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { isPostgres } from '../src/db/knex';
import { makePdf } from './fixtures/documents';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';
import { type TestSmtp, startSmtp } from './smtpServer';

export const DAY_MS = 86_400_000;
export const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 10)}`;

/** A part's SMTP catcher, its server and the owner signed in. */
export interface PrivacyContext {
  smtp: TestSmtp;
  server: TestServer;
  owner: TestFetch;
}

const mailEnv = (smtp: TestSmtp) => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Ruwad Ventures <no-reply@ruwad.test>',
  MAIL_POLL_SECONDS: '1',
  NOTIFY_POLL_MS: '200',
  PUBLIC_URL: 'https://ruwad.example',
});

/** A part's own SMTP catcher and server (sending to it), with the owner signed in. */
export async function startPrivacyServer(): Promise<PrivacyContext> {
  const smtp = await startSmtp();
  try {
    const server = await startTestServer(mailEnv(smtp));
    return { smtp, server, owner: await server.signIn() };
  } catch (error) {
    await smtp.close();
    throw error;
  }
}

/**
 * Starts the part's server and SMTP catcher before its tests and stops both after them; `take`
 * gets them once started. Answers the part's context, for `privacyRequests`.
 */
export function usePrivacyServer(take: (context: PrivacyContext) => void): () => PrivacyContext {
  let context: PrivacyContext | undefined;
  beforeAll(async () => {
    context = await startPrivacyServer();
    take(context);
  });
  afterAll(async () => {
    await context?.server.close();
    await context?.smtp.close();
  });
  return () => {
    if (!context) throw new Error('the privacy server has not started');
    return context;
  };
}

/** The helpers that act as the part's owner or on its server. */
export function privacyRequests(context: () => PrivacyContext) {
  async function application(id: number) {
    const res = await context().owner(`/api/admin/applications/${id}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()).item;
  }

  async function reject(id: number) {
    const res = await context().owner(
      `/api/admin/applications/${id}/status`,
      json('PUT', { status: 'rejected' }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
  }

  return {
    /** The mail settings of another instance on the same database (and the same catcher). */
    mailEnv: () => mailEnv(context().smtp),
    application,
    reject,
    sqlite: () => !isPostgres(context().server.deps.db),
  };
}

/** Applies for a job on `target` (the part's server or a peer); answers the new id. */
export async function apply(
  target: TestServer,
  fields: { name: string; email: string; marker?: string; keepResume?: boolean },
): Promise<number> {
  const res = await target.api(
    '/api/careers/apply',
    json('POST', {
      name: fields.name,
      email: fields.email,
      phone: '+966 55 123 4567',
      position: 'Analyst',
      message: `Cover letter of ${fields.name}`,
      resumeFilename: `${fields.name}.pdf`,
      resumeData: makePdf(fields.marker ?? `Resume of ${fields.name}`).toString('base64'),
      ...(fields.keepResume !== undefined ? { keepResume: fields.keepResume } : {}),
    }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).id as number;
}

/** Moves an application (and its status changes) `days` into the past. */
export async function age(target: TestServer, id: number, days: number) {
  const at = new Date(Date.now() - days * DAY_MS);
  await target.deps.db('job_applications').where({ id }).update({ created_at: at });
  await target.deps
    .db('audit_events')
    .where({ item_kind: 'application', item_id: String(id) })
    .update({ at });
}

/** Lets the next pass run at once, as if the last one was long ago. */
export const passDue = (target: TestServer) =>
  target.deps.db('privacy_jobs').update({ ran_at: new Date(0) });

/** The SQLite file and its write-ahead log, as bytes (what a copy of the disk would hold). */
export function fileBytes(dataDir: string): Buffer {
  const parts = ['site.db', 'site.db-wal']
    .map((name) => path.join(dataDir, name))
    .filter((file) => fs.existsSync(file))
    .map((file) => fs.readFileSync(file));
  return Buffer.concat(parts);
}

/** The texts (as written, lower-cased, upper-cased) of `needles` found in `bytes`. */
export const foundIn = (bytes: Buffer, needles: string[]) =>
  needles.flatMap((n) => [n, n.toLowerCase(), n.toUpperCase()]).filter((n) => bytes.includes(n));
