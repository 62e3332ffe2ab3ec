/**
 * The demo articles a new site starts with carry their illustrations as featured images: a
 * link-preview-sized picture served like an upload, named by each article page's structured data
 * beside the article's card (its social image) in both languages.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_IMAGE } from '@vb/shared/brand';
import { type TestServer, startTestServer } from './helpers';
import { ORIGIN, jsonLd, makeDist, metas } from './seoKit';

describe('demo articles: their illustrations as featured and preview images', () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = makeDist();
    server = await startTestServer({
      SEED_DEMO: '1',
      SERVE_STATIC: '1',
      PUBLIC_WEB_DIST: dist,
      PUBLIC_URL: `${ORIGIN}/`,
    });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('every demo article has an image of the preview size, and its page names it with its card', async () => {
    const { articles } = (await (await server.api('/api/news')).json()) as {
      articles: { slug: string; imageUrl: string | null }[];
    };
    expect(articles.length).toBeGreaterThanOrEqual(3);
    for (const { slug, imageUrl } of articles) {
      expect(imageUrl, slug).toMatch(/^\/api\/media\//);
      const res = await server.api(imageUrl!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/(jpeg|png)$/);
      const size = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([size.width, size.height]).toEqual([SOCIAL_IMAGE.width, SOCIAL_IMAGE.height]);

      const image = `${ORIGIN}${imageUrl}`;
      for (const [page, lang] of [
        [`/news/${slug}`, 'ar'],
        [`/en/news/${slug}`, 'en'],
      ] as const) {
        const html = await (await server.api(encodeURI(page))).text();
        const [card] = metas(html, 'og:image');
        expect(card, page).toMatch(
          new RegExp(`^${ORIGIN}/api/news/${slug}/card\\.png\\?lang=${lang}&v=\\d+$`),
        );
        expect(metas(html, 'twitter:image'), page).toEqual([card]);
        expect(jsonLd(html), page).toMatchObject({ image: [image, card] });
      }
    }
  });
});
