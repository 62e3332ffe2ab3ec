import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PAGE } from '@vb/shared/constants';
import { adminArticlePageSchema, adminListingPageSchema } from '@vb/shared/schemas';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';

/**
 * The admin's article and job-listing lists are pages (API contract 2): newest first, narrowed by
 * a search in the titles (and an article's address), with the total; an item is read whole on its
 * own to be edited. The articles' list items carry previews, not their texts.
 */
describe('the admin content lists, a page at a time', () => {
  let server: TestServer;
  let admin: TestFetch;
  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: '0' });
    admin = await server.signIn();
  });
  afterAll(() => server.close());

  const article = (i: number, overrides: Record<string, unknown> = {}) => ({
    title: `Report number ${i}`,
    titleAr: `التقرير رقم ${i}`,
    content: `## Heading ${i}\n\nThe **body** of report ${i}. ${'Long text. '.repeat(30)}`,
    contentAr: i % 2 ? `نص **التقرير** ${i}` : '',
    slug: `report-${i}`,
    imageUrl: null,
    isPublished: i % 3 === 0,
    ...overrides,
  });
  const listing = (i: number, overrides: Record<string, unknown> = {}) => ({
    title: `Analyst ${i}`,
    titleAr: `محلل ${i}`,
    department: 'finance',
    location: 'Riyadh, Saudi Arabia',
    locationAr: '',
    description: `Analyses, role ${i}.`,
    descriptionAr: '',
    requirements: '- Numbers',
    requirementsAr: '',
    employmentType: 'full-time',
    isActive: i % 2 === 0,
    ...overrides,
  });

  const articles = async (query = '') => {
    const res = await admin(`/api/admin/news${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return adminArticlePageSchema.strict().parse(await res.json());
  };
  const listings = async (query = '') => {
    const res = await admin(`/api/admin/job-listings${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return adminListingPageSchema.strict().parse(await res.json());
  };

  it('pages the articles newest first, with the total, previews in place of texts', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 25; i++) {
      const res = await admin('/api/admin/news', json('POST', article(i)));
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { article: { id: number } }).article.id);
    }
    const first = await articles();
    expect(first.total).toBe(25);
    expect(first.articles).toHaveLength(CONTENT_PAGE.default);
    expect(first.articles.map((a) => a.id)).toEqual(ids.slice().reverse().slice(0, 20));
    const rest = await articles('?offset=20&limit=20');
    expect(rest.articles.map((a) => a.id)).toEqual(ids.slice(0, 5).reverse());
    expect(rest.total).toBe(25);

    // No texts in the list: each language's preview, plain text of at most 150 characters.
    const [newest] = first.articles;
    expect(newest).not.toHaveProperty('content');
    expect(newest).not.toHaveProperty('contentAr');
    expect(newest!.preview.en.startsWith('Heading 25 The body of report 25.')).toBe(true);
    expect(newest!.preview.en.length).toBeLessThanOrEqual(153);
    expect(newest!.preview.ar).toBe('نص التقرير 25');
    expect(first.articles[1]!.preview.ar).toBeNull(); // report 24 has no Arabic text
    expect(newest!.version).toBe(1);
    expect(newest!.translation).toBeDefined();

    // One article whole, to be edited.
    const one = await admin(`/api/admin/news/${ids[24]}`);
    expect(one.status).toBe(200);
    const { article: whole } = (await one.json()) as {
      article: { content: string; contentAr: string; version: number };
    };
    expect(whole.content).toContain('The **body** of report 25.');
    expect(whole.version).toBe(1);
    const missing = await admin('/api/admin/news/999999');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: string }).code).toBe('article_not_found');
  });

  it('finds articles by every word of the search in a title or the address, any case', async () => {
    const found = (page: { articles: { title: string }[] }) => page.articles.map((a) => a.title);
    expect(found(await articles('?q=NUMBER%2012'))).toEqual(['Report number 12']);
    expect(found(await articles(`?q=${encodeURIComponent('التقرير رقم 7')}`))).toEqual([
      'Report number 17',
      'Report number 7',
    ]);
    expect(found(await articles('?q=report-19'))).toEqual(['Report number 19']);
    // The words in any order and any field; LIKE's wildcards are only characters.
    // 1, 10–19 and 21.
    expect((await articles('?q=number%20report%201&limit=100')).total).toBe(12);
    expect((await articles('?q=%25')).total).toBe(0);
    expect((await articles('?q=_')).total).toBe(0);
    expect((await articles('?q=nothing-like-this')).articles).toEqual([]);
  });

  it('pages and finds the job listings, and reads one whole', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 23; i++) {
      const res = await admin('/api/admin/job-listings', json('POST', listing(i)));
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { jobListing: { id: number } }).jobListing.id);
    }
    const first = await listings('?limit=10');
    expect(first.total).toBe(23);
    expect(first.jobListings.map((l) => l.id)).toEqual(ids.slice().reverse().slice(0, 10));
    // Inactive listings are staff's too.
    expect(first.jobListings.some((l) => !l.isActive)).toBe(true);
    const last = await listings('?limit=10&offset=20');
    expect(last.jobListings.map((l) => l.id)).toEqual(ids.slice(0, 3).reverse());
    expect((await listings(`?q=${encodeURIComponent('محلل 17')}`)).jobListings).toHaveLength(1);
    expect((await listings('?q=ANALYST%202')).total).toBe(6); // 2, 12, 20, 21, 22, 23

    const one = await admin(`/api/admin/job-listings/${ids[4]}`);
    expect(one.status).toBe(200);
    expect(((await one.json()) as { jobListing: { title: string } }).jobListing.title).toBe(
      'Analyst 5',
    );
    const missing = await admin('/api/admin/job-listings/999999');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: string }).code).toBe('job_listing_not_found');
  });

  it('answers a clear 400 for a page it does not serve', async () => {
    for (const path of ['/api/admin/news', '/api/admin/job-listings']) {
      for (const query of ['limit=0', `limit=${CONTENT_PAGE.max + 1}`, 'offset=-1', 'limit=ten']) {
        const res = await admin(`${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        const body = (await res.json()) as { code: string; message: string };
        expect(body.code).toBe('validation_failed');
        expect(body.message).toMatch(/limit|offset/);
      }
      // A search longer than the box takes is cut, not refused.
      expect((await admin(`${path}?q=${'a'.repeat(500)}`)).status).toBe(200);
    }
  });
});
