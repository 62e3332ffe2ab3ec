/**
 * What the submissions.*.test.ts parts share: the shapes the forms answer with, the checks of a
 * created item or an error, the admin lists, the Content-Disposition readers, and the careers
 * form's sender. Each part starts its own server; the helpers that need it read it through the
 * `context` getter, since the server only exists once the part's beforeAll has run.
 */
import { expect } from 'vitest';
import { type TestServer, json, startTestServer } from './helpers';

export type Fetch = (pathname: string, init?: RequestInit) => Promise<Response>;

/** A part's own server and its signed-in admin. */
export interface SubmissionsContext {
  server: TestServer;
  admin: Fetch;
}

/** A part's own server, on its own copy of the database, and its admin signed in. */
export async function startSubmissionsServer(): Promise<SubmissionsContext> {
  const server = await startTestServer();
  return { server, admin: await server.signIn() };
}

export interface ErrorBody {
  code: string;
  message: string;
  issues?: { path: string; message: string }[];
}
interface Created {
  success: true;
  id: number;
}
export interface Application {
  id: number;
  name: string;
  email: string;
  phone: string;
  position: string;
  message: string | null;
  resumeFilename: string;
  resumeSize: number;
  resumeMimeType: string;
  jobListingId: number | null;
  status: string;
  createdAt: string;
}
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: string;
  createdAt: string;
}
export interface InvestorRequest {
  id: number;
  name: string;
  email: string;
  organization: string;
  position: string | null;
  phone: string | null;
  investmentAmount: string | null;
  message: string;
  status: string;
  createdAt: string;
}

export const MIME = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export const MAX_RESUME_BYTES = 10 * 1024 * 1024;

export async function expectCreated(res: Response): Promise<number> {
  const text = await res.text();
  expect(res.status, text).toBe(201);
  const body = JSON.parse(text) as Created;
  expect(body).toEqual({ success: true, id: expect.any(Number) });
  return body.id;
}

export async function expectError(res: Response, status: number, code: string): Promise<ErrorBody> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  const body = JSON.parse(text) as ErrorBody;
  expect(body.code, text).toBe(code);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

/** A 400 validation failure with an issue on `path`. */
export async function expectIssue(res: Response, path: string): Promise<ErrorBody> {
  const body = await expectError(res, 400, 'validation_failed');
  expect(body.issues, JSON.stringify(body)).toEqual(
    expect.arrayContaining([expect.objectContaining({ path, message: expect.any(String) })]),
  );
  return body;
}

/** Newest first: ids descending and creation times never increasing. */
export function expectNewestFirst(items: { id: number; createdAt: string }[]) {
  for (let i = 1; i < items.length; i++) {
    const prev = items[i - 1]!;
    const cur = items[i]!;
    expect(prev.id).toBeGreaterThan(cur.id);
    expect(Date.parse(prev.createdAt)).toBeGreaterThanOrEqual(Date.parse(cur.createdAt));
  }
}

/** The RFC 5987 `filename*` of a Content-Disposition header, decoded. */
export function extendedFilename(header: string): string | undefined {
  const match = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header);
  return match ? decodeURIComponent(match[1]!) : undefined;
}
/** The plain `filename="…"` of a Content-Disposition header. */
export function plainFilename(header: string): string | undefined {
  const match = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  return match ? match[1]!.replace(/\\(.)/g, '$1') : undefined;
}

// eslint-disable-next-line no-control-regex
export const UNSAFE_FILENAME_CHARS = /[/\\\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** The public forms' sender and the admin's lists, on the part's own server. */
export function submissionRequests(context: () => SubmissionsContext) {
  const post = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
    context().server.api(pathname, json('POST', body, headers));

  async function list<T>(path: string, key: string): Promise<T[]> {
    const res = await context().admin(`/api/admin/${path}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, T[]>;
    expect(Object.keys(body)).toEqual([key, 'total']);
    return body[key] ?? [];
  }

  return {
    post,
    list,
    listApplications: () => list<Application>('applications', 'applications'),
    listMessages: () => list<ContactMessage>('contact-messages', 'messages'),
    listRequests: () => list<InvestorRequest>('investor-requests', 'requests'),
  };
}

/**
 * The careers form: its sender, and checks that record what was acknowledged, so that a part can
 * prove at the end that no refused application left a row. One per describe block.
 */
export function careersForm(context: () => SubmissionsContext) {
  const { post } = submissionRequests(context);
  const base = {
    name: 'Noura Al-Harbi',
    email: 'noura@example.com',
    phone: '+966 55 987 6543',
    position: 'Software Engineer',
    message: 'Please find my CV attached.',
  };
  const apply = (
    resumeFilename: string,
    resume: Buffer | string,
    extra: Record<string, unknown> = {},
  ) =>
    post('/api/careers/apply', {
      ...base,
      resumeFilename,
      resumeData: typeof resume === 'string' ? resume : resume.toString('base64'),
      ...extra,
    });
  /** Every application acknowledged with 201, with the bytes sent. */
  const accepted = new Map<number, { filename: string; bytes: Buffer; mime: string }>();

  async function expectAccepted(res: Response, filename: string, bytes: Buffer, mime: string) {
    const id = await expectCreated(res);
    accepted.set(id, { filename, bytes, mime });
    return id;
  }

  async function expectRefused(res: Response, status: number, code: string) {
    const before = accepted.size;
    const body = await expectError(res, status, code);
    expect(accepted.size).toBe(before);
    return body;
  }

  async function download(id: number) {
    const res = await context().admin(`/api/admin/applications/${id}/resume`);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  async function expectDownload(id: number, filename: string, bytes: Buffer, mime: string) {
    const { res, bytes: got } = await download(id);
    expect(res.status).toBe(200);
    expect(Buffer.compare(got, bytes)).toBe(0);
    expect(res.headers.get('content-type')?.split(';')[0]).toBe(mime);
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment;/);
    expect(extendedFilename(disposition) ?? plainFilename(disposition)).toBe(filename);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    return disposition;
  }

  return { base, apply, accepted, expectAccepted, expectRefused, expectDownload };
}
