/**
 * Two API instances on one database (the PostgreSQL database of TEST_DATABASE_URL, or one SQLite
 * file in WAL mode): nothing that must be shared may live in one process's memory. Here, sessions
 * and tokens made on either instance, writes read back through the other within the public
 * cache's bound, and a burst of submissions and status changes spread over both losing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, CONTACT_STATUSES, INVESTOR_STATUSES } from '@vb/shared/status';
import { makePdf } from './fixtures/documents';
import {
  ADMIN_EMAIL,
  type TestFetch,
  type TestServer,
  json,
  startPeerServer,
  startTestServer,
  sha256,
} from './helpers';
import { cookieFrom, tokenFrom, withCookie } from './multiInstanceKit';

/** How long a public read may lag behind a write made on another instance (PUBLIC_CACHE_SECONDS). */
const PUBLIC_CACHE_SECONDS = 1;
/** Slack on top of that bound for a loaded CI machine. */
const SLACK_MS = 4_000;

/** Polls `read` until `ok` holds or the deadline passes; answers the elapsed milliseconds. */
async function within(deadlineMs: number, read: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await read())) {
    if (Date.now() - started > deadlineMs) {
      throw new Error(`not visible within ${deadlineMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - started;
}

describe('two API instances on one database', () => {
  let a: TestServer;
  let b: TestServer;
  let adminA: TestFetch;
  let adminB: TestFetch;

  beforeAll(async () => {
    const env = { PUBLIC_CACHE_SECONDS: String(PUBLIC_CACHE_SECONDS) };
    a = await startTestServer(env);
    b = await startPeerServer(a, env);
    adminA = withCookie(a, await cookieFrom(a));
    adminB = withCookie(b, await cookieFrom(b));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('really are two servers', () => {
    expect(a.url).not.toBe(b.url);
    expect(a.deps.db).not.toBe(b.deps.db);
  });

  it('honours a cookie session made on one instance on the other, and a logout on either', async () => {
    const cookie = await cookieFrom(a);
    const onB = withCookie(b, cookie);
    const me = await onB('/api/auth/me');
    expect(me.status).toBe(200);
    expect((await me.json()).user.email).toBe(ADMIN_EMAIL);
    expect((await onB('/api/admin/contact-messages')).status).toBe(200);

    const out = await onB('/api/auth/logout', { method: 'POST' });
    expect(out.status).toBe(204);
    expect((await withCookie(a, cookie)('/api/auth/me')).status).toBe(401);
    expect((await withCookie(a, cookie)('/api/admin/contact-messages')).status).toBe(401);
    expect((await onB('/api/auth/me')).status).toBe(401);
  });

  it('honours a bearer token made on one instance on the other, and its logout', async () => {
    const token = await tokenFrom(b);
    const bearer = { authorization: `Bearer ${token}` };
    const onA = await a.api('/api/admin/applications', { headers: bearer });
    expect(onA.status).toBe(200);
    expect((await a.api('/api/auth/logout', { method: 'POST', headers: bearer })).status).toBe(204);
    expect((await b.api('/api/auth/me', { headers: bearer })).status).toBe(401);
    expect((await a.api('/api/auth/me', { headers: bearer })).status).toBe(401);
  });

  it('reads through one instance what was written through the other', async () => {
    const slug = `two-instances-${Date.now()}`;
    // B has answered the public list (and may have cached it) before the write on A.
    const before = await (await b.api('/api/news')).json();
    expect(before.articles.map((x: { slug: string }) => x.slug)).not.toContain(slug);

    const created = await adminA(
      '/api/admin/news',
      json('POST', {
        title: 'Written on A',
        titleAr: 'كُتب على الأول',
        content: 'Read on **B**.',
        contentAr: 'يُقرأ على **الثاني**.',
        slug,
        imageUrl: null,
        isPublished: true,
      }),
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const { article } = await created.json();

    // Admin reads are never cached: B shows the write at once.
    const adminList = await (await adminB('/api/admin/news')).json();
    expect(adminList.articles.map((x: { slug: string }) => x.slug)).toContain(slug);

    // Public reads on B show it within the cache bound.
    const bound = PUBLIC_CACHE_SECONDS * 1000 + SLACK_MS;
    await within(bound, async () => {
      const list = await (await b.api('/api/news')).json();
      return list.articles.some((x: { slug: string }) => x.slug === slug);
    });
    const one = await b.api(`/api/news/${slug}`);
    expect(one.status).toBe(200);
    expect((await one.json()).article.title).toBe('Written on A');

    // An unpublish on B disappears from A's public reads within the same bound.
    const hidden = await adminB(
      `/api/admin/news/${article.id}`,
      json('PUT', {
        title: 'Written on A',
        titleAr: 'كُتب على الأول',
        content: 'Read on **B**.',
        contentAr: 'يُقرأ على **الثاني**.',
        slug,
        imageUrl: null,
        isPublished: false,
      }),
    );
    expect(hidden.status, await hidden.clone().text()).toBe(200);
    await within(bound, async () => {
      const list = await (await a.api('/api/news')).json();
      return !list.articles.some((x: { slug: string }) => x.slug === slug);
    });
    await within(bound, async () => (await a.api(`/api/news/${slug}`)).status === 404);

    // A job listing created on B is listed publicly on A.
    const listing = await adminB(
      '/api/admin/job-listings',
      json('POST', {
        title: `Engineer ${slug}`,
        department: 'technology',
        location: 'Riyadh, Saudi Arabia',
        description: 'Build things.',
        requirements: 'TypeScript.',
        employmentType: 'full-time',
        isActive: true,
      }),
    );
    expect(listing.status, await listing.clone().text()).toBe(201);
    const adminListings = await (await adminA('/api/admin/job-listings')).json();
    expect(adminListings.jobListings.map((l: { title: string }) => l.title)).toContain(
      `Engineer ${slug}`,
    );
    await within(bound, async () => {
      const list = await (await a.api('/api/job-listings')).json();
      return list.jobListings.some((l: { title: string }) => l.title === `Engineer ${slug}`);
    });
  });

  it('loses nothing under 200 concurrent submissions and status changes spread over both', async () => {
    const servers = [a, b];
    const admins = [adminA, adminB];
    const run = `r${Date.now()}`;
    const pdf = makePdf(`resume ${run}`);
    const listing = await adminA(
      '/api/admin/job-listings',
      json('POST', {
        title: `Listing ${run}`,
        department: 'technology',
        location: 'Remote',
        description: 'Apply here.',
        requirements: 'Curiosity.',
        employmentType: 'full-time',
        isActive: true,
      }),
    );
    expect(listing.status).toBe(201);
    const jobListingId = (await listing.json()).jobListing.id as number;

    const contact = (tag: string) => ({
      name: `Contact ${tag}`,
      email: 'visitor@example.com',
      subject: `Subject ${tag}`,
      message: `Message ${tag}`,
    });
    const investor = (tag: string) => ({
      name: `Investor ${tag}`,
      email: 'investor@example.com',
      organization: `Org ${tag}`,
      message: `Interest ${tag}`,
    });
    const application = (tag: string, i: number) => ({
      name: `Applicant ${tag}`,
      email: 'applicant@example.com',
      phone: '+966 50 123 4567',
      position: 'Engineer',
      resumeFilename: `cv-${tag}.pdf`,
      resumeData: pdf.toString('base64'),
      jobListingId: i % 2 ? jobListingId : null,
    });

    // Rows to change: 30 messages, 20 investor requests, 10 applications, made on both.
    const seed = async (i: number) => {
      const server = servers[i % 2] as TestServer;
      const tag = `${run}-seed-${i}`;
      const [path, body] =
        i < 30
          ? ['/api/contact', contact(tag)]
          : i < 50
            ? ['/api/investor', investor(tag)]
            : ['/api/careers/apply', application(tag, i)];
      const res = await server.api(path, json('POST', body));
      expect(res.status, await res.clone().text()).toBe(201);
      return { path, id: (await res.json()).id as number };
    };
    const seeded = await Promise.all(Array.from({ length: 60 }, (_, i) => seed(i)));
    const kindOf = (path: string) =>
      path === '/api/contact'
        ? { admin: 'contact-messages', set: CONTACT_STATUSES, list: 'messages' }
        : path === '/api/investor'
          ? { admin: 'investor-requests', set: INVESTOR_STATUSES, list: 'requests' }
          : { admin: 'applications', set: APPLICATION_STATUSES, list: 'applications' };

    // 100 status changes: each of the 60 rows gets exactly one (a status other than 'new'), and
    // the first 10 rows get 4 more each, contended across the two instances.
    const expected = new Map<string, string>();
    const contended = new Map<string, Set<string>>();
    const changes: { server: number; admin: string; id: number; status: string }[] = [];
    seeded.forEach((row, i) => {
      const kind = kindOf(row.path);
      const key = `${kind.admin}/${row.id}`;
      const choices = kind.set.filter((s) => s !== 'new');
      const status = choices[i % choices.length] as string;
      changes.push({ server: i % 2, admin: kind.admin, id: row.id, status });
      if (i < 10) {
        const sent = new Set([status]);
        for (let k = 1; k <= 4; k++) {
          const other = kind.set[(i + k) % kind.set.length] as string;
          sent.add(other);
          changes.push({ server: (i + k) % 2, admin: kind.admin, id: row.id, status: other });
        }
        contended.set(key, sent);
      } else {
        expected.set(key, status);
      }
    });
    expect(changes).toHaveLength(100);

    // 100 new submissions: contact, investor and applications, alternating instances.
    const submissions = Array.from({ length: 100 }, (_, i) => {
      const tag = `${run}-new-${i}`;
      const [path, body] =
        i % 4 === 0
          ? ['/api/careers/apply', application(tag, i)]
          : i % 4 === 1
            ? ['/api/investor', investor(tag)]
            : ['/api/contact', contact(tag)];
      return { server: i % 2, path, body, tag };
    });

    // All 200 at once, interleaved.
    const work: Promise<{ ok: boolean; detail: string; path?: string; id?: number }>[] = [];
    for (let i = 0; i < 100; i++) {
      const change = changes[i] as (typeof changes)[number];
      work.push(
        (admins[change.server] as TestFetch)(
          `/api/admin/${change.admin}/${change.id}/status`,
          json('PUT', { status: change.status }),
        ).then(async (res) => ({
          ok: res.status === 200,
          detail: `PUT ${change.admin}/${change.id} → ${res.status} ${await res.text()}`,
        })),
      );
      const sub = submissions[i] as (typeof submissions)[number];
      work.push(
        (servers[sub.server] as TestServer)
          .api(sub.path, json('POST', sub.body))
          .then(async (res) => {
            const text = await res.text();
            return {
              ok: res.status === 201,
              detail: `POST ${sub.path} → ${res.status} ${text}`,
              path: sub.path,
              id: res.status === 201 ? (JSON.parse(text) as { id: number }).id : undefined,
            };
          }),
      );
    }
    const results = await Promise.all(work);
    expect(results.filter((r) => !r.ok).map((r) => r.detail)).toEqual([]);

    // Every acknowledged submission and every status is there, read through both instances.
    for (const adminFetch of admins) {
      for (const path of ['/api/contact', '/api/investor', '/api/careers/apply']) {
        const kind = kindOf(path);
        const res = await adminFetch(`/api/admin/${kind.admin}`);
        expect(res.status).toBe(200);
        const rows = (await res.json())[kind.list] as { id: number; status: string }[];
        const byId = new Map(rows.map((r) => [r.id, r.status]));
        for (const r of rows) expect(kind.set as readonly string[]).toContain(r.status);
        const acknowledged = results.filter((r) => r.path === path).map((r) => r.id as number);
        const fromSeed = seeded.filter((s) => s.path === path).map((s) => s.id);
        expect(acknowledged.length + fromSeed.length).toBeGreaterThan(0);
        for (const id of [...acknowledged, ...fromSeed])
          expect(byId.has(id), `${path} ${id}`).toBe(true);
        for (const id of acknowledged) expect(byId.get(id)).toBe('new');
        for (const [key, status] of expected) {
          const [admin, id] = key.split('/');
          if (admin === kind.admin) expect(byId.get(Number(id)), key).toBe(status);
        }
        for (const [key, sent] of contended) {
          const [admin, id] = key.split('/');
          if (admin === kind.admin) expect([...sent], key).toContain(byId.get(Number(id)));
        }
      }
    }

    // The résumé bytes of applications made on either instance download intact from the other.
    const applied = results.filter((r) => r.path === '/api/careers/apply');
    expect(applied).toHaveLength(25);
    for (const [i, r] of applied.entries()) {
      const res = await (admins[i % 2] as TestFetch)(`/api/admin/applications/${r.id}/resume`);
      expect(res.status).toBe(200);
      expect(sha256(await res.arrayBuffer())).toBe(sha256(pdf));
    }
  });
});
