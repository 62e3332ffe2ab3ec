/**
 * What the uploads.*.test.ts parts share: the résumé types, the applicant who sends every upload,
 * row counts (a refusal must store nothing), and the download check (the exact bytes, the type and
 * a clean Content-Disposition). Each part starts its own server; the helpers that need it read it
 * through the `context` getter, since it exists once the part's beforeAll has run.
 */
import { expect } from 'vitest';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';

export const MIME = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type Ext = keyof typeof MIME;
export const EXTENSIONS = Object.keys(MIME) as Ext[];
/** What no stored or served file name may hold: separators, controls, bidi and invisible marks. */
export const UNSAFE =
  // eslint-disable-next-line no-control-regex
  /[/\\\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;

/** A part's own server and its signed-in admin. */
export interface UploadsContext {
  server: TestServer;
  admin: TestFetch;
}

/** A part's own server, on its own copy of the database, and its admin signed in. */
export async function startUploadsServer(): Promise<UploadsContext> {
  const server = await startTestServer();
  return { server, admin: await server.signIn() };
}

export const person = {
  name: 'Layla',
  email: 'layla@example.com',
  phone: '+966 50 000 1111',
  position: 'Designer',
};

interface StoredApplication {
  id: number;
  resumeFilename: string;
  resumeSize: number;
  resumeMimeType: string;
}

/** The RFC 5987 `filename*` of a Content-Disposition header, decoded. */
const extendedFilename = (header: string) => {
  const match = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header);
  return match ? decodeURIComponent(match[1]!) : undefined;
};
const plainFilename = (header: string) => {
  const match = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  return match ? match[1]!.replace(/\\(.)/g, '$1') : undefined;
};

/** The upload routes and the checks that read the part's own server. */
export function uploadRequests(context: () => UploadsContext) {
  const apply = (
    resumeFilename: string,
    data: Buffer | string,
    headers: Record<string, string> = {},
  ) =>
    context().server.api(
      '/api/careers/apply',
      json(
        'POST',
        {
          ...person,
          resumeFilename,
          resumeData: typeof data === 'string' ? data : data.toString('base64'),
        },
        headers,
      ),
    );

  async function rowCount(table: string): Promise<number> {
    const row = (await context().server.deps.db(table).count('* as n').first()) as {
      n: number | string;
    };
    return Number(row.n);
  }

  async function storedApplication(id: number): Promise<StoredApplication> {
    const { applications } = (await (await context().admin('/api/admin/applications')).json()) as {
      applications: StoredApplication[];
    };
    const found = applications.find((a) => a.id === id);
    if (!found) throw new Error(`application ${id} not listed`);
    return found;
  }

  /** Downloads a résumé and checks the bytes, the type and a clean Content-Disposition. */
  async function expectDownload(id: number, bytes: Buffer, mime: string, filename: string) {
    const res = await context().admin(`/api/admin/applications/${id}/resume`);
    expect(res.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), bytes)).toBe(0);
    expect(res.headers.get('content-type')?.split(';')[0]).toBe(mime);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).toMatch(/^[\x20-\x7E]*$/); // one ASCII line: no CR/LF, no raw Unicode
    const served = extendedFilename(disposition) ?? plainFilename(disposition) ?? '';
    expect(served).toBe(filename);
    expect(served).not.toMatch(UNSAFE);
    const plain = plainFilename(disposition);
    if (plain !== undefined) expect(plain).not.toMatch(/[/\\]|\.\./);
    return disposition;
  }

  return { apply, rowCount, storedApplication, expectDownload };
}
