/**
 * Each open job listing's own page, in both languages: its title, description, canonical address
 * and alternates, `JobPosting` structured data (hostile text kept inert), its entries in the
 * sitemap, a closed listing's address answered 404, and the careers page's older `?job=<id>` links
 * moved to the listing's page.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar, en } from '@vb/shared/i18n';
import { SITE } from '@vb/shared/site-config';
import { type TestServer, json, startTestServer } from './helpers';
import {
  HOSTILE,
  ORIGIN,
  canonical,
  checkXml,
  jsonLd,
  makeDist,
  meta,
  texts,
  title,
} from './seoKit';

const listing = (overrides: Record<string, unknown> = {}) => ({
  title: 'Senior Product Designer',
  titleAr: 'مصمم منتجات أول',
  department: 'design',
  location: 'Riyadh, Saudi Arabia',
  locationAr: '',
  description: 'Design the products we build.\n\nWork with founders.',
  descriptionAr: 'صمّم المنتجات التي نبنيها.',
  requirements: '- Five years of product design',
  requirementsAr: '- خمس سنوات في تصميم المنتجات',
  employmentType: 'full-time',
  isActive: true,
  ...overrides,
});

const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

describe('job pages: one address per open listing and language', () => {
  let server: TestServer;
  let dist: string;
  let open: { id: number; updatedAt: string };
  let remote: { id: number };
  let closed: { id: number };

  beforeAll(async () => {
    dist = makeDist();
    server = await startTestServer({
      SERVE_STATIC: '1',
      PUBLIC_WEB_DIST: dist,
      PUBLIC_URL: `${ORIGIN}/`,
    });
    const admin = await server.signIn();
    const create = async (body: Record<string, unknown>) => {
      const res = await admin('/api/admin/job-listings', json('POST', listing(body)));
      expect(res.status).toBe(201);
      return ((await res.json()) as { jobListing: { id: number; updatedAt: string } }).jobListing;
    };
    open = await create({});
    remote = await create({
      title: HOSTILE,
      titleAr: HOSTILE,
      location: 'Remote',
      employmentType: 'internship',
    });
    closed = await create({ title: 'Closed Role', isActive: false });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = (path: string) => server.api(path, { redirect: 'manual' });

  it('serves an open listing at its address in each language, with its own head', async () => {
    const path = `/careers/${open.id}-senior-product-designer`;
    const english = await page(`/en${path}`);
    expect(english.status).toBe(200);
    const html = await english.text();
    expect(title(html)).toBe(
      fill(en['meta.page.job'], { title: 'Senior Product Designer', brand: SITE.brandName.en }),
    );
    expect(meta(html, 'description')).toBe('Design the products we build. Work with founders.');
    expect(canonical(html)).toEqual([`${ORIGIN}/en${path}`]);
    expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${ORIGIN}${path}"`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/en${path}"`);

    const arabic = await (await page(path)).text();
    expect(title(arabic)).toBe(
      fill(ar['meta.page.job'], { title: 'مصمم منتجات أول', brand: SITE.brandName.ar }),
    );
    expect(canonical(arabic)).toEqual([`${ORIGIN}${path}`]);
    expect(jsonLd(arabic).title).toBe('مصمم منتجات أول');
  });

  it('describes the listing to search engines as a JobPosting', async () => {
    const html = await (await page(`/en/careers/${open.id}`)).text();
    const posting = jsonLd(html);
    expect(posting['@type']).toBe('JobPosting');
    expect(posting.title).toBe('Senior Product Designer');
    expect(posting.description).toBe(
      `<p>Design the products we build.</p><p>Work with founders.</p><h3>${en['careers.details.requirements']}</h3><p>- Five years of product design</p>`,
    );
    expect(posting.url).toBe(`${ORIGIN}/en/careers/${open.id}-senior-product-designer`);
    expect(Date.parse(posting.datePosted as string)).not.toBeNaN();
    expect(Date.parse(posting.validThrough as string)).toBeGreaterThan(Date.now());
    expect(posting.employmentType).toBe('FULL_TIME');
    expect(posting.hiringOrganization).toMatchObject({
      '@type': 'Organization',
      name: SITE.brandName.en,
    });
    expect(posting.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Riyadh', addressCountry: 'SA' },
    });
  });

  it('keeps a hostile title inert and says a remote role is remote', async () => {
    const res = await page(`/en/careers/${remote.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<script>alert("x")</script>');
    const posting = jsonLd(html);
    expect(posting.title).toBe(HOSTILE);
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.jobLocation).toBeUndefined();
    expect(posting.employmentType).toBe('INTERN');
  });

  it("answers a closed or unknown listing's address with the not-found page", async () => {
    for (const path of [`/careers/${closed.id}-closed-role`, '/en/careers/99999', '/careers/x']) {
      expect((await page(path)).status, path).toBe(404);
    }
  });

  it('moves the older ?job=<id> links to the listing page in their language', async () => {
    const arabic = await page(`/careers?job=${open.id}`);
    expect(arabic.status).toBe(301);
    expect(arabic.headers.get('location')).toBe(`/careers/${open.id}-senior-product-designer`);
    const english = await page(`/en/careers?job=${open.id}&utm_source=x`);
    expect(english.status).toBe(301);
    expect(english.headers.get('location')).toBe(`/en/careers/${open.id}-senior-product-designer`);
    // A listing no longer open: the careers page, as before.
    expect((await page(`/careers?job=${closed.id}`)).status).toBe(200);
  });

  it('lists each open listing in the sitemap in both languages, with its alternates', async () => {
    const xml = await (await page('/sitemap.xml')).text();
    checkXml(xml);
    const locs = texts(xml, 'loc');
    const path = `/careers/${open.id}-senior-product-designer`;
    expect(locs).toContain(`${ORIGIN}${path}`);
    expect(locs).toContain(`${ORIGIN}/en${path}`);
    expect(locs.filter((loc) => loc.includes(`/careers/${remote.id}`))).toHaveLength(2);
    expect(xml).not.toContain(`/careers/${closed.id}`);
    const entry = xml
      .split('<url>')
      .find((part) => part.startsWith(`<loc>${ORIGIN}/en${path}</loc>`));
    expect(entry).toContain(`<lastmod>${open.updatedAt}</lastmod>`);
    expect(entry).toContain(`hreflang="ar" href="${ORIGIN}${path}"`);
    expect(entry).toContain(`hreflang="x-default" href="${ORIGIN}${path}"`);
  });
});
