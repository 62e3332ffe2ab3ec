import { describe, expect, it } from 'vitest';
import { PUBLIC_READ_PATHS } from '@vb/shared/constants';
import { PAGES, ROUTED_PAGES } from '@vb/shared/pages';
import { serialize } from '../readModel/cache';
import type { PublicReads } from '../readModel/publicReads';
import { previewToken, resolvePage } from './pages';

const ORIGIN = 'https://example.sa';
const answer = async () => ({ body: serialize({}) });
const reads = {
  newsList: answer,
  jobListings: answer,
  content: answer,
  article: async () => undefined,
} as unknown as PublicReads;

describe('the page of a path, from the page table', () => {
  it('resolves every fixed page in each language, with the first reads the table names', async () => {
    const fixed = ROUTED_PAGES.filter((id) => !/[:*]/.test(PAGES[id].path));
    expect(fixed).toEqual(['home', 'news', 'careers', 'invest', 'investor', 'privacy']);
    for (const id of fixed) {
      for (const prefix of ['', '/en']) {
        const page = await resolvePage(reads, `${prefix}${PAGES[id].path}`, ORIGIN);
        expect(page.id, id).toBe(id);
        expect(page.status).toBe(200);
        expect(page.reads.map((r) => r.path)).toEqual(
          PAGES[id].reads.map((name) => PUBLIC_READ_PATHS[name]),
        );
      }
    }
  });

  it('gives each listed page its own description in each language, never the home page’s', async () => {
    for (const prefix of ['', '/en']) {
      const home = (await resolvePage(reads, `${prefix}/`, ORIGIN)).head.description;
      const seen = new Set([home]);
      for (const path of ['/news', '/careers', '/investor', '/privacy']) {
        const { description } = (await resolvePage(reads, `${prefix}${path}`, ORIGIN)).head;
        expect(seen.has(description), `${prefix}${path}`).toBe(false);
        expect(description).not.toMatch(/\{\w+\}/);
        seen.add(description);
      }
      // The two addresses of the invest page are one page.
      expect((await resolvePage(reads, `${prefix}/invest`, ORIGIN)).head.description).toBe(
        (await resolvePage(reads, `${prefix}/investor`, ORIGIN)).head.description,
      );
    }
  });

  it('matches fixed pages like the router: any case, a trailing slash ignored', async () => {
    expect((await resolvePage(reads, '/en/Careers/', ORIGIN)).id).toBe('careers');
    const invest = await resolvePage(reads, '/invest', ORIGIN);
    expect(invest.head.canonical).toBe(`${ORIGIN}/investor`);
    expect(invest.head.alternates?.en).toBe(`${ORIGIN}/en/investor`);
  });

  it('keeps the admin in the default language’s addresses and the rest to the not-found page', async () => {
    expect((await resolvePage(reads, '/admin/x', ORIGIN)).id).toBe('admin');
    expect((await resolvePage(reads, '/en/admin', ORIGIN)).status).toBe(404);
    expect((await resolvePage(reads, '/news/unknown', ORIGIN)).id).toBe('notFound');
    expect((await resolvePage(reads, '/news/a/b', ORIGIN)).status).toBe(404);
  });

  it('reads a preview token from its path exactly as handed out', () => {
    const token = `1.2.3.${'a'.repeat(43)}`;
    expect(previewToken(`/news/preview/${token}`)).toBe(token);
    expect(previewToken(`/news/preview/${token}/`)).toBe(token);
    expect(previewToken(`/News/Preview/${token}`)).toBeUndefined();
  });
});
