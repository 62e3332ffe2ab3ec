/**
 * An article's link-preview card: a 1200×630 PNG per published article and language, set from
 * the language's reading edge, revalidated by its ETag and drawn again after an edit; drafts and
 * unknown articles answer 404 (a draft's title never leaves), a language other than ar or en 400.
 * The article's page names the card of its language as its social image.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@vb/shared/schemas';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';
import { ORIGIN, article, jsonLd, makeDist, meta } from './seoKit';

const card = (slug: string, lang: string) => `/api/news/${slug}/card.png?lang=${lang}`;
/** Revalidates `etag` (fetch adds Cache-Control: no-cache to conditional requests unless told). */
const revalidate = (etag: string) => ({
  headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
});

/** The brightest value of any channel in a region: the title is white on the dark ground. */
async function brightest(
  png: Buffer,
  region: { left: number; top: number; width: number; height: number },
) {
  const crop = await sharp(png).extract(region).removeAlpha().png().toBuffer();
  return Math.max(...(await sharp(crop).stats()).channels.map((channel) => channel.max));
}

describe('article cards', () => {
  let server: TestServer;
  let admin: TestFetch;
  let dist: string;
  let photoUrl: string;

  const create = async (overrides: Record<string, unknown>) => {
    const res = await admin('/api/admin/news', json('POST', article(overrides)));
    expect(res.status).toBe(201);
    return (await res.json()).article as { id: number; updatedAt: string; imageUrl: string };
  };
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  beforeAll(async () => {
    dist = makeDist();
    server = await startTestServer({
      SERVE_STATIC: '1',
      PUBLIC_WEB_DIST: dist,
      PUBLIC_URL: `${ORIGIN}/`,
    });
    admin = await server.signIn();
    const photo = await sharp({
      create: { width: 800, height: 500, channels: 3, background: '#c08040' },
    })
      .jpeg()
      .toBuffer();
    const withPhoto = await create({
      title: 'Card story',
      titleAr: 'قصة البطاقة',
      slug: 'card-story',
      imageUrl: `data:image/jpeg;base64,${photo.toString('base64')}`,
    });
    photoUrl = withPhoto.imageUrl;
    await create({ title: 'Plain story', titleAr: 'قصة بلا صورة', slug: 'plain-story' });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers a 1200×630 PNG in each language, kept by public caches', async () => {
    const drawn: Buffer[] = [];
    for (const lang of ['ar', 'en']) {
      const res = await server.api(card('card-story', lang));
      expect(res.status, lang).toBe(200);
      expect(res.headers.get('content-type'), lang).toBe('image/png');
      expect(res.headers.get('cache-control'), lang).toMatch(/^public, max-age=\d+$/);
      expect(res.headers.get('etag'), lang).toMatch(/^"[\w-]+"$/);
      const png = await bytes(res);
      expect(await sharp(png).metadata(), lang).toMatchObject({
        format: 'png',
        width: 1200,
        height: 630,
      });
      drawn.push(png);
    }
    expect(drawn[0]!.equals(drawn[1]!)).toBe(false);
  });

  it('sets the title from the reading edge: the right in Arabic, the left in English', async () => {
    const ar = await bytes(await server.api(card('plain-story', 'ar')));
    const en = await bytes(await server.api(card('plain-story', 'en')));
    // The first line of the title's band, just inside each margin.
    const left = { left: 72, top: 260, width: 120, height: 120 };
    const right = { left: 1200 - 72 - 120, top: 260, width: 120, height: 120 };
    expect(await brightest(ar, right)).toBeGreaterThan(200);
    expect(await brightest(ar, left)).toBeLessThan(120);
    expect(await brightest(en, left)).toBeGreaterThan(200);
    expect(await brightest(en, right)).toBeLessThan(120);
  });

  it('keeps a title of the longest allowed to three lines, clear of the rule below', async () => {
    const long = (phrase: string) => phrase.repeat(20).slice(0, LIMITS.title).trim();
    await create({
      title: long('A venture studio story that goes on. '),
      titleAr: long('قصة طويلة عن استوديو المشاريع. '),
      slug: 'long-story',
    });
    for (const lang of ['ar', 'en']) {
      const png = await bytes(await server.api(card('long-story', lang)));
      // The title's band is written; between it and the rule (at 526 px) the ground is bare.
      const band = { left: 72, top: 250, width: 1056, height: 120 };
      const belowTitle = { left: 72, top: 486, width: 1056, height: 36 };
      expect(await brightest(png, band), lang).toBeGreaterThan(200);
      expect(await brightest(png, belowTitle), lang).toBeLessThan(120);
    }
  });

  it('answers 304 to its ETag, and a new card once the title is edited', async () => {
    const first = await server.api(card('card-story', 'en'));
    const etag = first.headers.get('etag')!;
    const again = await server.api(card('card-story', 'en'), revalidate(etag));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const { id } = (await (await server.api('/api/news/card-story')).json()).article;
    const edited = await admin(
      `/api/admin/news/${id}`,
      json(
        'PUT',
        article({
          title: 'Card story, retold',
          titleAr: 'قصة البطاقة من جديد',
          slug: 'card-story',
          imageUrl: photoUrl,
        }),
      ),
    );
    expect(edited.status).toBe(200);
    const after = await server.api(card('card-story', 'en'), revalidate(etag));
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await bytes(after)).equals(await bytes(first))).toBe(false);
  });

  it('draws the card of an article whose address is also the preview links’ path', async () => {
    await create({ title: 'Preview of the year', slug: 'preview' });
    const res = await server.api(card('preview', 'en'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  it('answers 404 for an unknown article and for drafts, without their titles', async () => {
    await create({ title: 'Secret draft title', slug: 'secret-draft', isPublished: false });
    const later = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    await create({
      title: 'Scheduled title',
      slug: 'scheduled',
      isPublished: false,
      publishAt: later,
    });
    for (const slug of ['no-such-article', 'secret-draft', 'scheduled']) {
      const res = await server.api(card(slug, 'en'));
      expect(res.status, slug).toBe(404);
      expect(res.headers.get('content-type'), slug).toMatch(/^application\/json/);
      const body = await res.text();
      expect(JSON.parse(body), slug).toMatchObject({ code: 'article_not_found' });
      expect(body, slug).not.toMatch(/Secret|Scheduled/);
    }
  });

  it('answers 400 naming lang for a language it does not draw', async () => {
    for (const path of [card('card-story', 'fr'), '/api/news/card-story/card.png']) {
      const res = await server.api(path);
      expect(res.status, path).toBe(400);
      const body = await res.json();
      expect(body.code, path).toBe('validation_failed');
      expect(JSON.stringify(body), path).toMatch(/lang must be one of: ar, en/);
    }
  });

  it("names the card of the page's language as the article page's social image", async () => {
    const { updatedAt, imageUrl } = (await (await server.api('/api/news/card-story')).json())
      .article;
    for (const [page, lang, title] of [
      ['/news/card-story', 'ar', 'قصة البطاقة من جديد'],
      ['/en/news/card-story', 'en', 'Card story, retold'],
    ] as const) {
      const html = await (await server.api(page)).text();
      const image = `${ORIGIN}${card('card-story', lang)}&v=${Date.parse(updatedAt)}`;
      expect(meta(html, 'og:image'), page).toBe(image);
      expect(meta(html, 'og:image:width'), page).toBe('1200');
      expect(meta(html, 'og:image:height'), page).toBe('630');
      expect(meta(html, 'og:image:alt'), page).toBe(title);
      expect(meta(html, 'twitter:image'), page).toBe(image);
      expect(meta(html, 'twitter:image:alt'), page).toBe(title);
      // The structured data keeps the featured image and adds the card.
      expect(jsonLd(html).image, page).toEqual([`${ORIGIN}${imageUrl}`, image]);
      const served = await server.api(image.slice(ORIGIN.length));
      expect(served.status, page).toBe(200);
      expect(served.headers.get('content-type'), page).toBe('image/png');
    }
  });
});
