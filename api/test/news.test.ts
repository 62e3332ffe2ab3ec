import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';

type Fetch = TestFetch;

/** A real 1×1 PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PNG_DATA_URL = `data:image/png;base64,${PNG_BASE64}`;
const SVG_DATA_URL = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64')}`;

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Our new venture',
  titleAr: 'مشروعنا الجديد',
  content: 'We are **launching** a new venture.',
  contentAr: 'نطلق **مشروعاً** جديداً.',
  slug: '',
  imageUrl: null,
  isPublished: true,
  ...overrides,
});

describe('news', () => {
  let server: TestServer;
  let admin: Fetch;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.signIn();
  });
  afterAll(() => server.close());

  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await admin('/api/admin/news', json('POST', article(overrides)));
    return { res, body: await res.json() };
  };

  it('creates an article with a slug from the English title and shows it publicly', async () => {
    const { res, body } = await create({ title: 'Hello,  World -- 2026!' });
    expect(res.status).toBe(201);
    expect(body.article).toMatchObject({
      slug: 'hello-world-2026',
      title: 'Hello,  World -- 2026!',
      titleAr: 'مشروعنا الجديد',
      isPublished: true,
      imageUrl: null,
      excerpt: null,
    });
    expect(Date.parse(body.article.publishedAt)).not.toBeNaN();
    const pub = await server.api('/api/news/hello-world-2026');
    expect(pub.status).toBe(200);
    expect((await pub.json()).article.id).toBe(body.article.id);
  });

  it("gives each article of the public list its card's excerpt in both languages", async () => {
    const written = await create({
      title: 'Card with excerpts',
      excerpt: 'Written excerpt',
      excerptAr: 'مقتطف مكتوب',
    });
    const long = `**Bold** start of a long text ${'word '.repeat(40)}`;
    const fallback = await create({ title: 'Card without excerpts', content: long, contentAr: '' });
    const list = await (await server.api('/api/news?limit=50')).json();
    const card = (id: number) =>
      list.articles.find((a: { id: number }) => a.id === id)?.cardExcerpt;
    expect(card(written.body.article.id)).toEqual({ en: 'Written excerpt', ar: 'مقتطف مكتوب' });
    // No excerpt: the content's text (markup removed), cut at 100 characters; English in Arabic
    // mode when the Arabic is empty.
    const text = `Bold start of a long text ${'word '.repeat(40)}`.trim();
    const cut = `${Array.from(text).slice(0, 100).join('').trimEnd()}...`;
    expect(card(fallback.body.article.id)).toEqual({ en: cut, ar: cut });
    // The article's own answer and the admin's are unchanged.
    const page = await (await server.api('/api/news/card-with-excerpts')).json();
    expect(page.article).not.toHaveProperty('cardExcerpt');
  });

  it('keeps drafts out of the public list and page, but in the admin list', async () => {
    const { body } = await create({ title: 'Secret draft', isPublished: false });
    expect(body.article.publishedAt).toBeNull();
    const list = await (await server.api('/api/news')).json();
    expect(list.articles.map((a: { slug: string }) => a.slug)).not.toContain('secret-draft');
    const page = await server.api('/api/news/secret-draft');
    expect(page.status).toBe(404);
    expect(await page.json()).toEqual({
      code: 'article_not_found',
      message: 'Article not found',
      requestId: expect.any(String),
    });
    const adminList = await (await admin('/api/admin/news')).json();
    expect(adminList.articles.map((a: { slug: string }) => a.slug)).toContain('secret-draft');
  });

  it('checks an address and offers the first free numbered one when it is taken', async () => {
    const check = async (slug: string, except?: number) => {
      const query = new URLSearchParams({ slug, ...(except ? { except: String(except) } : {}) });
      const res = await admin(`/api/admin/news/slug-check?${query}`);
      expect(res.status).toBe(200);
      return res.json();
    };
    expect(await check('Fresh Address')).toEqual({
      slug: 'fresh-address',
      available: true,
      suggestion: null,
    });
    const first = await create({ slug: 'launch-day' });
    await create({ slug: 'launch-day-2' });
    await create({ slug: 'launch-day-4' });
    // -2 is taken as well: the first free number is 3.
    expect(await check('Launch Day')).toEqual({
      slug: 'launch-day',
      available: false,
      suggestion: 'launch-day-3',
    });
    // The article's own address is free for it.
    expect((await check('launch-day', first.body.article.id)).available).toBe(true);
    // Arabic addresses follow the same rule; a long one is cut to make room for the number.
    await create({ slug: 'إطلاق-المشروع' });
    expect((await check('إطلاق المشروع')).suggestion).toBe('إطلاق-المشروع-2');
    const long = 'a'.repeat(120);
    await create({ slug: long });
    const suggestion = (await check(long)).suggestion as string;
    expect(suggestion).toBe(`${'a'.repeat(118)}-2`);
    // Nothing left of the text: a 400 a person understands; staff only.
    const empty = await admin('/api/admin/news/slug-check?slug=%21%21');
    expect(empty.status).toBe(400);
    expect((await empty.json()).code).toBe('validation_failed');
    expect((await server.api('/api/admin/news/slug-check?slug=x')).status).toBe(401);
  });

  it('refuses a slug clash with 409 on create and on update', async () => {
    await create({ slug: 'taken-slug' });
    const clash = await create({ slug: 'Taken Slug' });
    expect(clash.res.status).toBe(409);
    expect(clash.body.code).toBe('slug_taken');
    expect(clash.body.message).toMatch(/taken-slug/);
    const { body } = await create({ slug: 'another-slug' });
    const update = await admin(
      `/api/admin/news/${body.article.id}`,
      json('PUT', article({ slug: 'taken-slug' })),
    );
    expect(update.status).toBe(409);
    // Saving an article under its own slug is not a clash.
    const same = await admin(
      `/api/admin/news/${body.article.id}`,
      json('PUT', article({ slug: 'another-slug' })),
    );
    expect(same.status).toBe(200);
  });

  it('validates article bodies', async () => {
    for (const bad of [
      article({ title: '   ' }),
      article({ content: '' }),
      article({ title: 'x'.repeat(201) }),
      article({ isPublished: 'yes' }),
      article({ unknownField: 1 }),
      article({ title: '!!!', slug: '' }),
      article({ imageUrl: 'https://evil.example/x.png' }),
    ]) {
      const res = await admin('/api/admin/news', json('POST', bad));
      expect(res.status).toBe(400);
      expect((await res.json()).code).toMatch(/validation_failed|image_invalid/);
    }
    expect((await admin('/api/admin/news', json('POST', '{"title":'))).status).toBe(400);
  });

  it('stores a featured image once and serves it by URL with long-lived caching', async () => {
    const { res, body } = await create({ title: 'With image', imageUrl: PNG_DATA_URL });
    expect(res.status).toBe(201);
    expect(body.article.imageUrl).toMatch(/^\/api\/media\/[A-Za-z0-9_-]+$/);
    const image = await server.api(body.article.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The picture as sent, re-encoded without its metadata (articleImages.test.ts).
    const served = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    const sent = await sharp(Buffer.from(PNG_BASE64, 'base64')).metadata();
    expect([served.format, served.width, served.height]).toEqual(['png', sent.width, sent.height]);
    const etag = image.headers.get('etag') ?? '';
    // (fetch adds Cache-Control: no-cache to conditional requests unless one is given)
    const conditional = { 'if-none-match': etag, 'cache-control': 'max-age=0' };
    expect((await server.api(body.article.imageUrl, { headers: conditional })).status).toBe(304);

    // Saving with the returned URL keeps the same image; a new data URL replaces (and frees) it.
    const kept = await admin(
      `/api/admin/news/${body.article.id}`,
      json('PUT', article({ title: 'With image', imageUrl: body.article.imageUrl })),
    );
    expect((await kept.json()).article.imageUrl).toBe(body.article.imageUrl);
    const replaced = await admin(
      `/api/admin/news/${body.article.id}`,
      json('PUT', article({ title: 'With image', imageUrl: PNG_DATA_URL })),
    );
    const newUrl = (await replaced.json()).article.imageUrl;
    expect(newUrl).not.toBe(body.article.imageUrl);
    expect((await server.api(body.article.imageUrl)).status).toBe(404);
    expect((await server.api(newUrl)).status).toBe(200);
  });

  it('refuses SVG and non-images as featured images', async () => {
    const svg = await create({ title: 'Svg', imageUrl: SVG_DATA_URL });
    expect(svg.res.status).toBe(400);
    expect(svg.body.code).toBe('image_invalid');
    const text = await create({
      title: 'Text',
      imageUrl: `data:image/jpeg;base64,${Buffer.from('hello').toString('base64')}`,
    });
    expect(text.res.status).toBe(400);
  });

  it('validates the limit and orders newest first', async () => {
    for (const limit of ['0', '51', 'abc', '2.5', '-1']) {
      const res = await server.api(`/api/news?limit=${limit}`);
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('validation_failed');
    }
    const two = await (await server.api('/api/news?limit=2')).json();
    expect(two.articles).toHaveLength(2);
    const all = await (await server.api('/api/news')).json();
    const dates = all.articles.map((a: { publishedAt: string }) => Date.parse(a.publishedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('keeps a list of 20 articles with images small (URLs, not inline data)', async () => {
    const big = `data:image/png;base64,${Buffer.concat([Buffer.from(PNG_BASE64, 'base64'), Buffer.alloc(200_000)]).toString('base64')}`;
    for (let i = 0; i < 20; i++) {
      const { res } = await create({ title: `Image article ${i}`, imageUrl: big });
      expect(res.status).toBe(201);
    }
    const res = await server.api('/api/news?limit=20');
    const text = await res.text();
    expect(JSON.parse(text).articles).toHaveLength(20);
    expect(text.length).toBeLessThan(30_000);
  });

  it('updates and deletes, with 404 for unknown ids', async () => {
    const { body } = await create({ title: 'To be deleted' });
    const id = body.article.id;
    const updated = await admin(
      `/api/admin/news/${id}`,
      json('PUT', article({ id, title: 'To be deleted', excerpt: 'Short' })),
    );
    expect(updated.status).toBe(200);
    expect((await updated.json()).article.excerpt).toBe('Short');
    const mismatch = await admin(`/api/admin/news/${id}`, json('PUT', article({ id: id + 1 })));
    expect(mismatch.status).toBe(400);
    expect((await admin(`/api/admin/news/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await admin(`/api/admin/news/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await admin('/api/admin/news/999999', json('PUT', article()))).status).toBe(404);
    expect((await admin('/api/admin/news/abc', { method: 'DELETE' })).status).toBe(404);
  });
});

describe('demo content', () => {
  it('seeds bilingual articles and listings once on a new database, unless SEED_DEMO=0', async () => {
    const seeded = await startTestServer({ SEED_DEMO: '1' });
    try {
      const news = await (await seeded.api('/api/news')).json();
      expect(news.articles.length).toBeGreaterThanOrEqual(3);
      expect(
        news.articles.every((a: { titleAr: string | null }) =>
          /[\u0600-\u06FF]/.test(a.titleAr ?? ''),
        ),
      ).toBe(true);
      const jobs = await (await seeded.api('/api/job-listings')).json();
      expect(jobs.jobListings.length).toBeGreaterThanOrEqual(3);
    } finally {
      await seeded.close();
    }
    const empty = await startTestServer({ SEED_DEMO: '0' });
    try {
      expect((await (await empty.api('/api/news')).json()).articles).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});

describe('pictures in the article text', () => {
  it('stores an uploaded picture and answers a URL that serves it (admin only)', async () => {
    const server = await startTestServer();
    try {
      const anonymous = await server.api(
        '/api/admin/media',
        json('POST', { dataUrl: PNG_DATA_URL }),
      );
      expect(anonymous.status).toBe(401);
      const admin = await server.signIn();
      const res = await admin('/api/admin/media', json('POST', { dataUrl: PNG_DATA_URL }));
      expect(res.status).toBe(201);
      const { url } = await res.json();
      expect(url).toMatch(/^\/api\/media\/[A-Za-z0-9_-]+$/);
      const image = await server.api(url);
      expect(image.headers.get('content-type')).toBe('image/png');
      const svg = await admin('/api/admin/media', json('POST', { dataUrl: SVG_DATA_URL }));
      expect(svg.status).toBe(400);
      expect((await svg.json()).code).toBe('image_invalid');
      expect((await admin('/api/admin/media', json('POST', { dataUrl: 'x' }))).status).toBe(400);
    } finally {
      await server.close();
    }
  });
});
