/**
 * Fuzzing battery, the content routes: 300 generated bodies per admin route that creates or
 * changes a job listing or an article, then the translation and picture-upload routes of the
 * editor, each with every naughty string in every field. The oracles and the server: fuzzKit.ts.
 *
 *   npx vitest run --project batteries batteries/fuzz.content
 */
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  LIMITS,
  articleInputSchema,
  imageUploadSchema,
  jobListingInputSchema,
  jobListingSchema,
  newsArticleSchema,
  translateRequestSchema,
} from '@vb/shared/schemas';
import { arabicLocationLabel } from '@vb/shared/options';
import { isValidSlug } from '@vb/shared/text';
import { resolveSlug } from '../src/services/news';
import { type Gen, NAUGHTY, mixed, text } from './fuzzArbitraries';
import {
  ARTICLE_FIELDS,
  LISTING_FIELDS,
  articleBase,
  articleValid,
  imageDataUrl,
  listingBase,
  listingValid,
} from './fuzzBodies';
import {
  ADMIN_RUNS,
  ARTICLE_BODY_LIMIT,
  BODY_LIMIT,
  type Req,
  SEED,
  type Stored,
  adminList,
  casesFor,
  compare,
  count,
  fail,
  failures,
  listingId,
  oracle,
  run,
  server,
  show,
  toReq,
  useFuzzServer,
} from './fuzzKit';

useFuzzServer();

/** Checks a listing answer against what was sent (as the shared schema normalises it). */
function listingMatches(route: string, req: Req, got: Stored, data: Record<string, unknown>) {
  const want: Stored = {
    title: data.title,
    titleAr: data.titleAr,
    department: data.department,
    location: data.location,
    locationAr: data.locationAr ?? arabicLocationLabel(data.location as string) ?? null,
    description: data.description,
    descriptionAr: data.descriptionAr,
    requirements: data.requirements,
    requirementsAr: data.requirementsAr,
    employmentType: data.employmentType,
    isActive: data.isActive,
  };
  for (const [k, v] of Object.entries(want)) compare(route, req, k, got[k], v);
}

function articleMatches(route: string, req: Req, got: Stored, data: Record<string, unknown>) {
  const want: Stored = {
    title: data.title,
    titleAr: data.titleAr,
    content: data.content,
    contentAr: data.contentAr,
    excerpt: data.excerpt,
    excerptAr: data.excerptAr,
    isPublished: data.isPublished,
    slug: resolveSlug(data as Parameters<typeof resolveSlug>[0]),
  };
  for (const [k, v] of Object.entries(want)) compare(route, req, k, got[k], v);
  if (typeof got.slug !== 'string' || !isValidSlug(got.slug) || got.slug.length > LIMITS.slug) {
    fail(route, req, `stored slug ${show(got.slug)} is not a valid slug of at most ${LIMITS.slug}`);
  }
  if (
    data.imageUrl &&
    typeof data.imageUrl === 'string' &&
    data.imageUrl.startsWith('/api/media/')
  ) {
    compare(route, req, 'imageUrl', got.imageUrl, data.imageUrl);
  }
}

/** Re-validates every stored listing and article against the shared schemas. */
async function revalidateAdminRows() {
  for (const row of await adminList<Stored>('/api/admin/job-listings', 'jobListings')) {
    const asRow = jobListingSchema.strict().safeParse(row);
    if (!asRow.success)
      failures.push(`stored listing ${row.id} fails its schema: ${asRow.error.message}`);
    // The server's own fields aside (`translation`: the translation status).
    const { id: _id, createdAt: _c, updatedAt: _u, translation: _t, ...input } = row;
    const asInput = jobListingInputSchema.safeParse(input);
    if (!asInput.success)
      failures.push(`stored listing ${row.id} fails the input schema: ${asInput.error.message}`);
  }
  for (const row of await adminList<Stored>('/api/admin/news', 'articles')) {
    const asRow = newsArticleSchema.strict().safeParse(row);
    if (!asRow.success)
      failures.push(`stored article ${row.id} fails its schema: ${asRow.error.message}`);
    // The server's own fields aside (`version`, the edit-conflict check's;
    // `translation`, the translation status).
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      publishedAt: _p,
      version: _v,
      translation: _t,
      ...input
    } = row;
    const asInput = articleInputSchema.safeParse(input);
    if (!asInput.success)
      failures.push(`stored article ${row.id} fails the input schema: ${asInput.error.message}`);
  }
}

describe('fuzzing the admin mutating routes', () => {
  const listingIds: number[] = [];
  const articleIds: number[] = [];

  const gens = (
    arb: fc.Arbitrary<Gen>,
    base: Record<string, unknown> | ((i: number) => Record<string, unknown>),
    fields: string[],
  ) => casesFor(arb, ADMIN_RUNS, base, fields);

  /**
   * The two editable resources, one table each: creation (rows grow by exactly the 201s, each
   * answer and each row read back equal to what the shared schema makes of the body) and update
   * (no row added; each 200 equal to the body sent; unknown or malformed ids refused).
   */
  const resources = [
    {
      path: 'job-listings',
      table: 'job_listings',
      schema: jobListingInputSchema,
      limit: BODY_LIMIT,
      valid: listingValid,
      base: listingBase,
      fields: LISTING_FIELDS,
      key: 'jobListing',
      listKey: 'jobListings',
      matches: listingMatches,
      ids: () => [...listingIds, listingId],
      // In the path as written: '%2500' is the id "%00"; '..' is resolved away by the URL.
      badIds: [999_999, 0, -1, 'abc', '1.5', '%2500', '..'],
      seed: SEED + 1,
      // Whatever the schema accepts is created (no image to sniff, no slug to collide).
      schemaDecides: true,
      created: listingIds,
    },
    {
      path: 'news',
      table: 'news_articles',
      schema: articleInputSchema,
      limit: ARTICLE_BODY_LIMIT,
      valid: articleValid,
      base: articleBase,
      fields: ARTICLE_FIELDS,
      key: 'article',
      listKey: 'articles',
      matches: articleMatches,
      ids: () => articleIds,
      badIds: [999_999, 0, -1, 'abc', '1e3', '%E2%80%AE'],
      seed: SEED + 2,
      // The server also sniffs the picture's bytes and refuses a slug already taken.
      schemaDecides: false,
      created: articleIds,
    },
  ] as const;

  for (const r of resources) {
    it(`POST /api/admin/${r.path}`, async () => {
      const before = await count(r.table);
      const route = `POST /api/admin/${r.path}`;
      const cases = gens(mixed(r.valid, [...r.fields]), r.base, [...r.fields]).map((g) =>
        toReq('POST', `/api/admin/${r.path}`, g),
      );
      const stored = new Map<number, { req: Req; data: Record<string, unknown> }>();
      await run(route, cases, (req, res) => {
        const verdict = oracle(req, r.schema, r.limit);
        if (verdict && !verdict.valid && res.status < 300)
          fail(route, req, `schema refuses, API ${res.status}`);
        if (
          r.schemaDecides &&
          verdict?.valid &&
          (verdict.data as { id?: number }).id === undefined &&
          res.status !== 201
        ) {
          fail(route, req, `schema accepts, API ${res.status}: ${show(res.text)}`);
        }
        if (res.status !== 201) return;
        if (!verdict?.valid) return fail(route, req, '201 without a valid body');
        const got = (res.json as Record<string, Stored>)[r.key]!;
        r.matches(route, req, got, verdict.data as Record<string, unknown>);
        stored.set(got.id as number, { req, data: verdict.data as Record<string, unknown> });
      });
      expect(await count(r.table)).toBe(before + stored.size);
      // Read back through the admin list: byte-identical.
      for (const row of await adminList<Stored>(`/api/admin/${r.path}`, r.listKey)) {
        const sent = stored.get(row.id as number);
        if (sent) r.matches(`${route} (read back)`, sent.req, row, sent.data);
      }
      r.created.push(...stored.keys());
      expect(r.created.length).toBeGreaterThan(0);
      await revalidateAdminRows();
      expect(failures).toEqual([]);
    });

    it(`PUT /api/admin/${r.path}/:id`, async () => {
      const before = await count(r.table);
      const route = `PUT /api/admin/${r.path}/:id`;
      const ids = fc.sample(
        fc.oneof(
          { weight: 8, arbitrary: fc.constantFrom(...r.ids()) },
          { weight: 1, arbitrary: fc.constantFrom<number | string>(...r.badIds) },
        ),
        { numRuns: ADMIN_RUNS + NAUGHTY.length * r.fields.length, seed: r.seed },
      );
      const cases = gens(mixed(r.valid, [...r.fields]), r.base, [...r.fields]).map((g, i) =>
        toReq('PUT', `/api/admin/${r.path}/${String(ids[i % ids.length])}`, g),
      );
      await run(route, cases, (req, res) => {
        const verdict = oracle(req, r.schema, r.limit);
        if (verdict && !verdict.valid && res.status < 300)
          fail(route, req, `schema refuses, API ${res.status}`);
        if (res.status !== 200) return;
        if (!verdict?.valid) return fail(route, req, '200 without a valid body');
        r.matches(
          route,
          req,
          (res.json as Record<string, Stored>)[r.key]!,
          verdict.data as Record<string, unknown>,
        );
      });
      expect(await count(r.table)).toBe(before);
      await revalidateAdminRows();
      expect(failures).toEqual([]);
    });
  }

  it('POST /api/translate', async () => {
    const route = 'POST /api/translate';
    const valid = fc
      .record({
        text: text(0, 400),
        fromLanguage: fc.constantFrom('english', 'arabic'),
        toLanguage: fc.constantFrom('english', 'arabic'),
      })
      .map((b) => b as Record<string, unknown>);
    const cases = casesFor(
      mixed(valid, ['text', 'fromLanguage', 'toLanguage']),
      ADMIN_RUNS,
      {
        text: 'Hello',
        fromLanguage: 'english',
        toLanguage: 'arabic',
      },
      ['text', 'fromLanguage', 'toLanguage'],
    ).map((g) => toReq('POST', '/api/translate', g));
    const tables = ['contact_messages', 'news_articles', 'job_listings'];
    const before = await Promise.all(tables.map(count));
    await run(route, cases, (req, res) => {
      const verdict = oracle(req, translateRequestSchema, BODY_LIMIT);
      if (verdict && !verdict.valid && res.status < 300)
        fail(route, req, `schema refuses, API ${res.status}`);
      if (verdict?.valid && res.status !== 200)
        fail(route, req, `schema accepts, API ${res.status}: ${show(res.text)}`);
      if (
        res.status === 200 &&
        typeof (res.json as { translatedText?: unknown }).translatedText !== 'string'
      ) {
        fail(route, req, `translation answer of the wrong shape: ${show(res.text)}`);
      }
    });
    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect(failures).toEqual([]);
  });

  it('POST /api/admin/media', async () => {
    const route = 'POST /api/admin/media';
    const before = await count('media');
    const valid = fc.record({ dataUrl: imageDataUrl }).map((b) => b as Record<string, unknown>);
    const cases = casesFor(
      mixed(valid, ['dataUrl']),
      ADMIN_RUNS,
      { dataUrl: 'data:image/png;base64,' },
      ['dataUrl'],
    ).map((g) => toReq('POST', '/api/admin/media', g));
    const created: { url: string; sent: string }[] = [];
    await run(route, cases, (req, res) => {
      const verdict = oracle(req, imageUploadSchema, ARTICLE_BODY_LIMIT);
      if (verdict && !verdict.valid && res.status < 300)
        fail(route, req, `schema refuses, API ${res.status}`);
      if (res.status === 201) {
        const url = (res.json as { url?: unknown }).url;
        if (typeof url !== 'string' || !/^\/api\/media\/[A-Za-z0-9_-]+$/.test(url)) {
          return fail(route, req, `media answer of the wrong shape: ${show(res.text)}`);
        }
        created.push({ url, sent: (req.body as { dataUrl: string }).dataUrl });
      }
    });
    expect(await count('media')).toBe(before + created.length);
    expect(created.length).toBeGreaterThan(0);
    // Stored pictures come back as the same picture (re-encoded without their metadata: same
    // format and size), typed by their content.
    for (const { url, sent } of created.slice(0, 30)) {
      const res = await server.api(url);
      expect(res.status).toBe(200);
      const served = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      const original = await sharp(
        Buffer.from(sent.slice(sent.indexOf(',') + 1), 'base64'),
      ).metadata();
      expect([served.format, served.width, served.height]).toEqual([
        original.format,
        original.width,
        original.height,
      ]);
      expect(['image/png', 'image/jpeg', 'image/webp']).toContain(res.headers.get('content-type'));
    }
    expect(failures).toEqual([]);
  });
});
