import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_QUERY, HOME_NEWS, NEWS_LIST, PREFERENCE_COOKIES } from '@vb/shared/constants';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Cached venture news',
  titleAr: 'أخبار مشروع',
  content: 'Body text.',
  contentAr: 'نص.',
  slug: '',
  imageUrl: null,
  isPublished: true,
  ...overrides,
});

const listing = (overrides: Record<string, unknown> = {}) => ({
  title: 'Cache Engineer',
  titleAr: 'مهندس',
  department: 'technology',
  location: 'Riyadh, Saudi Arabia',
  locationAr: '',
  description: 'Keep things fast.',
  descriptionAr: '',
  requirements: '- Node.js',
  requirementsAr: '',
  employmentType: 'full-time',
  isActive: true,
  ...overrides,
});

/**
 * The headers of a browser revalidating: fetch itself would add `Cache-Control: no-cache` to a
 * conditional request (which asks for a full answer), a browser sends `max-age=0`.
 */
const revalidate = (etag: string | null) => ({
  'if-none-match': etag ?? '',
  'cache-control': 'max-age=0',
});
const seconds = (ms: number) => Math.floor(ms / 1000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A row written straight into the database, as another API instance on it would. */
async function insertArticleElsewhere(server: TestServer, slug: string, title: string) {
  const now = new Date();
  await server.deps.db('news_articles').insert({
    slug,
    title,
    content: 'Written by another instance.',
    is_published: true,
    published_at: now,
    created_at: now,
    updated_at: now,
  });
}

async function slugsOf(api: TestFetch, path = '/api/news?limit=4'): Promise<string[]> {
  const res = await api(path);
  expect(res.status).toBe(200);
  return (await res.json()).articles.map((a: { slug: string }) => a.slug);
}

describe('public reads: HTTP caching and the in-process cache', () => {
  let server: TestServer;
  let admin: TestFetch;
  beforeAll(async () => {
    // A long TTL: within these tests only this process's own writes may change an answer.
    server = await startTestServer({ PUBLIC_CACHE_SECONDS: '3600' });
    admin = await server.signIn();
    expect(
      (await admin('/api/admin/news', json('POST', article({ slug: 'first-story' })))).status,
    ).toBe(201);
    expect((await admin('/api/admin/job-listings', json('POST', listing()))).status).toBe(201);
  });
  afterAll(() => server.close());

  it('makes a browser with cookies (staff signed in) revalidate, so a new article shows on reload', async () => {
    const path = `/api/news?limit=${NEWS_LIST.limit}`;
    const visitor = await server.api(path);
    expect(visitor.headers.get('cache-control')).toBe(
      `public, max-age=${seconds(NEWS_LIST.staleMs)}`,
    );
    expect(visitor.headers.get('vary') ?? '').toMatch(/cookie/i);
    // Twice: the second would be the replayed answer if cookies were ignored.
    for (let i = 0; i < 2; i += 1) {
      const staff = await admin(path);
      expect(staff.status).toBe(200);
      expect(staff.headers.get('cache-control')).toBe('private, no-cache');
      expect(staff.headers.get('vary') ?? '').toMatch(/cookie/i);
    }
    // A visitor still gets the shared answer afterwards, also with the site's preference cookies.
    const again = await server.api(path);
    expect(again.headers.get('cache-control')).toBe(
      `public, max-age=${seconds(NEWS_LIST.staleMs)}`,
    );
    const cookie = `${PREFERENCE_COOKIES.language}=en; ${PREFERENCE_COOKIES.theme}=light`;
    for (let i = 0; i < 2; i += 1) {
      const withPreferences = await server.api(path, { headers: { cookie } });
      expect(withPreferences.headers.get('cache-control')).toBe(
        `public, max-age=${seconds(NEWS_LIST.staleMs)}`,
      );
    }
  });

  it('sends a strong ETag and the clients’ freshness as Cache-Control, and 304 on a match', async () => {
    const cases: [string, string][] = [
      [`/api/news?limit=${HOME_NEWS.limit}`, `public, max-age=${seconds(HOME_NEWS.staleMs)}`],
      [`/api/news?limit=${NEWS_LIST.limit}`, `public, max-age=${seconds(NEWS_LIST.staleMs)}`],
      ['/api/news?limit=7', `public, max-age=${seconds(HOME_NEWS.staleMs)}`],
      ['/api/news/first-story', `public, max-age=${seconds(ARTICLE_QUERY.staleMs)}`],
      // The spec gives the listings query no freshness: browsers revalidate (cheaply, by ETag).
      ['/api/job-listings', 'public, no-cache'],
    ];
    for (const [path, cacheControl] of cases) {
      const res = await server.api(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe(cacheControl);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
      const etag = res.headers.get('etag') ?? '';
      expect(etag, path).toMatch(/^"[^"]+"$/);
      const text = await res.text();
      expect(() => JSON.parse(text)).not.toThrow();

      const again = await server.api(path, { headers: revalidate(etag) });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);

      const other = await server.api(path, { headers: revalidate('"something-else"') });
      expect(other.status, path).toBe(200);
      expect(await other.text()).toBe(text);

      // The security headers of every response are still there on the fast path.
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
    // HEAD answers the same headers without a body.
    const head = await server.api('/api/news?limit=4', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toMatch(/^"/);
    expect(await head.text()).toBe('');
  });

  it('answers a repeated read with the same bytes and headers as the first', async () => {
    for (const path of ['/api/news?limit=4', '/api/news/first-story', '/api/job-listings']) {
      const first = await server.api(path);
      const firstText = await first.text();
      for (let i = 0; i < 3; i++) {
        const again = await server.api(path);
        expect(await again.text()).toBe(firstText);
        // Each answer names its own request (x-request-id); the rest is the first answer's.
        const headers = (r: Response) =>
          [...r.headers.entries()].filter(
            ([k]) => k !== 'date' && k !== 'keep-alive' && k !== 'x-request-id',
          );
        expect(headers(again), path).toEqual(headers(first));
      }
    }
  });

  it('refuses a bad limit and answers an unknown slug 404 with no-store, as before', async () => {
    const bad = await server.api('/api/news?limit=0');
    expect(bad.status).toBe(400);
    const missing = await server.api('/api/news/no-such-story');
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('article_not_found');
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(missing.headers.get('etag')).toBeNull();
  });

  it('shows this process’s article writes at once, with a new ETag each time', async () => {
    const before = await server.api('/api/news?limit=4');
    const etag0 = before.headers.get('etag');
    const created = await admin('/api/admin/news', json('POST', article({ slug: 'fresh-story' })));
    expect(created.status).toBe(201);
    const { article: row } = await created.json();

    const afterCreate = await server.api('/api/news?limit=4', { headers: revalidate(etag0) });
    expect(afterCreate.status).toBe(200);
    const etag1 = afterCreate.headers.get('etag');
    expect(etag1).not.toBe(etag0);
    expect((await afterCreate.json()).articles[0].slug).toBe('fresh-story');

    const cachedArticle = await server.api('/api/news/fresh-story');
    expect((await cachedArticle.json()).article.title).toBe('Cached venture news');
    expect(
      (
        await admin(
          `/api/admin/news/${row.id}`,
          json('PUT', article({ slug: 'fresh-story', title: 'Edited title' })),
        )
      ).status,
    ).toBe(200);
    expect((await (await server.api('/api/news/fresh-story')).json()).article.title).toBe(
      'Edited title',
    );
    const afterEdit = await server.api('/api/news?limit=4');
    expect(afterEdit.headers.get('etag')).not.toBe(etag1);

    // Unpublished: gone from the public reads at once, still in the admin list (never cached).
    expect(
      (
        await admin(
          `/api/admin/news/${row.id}`,
          json('PUT', article({ slug: 'fresh-story', title: 'Edited title', isPublished: false })),
        )
      ).status,
    ).toBe(200);
    expect((await server.api('/api/news/fresh-story')).status).toBe(404);
    expect(await slugsOf(server.api)).not.toContain('fresh-story');
    const adminList = await admin('/api/admin/news');
    expect(adminList.headers.get('cache-control')).toBe('no-store');
    expect(adminList.headers.get('etag')).toBeNull();
    expect((await adminList.json()).articles.map((a: { slug: string }) => a.slug)).toContain(
      'fresh-story',
    );

    expect((await admin(`/api/admin/news/${row.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await slugsOf(server.api, '/api/news?limit=20')).not.toContain('fresh-story');
  });

  it('shows this process’s job-listing writes at once', async () => {
    const listIds = async () =>
      (await (await server.api('/api/job-listings')).json()).jobListings.map(
        (l: { id: number }) => l.id,
      );
    await listIds();
    const res = await admin(
      '/api/admin/job-listings',
      json('POST', listing({ title: 'New role' })),
    );
    expect(res.status).toBe(201);
    const { jobListing } = await res.json();
    expect(await listIds()).toContain(jobListing.id);
    expect(
      (
        await admin(
          `/api/admin/job-listings/${jobListing.id}`,
          json('PUT', listing({ title: 'New role', isActive: false })),
        )
      ).status,
    ).toBe(200);
    expect(await listIds()).not.toContain(jobListing.id);
    const adminList = await admin('/api/admin/job-listings');
    expect(adminList.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps serving its cached answer for a write made elsewhere (until the TTL)', async () => {
    const first = await server.api('/api/news?limit=4');
    const etag = first.headers.get('etag');
    await insertArticleElsewhere(server, 'elsewhere-story', 'Written elsewhere');
    const second = await server.api('/api/news?limit=4');
    expect(second.headers.get('etag')).toBe(etag);
    expect(await slugsOf(server.api)).not.toContain('elsewhere-story');
    // A not-found is never cached: the article itself shows at once.
    expect((await server.api('/api/news/elsewhere-story')).status).toBe(200);
  });
});

describe('PUBLIC_CACHE_SECONDS bounds how stale a read can be', () => {
  it('shows another instance’s write within the TTL', async () => {
    const ttl = 2;
    const server = await startTestServer({ PUBLIC_CACHE_SECONDS: String(ttl) });
    try {
      const filledAt = Date.now();
      expect(await slugsOf(server.api)).toEqual([]);
      await insertArticleElsewhere(server, 'late-story', 'Late');
      const stale = await slugsOf(server.api);
      // Still the cached answer while the TTL runs (checked only if we are still inside it).
      if (Date.now() - filledAt < ttl * 1000 - 200) expect(stale).toEqual([]);
      let seenAfter = Number.POSITIVE_INFINITY;
      for (let i = 0; i < 100; i++) {
        if ((await slugsOf(server.api)).includes('late-story')) {
          seenAfter = Date.now() - filledAt;
          break;
        }
        await sleep(100);
      }
      expect(seenAfter).toBeLessThanOrEqual(ttl * 1000 + 2000);
    } finally {
      await server.close();
    }
  });

  it('0 turns the cache off: every read sees the database', async () => {
    const server = await startTestServer({ PUBLIC_CACHE_SECONDS: '0' });
    try {
      expect(await slugsOf(server.api)).toEqual([]);
      const etag = (await server.api('/api/news?limit=4')).headers.get('etag');
      await insertArticleElsewhere(server, 'direct-story', 'Direct');
      expect(await slugsOf(server.api)).toEqual(['direct-story']);
      const res = await server.api('/api/news?limit=4', { headers: revalidate(etag) });
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).not.toBe(etag);
    } finally {
      await server.close();
    }
  });
});

describe('behind a trusted proxy', () => {
  it('sends HSTS only with answers to HTTPS requests, cached or not', async () => {
    const server = await startTestServer({ PUBLIC_CACHE_SECONDS: '60', TRUST_PROXY: '1' });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      for (let i = 0; i < 3; i++) {
        const secure = await server.api('/api/job-listings', { headers: https });
        expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=/);
        const plain = await server.api('/api/job-listings');
        expect(plain.headers.get('strict-transport-security')).toBeNull();
      }
    } finally {
      await server.close();
    }
  });
});
