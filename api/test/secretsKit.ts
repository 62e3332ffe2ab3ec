/**
 * What the secrets tests (secrets.*.test.ts) share: the canary values, a résumé whose bytes carry
 * one, and the recording of a flow — the server's log lines and every answer — with the sweep that
 * looks for the canaries in it.
 */
import { expect } from 'vitest';
import { makePdf } from './fixtures/documents';
import { ADMIN_EMAIL, type TestServer } from './helpers';
import { type RawResponse, raw, snapshot } from './securityKit';

export const CANARY_PASSWORD = 'Canary-Password-5e1f7c2a9b';
export const CANARY_NEW_PASSWORD = 'Canary-NewPassword-8d3b6a40f1';
export const CANARY_INVITED_PASSWORD = 'canary-invited-password-6d1c2e';
export const CANARY_WRONG_PASSWORD = 'Canary-WrongGuess-2c9e4d7b13';
export const CANARY_KEY = 'sk-canary-4f0b9e2d7a6c1e8f3b5d0a9c7e2f4b6d';
export const CANARY_RESUME_TEXT = 'CANARY-RESUME-BYTES-93a7f1e6c2';

/** A PDF résumé whose bytes carry CANARY_RESUME_TEXT: checked, as an absent canary proves nothing. */
export function canaryResume(): Buffer {
  const resumePdf = makePdf(CANARY_RESUME_TEXT);
  expect(resumePdf.toString('latin1')).toContain(CANARY_RESUME_TEXT);
  return resumePdf;
}

/** A job application whose résumé is `resumeData` (base64). */
export const application = (resumeData: string) => ({
  name: 'Noura',
  email: 'noura@example.com',
  phone: '+966 55 987 6543',
  position: 'Engineer',
  resumeFilename: 'cv.pdf',
  resumeData,
});

/** One line of the server's structured log. */
export interface LogLine {
  time: string;
  level: string;
  message: string;
  event?: string;
  [field: string]: unknown;
}

/** One answer of a flow, marked when it is allowed to carry the session token. */
export interface FlowResponse {
  label: string;
  res: RawResponse;
  issuesToken: boolean;
}

/**
 * The recorder of a flow against the server at `url()`: `lines` is to be its log sink, and `call`
 * keeps every answer in `responses`.
 */
export function flowRecorder(url: () => string) {
  const lines: string[] = [];
  const responses: FlowResponse[] = [];

  const parsed = (from: number) => lines.slice(from).map((l) => JSON.parse(l) as LogLine);
  const securityLines = (from: number) => parsed(from).filter((l) => l.level === 'security');

  async function call(
    label: string,
    method: string,
    pathname: string,
    headers: Record<string, string> = {},
    body?: unknown,
    issuesToken = false,
  ): Promise<RawResponse> {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const res = await raw(
      url(),
      method,
      pathname,
      { ...(text ? { 'content-type': 'application/json' } : {}), ...headers },
      text,
    );
    responses.push({ label, res, issuesToken });
    return res;
  }

  /** Runs `action` and returns the security lines it logged (expecting exactly one). */
  async function oneEvent(action: () => Promise<RawResponse>, expectedStatus: number) {
    const from = lines.length;
    const res = await action();
    expect(res.status, res.text.slice(0, 300)).toBe(expectedStatus);
    const events = securityLines(from);
    expect(events, JSON.stringify(events)).toHaveLength(1);
    const event = events[0]!;
    expect(Date.parse(event.time)).toBeGreaterThan(Date.now() - 60_000);
    expect(event.message).toBe('security event');
    expect(event.ip).toBe('127.0.0.1');
    return { res, event };
  }

  return { lines, responses, parsed, securityLines, call, oneEvent };
}

/** What a flow recorded, and the secrets it was handed on the way. */
export interface RecordedFlow {
  lines: string[];
  responses: FlowResponse[];
  cookieValue: string;
  bearerToken: string;
  invitationToken: string;
  resumePdf: Buffer;
}

/**
 * The canaries appear nowhere in the flow's log lines, in its answers (but the one that hands a
 * token out) or in the database as plain text.
 */
export async function expectNoCanaries(server: TestServer, flow: RecordedFlow) {
  const { lines, responses, cookieValue, bearerToken, invitationToken, resumePdf } = flow;
  expect(responses.length).toBeGreaterThan(15);
  expect(cookieValue).not.toBe('');
  const canaries = {
    password: CANARY_PASSWORD,
    'new password': CANARY_NEW_PASSWORD,
    'wrong password': CANARY_WRONG_PASSWORD,
    'OpenAI key': CANARY_KEY,
    'résumé bytes': CANARY_RESUME_TEXT,
    'résumé base64': resumePdf.toString('base64').slice(0, 60),
    'session cookie': cookieValue,
    'bearer token': bearerToken,
    'invitation token': invitationToken,
    'invited password': CANARY_INVITED_PASSWORD,
  };
  // Positive controls: the search does find the token in the one answer that hands it out.
  const issuing = responses.filter((r) => r.issuesToken);
  expect(issuing.some((r) => JSON.stringify(r.res.headers).includes(cookieValue))).toBe(true);
  expect(issuing.some((r) => r.res.text.includes(bearerToken))).toBe(true);
  const log = lines.join('\n');
  expect(log).toContain(ADMIN_EMAIL);
  for (const [name, value] of Object.entries(canaries)) {
    expect(log.includes(value), `${name} in the logs`).toBe(false);
    for (const { label, res, issuesToken } of responses) {
      if (issuesToken && ['session cookie', 'bearer token', 'invitation token'].includes(name))
        continue;
      const all = `${JSON.stringify(res.headers)}\n${res.body.toString('latin1')}`;
      expect(all.includes(value), `${name} in the answer to "${label}"`).toBe(false);
    }
  }
  // The database keeps argon2id hashes and token hashes only (the résumé's bytes are data).
  const db = await snapshot(server.deps.db, Boolean(server.deps.config.databaseUrl));
  for (const name of [
    'password',
    'new password',
    'wrong password',
    'OpenAI key',
    'session cookie',
    'bearer token',
    'invitation token',
    'invited password',
  ] as const) {
    if (name === 'invitation token') continue;
    expect(db.includes(canaries[name]), `${name} in the database`).toBe(false);
  }
  // The invitation link is in the e-mail that carries it, while it waits to be sent (there is no
  // SMTP server here), and nowhere else: its table keeps a hash.
  const tables = JSON.parse(db) as Record<string, string[]>;
  for (const [table, rows] of Object.entries(tables)) {
    for (const row of rows.filter((r) => r.includes(invitationToken))) {
      expect(table, 'the invitation token').toBe('outbox');
      expect(JSON.parse(row)).toMatchObject({ status: 'pending', kind: 'invitation' });
    }
  }
  expect(tables.outbox?.some((r) => r.includes(invitationToken))).toBe(true);
}
