/**
 * The demo articles a new site starts with carry their illustrations as featured images: a
 * link-preview-sized picture served like an upload, and named by each article page's social tags
 * in both languages, instead of the site's default preview image.
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

  it('every demo article has an image of the preview size, and its page shares that image', async () => {
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
      for (const page of [`/news/${slug}`, `/en/news/${slug}`]) {
        const html = await (await server.api(encodeURI(page))).text();
        expect(metas(html, 'og:image'), page).toEqual([image]);
        expect(metas(html, 'twitter:image'), page).toEqual([image]);
        expect(jsonLd(html), page).toMatchObject({ image: [image] });
      }
    }
  });
});
