/** Shared tools of the security batteries (route inventory, headers, secrets and logs). */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { Db } from '../src/db/knex';
import { makePdf } from './fixtures/documents';
import { type TestFetch, json } from './helpers';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/**
 * One request through node:http, so that any method (TRACE, PROPFIND, …) can be sent, which
 * fetch refuses for some. Bounded by a timeout.
 */
export function raw(
  baseUrl: string,
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<RawResponse> {
  const url = new URL(pathname, baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        headers: {
          ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
          ...headers,
        },
        timeout: 20_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        // A stream that never ends (the admin's live feed): its first chunk stands for the body.
        if (String(res.headers['content-type']).startsWith('text/event-stream')) {
          const done = (c: Buffer) => {
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: c,
              text: c.toString(),
            });
            req.destroy();
          };
          res.once('data', done);
          res.once('end', () => done(Buffer.alloc(0)));
          return;
        }
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const all = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: all,
            text: all.toString('utf8'),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${pathname}: timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** A minimal built site (index.html, a hashed asset, a public file) in a temporary folder. */
export function makeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-sec-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>site</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

/** A 1×1 PNG as a data URL (a valid article image). */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export interface Seeded {
  articleId: number;
  slug: string;
  listingId: number;
  applicationId: number;
  messageId: number;
  requestId: number;
  mediaUrl: string;
}

/** One row of each kind, made through the API as staff and visitors would. */
export async function seedContent(api: TestFetch, admin: TestFetch): Promise<Seeded> {
  const created = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(201);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const media = await created(
    await admin('/api/admin/media', json('POST', { dataUrl: PNG_DATA_URL })),
  );
  const article = (
    await created(
      await admin(
        '/api/admin/news',
        json('POST', { title: 'Inventory article', content: 'Body text', isPublished: true }),
      ),
    )
  ).article as { id: number; slug: string };
  const listing = (
    await created(
      await admin(
        '/api/admin/job-listings',
        json('POST', {
          title: 'Engineer',
          department: 'technology',
          location: 'Riyadh, Saudi Arabia',
          description: 'Build things',
          requirements: 'Experience',
          employmentType: 'full-time',
        }),
      ),
    )
  ).jobListing as { id: number };
  const application = await created(
    await api(
      '/api/careers/apply',
      json('POST', {
        name: 'Noura',
        email: 'noura@example.com',
        phone: '+966 55 987 6543',
        position: 'Engineer',
        resumeFilename: 'cv.pdf',
        resumeData: makePdf().toString('base64'),
      }),
    ),
  );
  const message = await created(
    await api(
      '/api/contact',
      json('POST', { name: 'Sara', email: 'sara@example.com', subject: 'Hi', message: 'Hello' }),
    ),
  );
  const request = await created(
    await api(
      '/api/investor',
      json('POST', {
        name: 'Omar',
        email: 'omar@example.com',
        organization: 'Fund',
        message: 'Interested',
      }),
    ),
  );
  return {
    articleId: article.id,
    slug: article.slug,
    listingId: listing.id,
    applicationId: application.id as number,
    messageId: message.id as number,
    requestId: request.id as number,
    mediaUrl: media.url as string,
  };
}

/** Every row of every table (sessions without their last-use time, which reads may touch). */
export async function snapshot(db: Db, postgres: boolean): Promise<string> {
  const tables: string[] = postgres
    ? (
        await db.raw<{ rows: { table_name: string }[] }>(
          "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
        )
      ).rows.map((r) => r.table_name)
    : (
        await db.raw<{ name: string }[]>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
        )
      ).map((r) => r.name);
  const out: Record<string, unknown[]> = {};
  for (const table of tables.sort()) {
    const rows = (await db(table).select('*')) as Record<string, unknown>[];
    out[table] = rows
      // A CSV export is a read, but of personal data in bulk: the audit trail notes it (the one
      // record a GET makes, like the sessions' last-seen time).
      .filter((row) => !(table === 'audit_events' && row.action === 'submissions_exported'))
      .map((row) => {
        const copy: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(row)) {
          if (table === 'sessions' && k === 'last_seen_at') continue;
          copy[k] = Buffer.isBuffer(v) ? v.toString('hex') : v instanceof Date ? v.getTime() : v;
        }
        return JSON.stringify(copy);
      })
      .sort();
  }
  return JSON.stringify(out);
}
