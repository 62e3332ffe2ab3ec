/**
 * Featured images and inline media (battery 6): raster only, PNG, JPEG and WebP recognised by
 * their magic bytes whatever their label; SVG, GIF and anything else refused with a message in
 * both catalogs, storing nothing.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar, en } from '@vb/shared/i18n';
import {
  GIF_1X1,
  JPEG_2X2,
  PNG_2X2,
  SVG_SCRIPT,
  WEBP_2X2,
  makeExe,
  makeHtml,
  makePdf,
} from './fixtures/documents';
import { type TestFetch, type TestServer, json } from './helpers';
import { startUploadsServer, uploadRequests } from './uploadsKit';

let server: TestServer;
let admin: TestFetch;
beforeAll(async () => ({ server, admin } = await startUploadsServer()));
afterAll(() => server?.close());

const { rowCount } = uploadRequests(() => ({ server, admin }));

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

describe('featured images and inline media: PNG, JPEG and WebP only', () => {
  const accepted: [string, Buffer, string][] = [
    ['PNG', PNG_2X2, 'image/png'],
    ['JPEG', JPEG_2X2, 'image/jpeg'],
    ['WebP', WEBP_2X2, 'image/webp'],
  ];
  const refused: [string, string, Buffer][] = [
    ['an SVG', 'image/svg+xml', SVG_SCRIPT],
    ['an SVG renamed .png', 'image/png', SVG_SCRIPT],
    ['a GIF', 'image/gif', GIF_1X1],
    ['a GIF renamed .png', 'image/png', GIF_1X1],
    ['an HTML page', 'image/png', makeHtml()],
    ['a PDF', 'image/jpeg', makePdf('x')],
    ['an executable', 'image/webp', makeExe()],
    ['an empty file', 'image/png', Buffer.alloc(0)],
  ];

  /** Served in its type, the same picture (re-encoded without metadata: articleImages.test.ts). */
  async function expectServed(url: string, bytes: Buffer, mime: string) {
    const res = await server.api(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(mime);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const served = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    const sent = await sharp(bytes).metadata();
    expect([served.format, served.width, served.height]).toEqual([
      sent.format,
      sent.width,
      sent.height,
    ]);
  }

  it.each(accepted)(
    'stores a %s picture, typed by its bytes, not its label',
    async (_l, bytes, mime) => {
      // Labelled as something else: the served type comes from the magic bytes.
      const media = await admin(
        '/api/admin/media',
        json('POST', { dataUrl: dataUrl('image/x-whatever', bytes) }),
      );
      expect(media.status).toBe(201);
      await expectServed(((await media.json()) as { url: string }).url, bytes, mime);

      const article = await admin(
        '/api/admin/news',
        json('POST', {
          title: `Featured ${mime}`,
          content: 'Body',
          imageUrl: dataUrl(mime, bytes),
        }),
      );
      expect(article.status).toBe(201);
      const { article: stored } = (await article.json()) as { article: { imageUrl: string } };
      await expectServed(stored.imageUrl, bytes, mime);
    },
  );

  it.each(refused)(
    'refuses %s, as inline media and as a featured image',
    async (_l, mime, bytes) => {
      const mediaBefore = await rowCount('media');
      const articlesBefore = await rowCount('news_articles');
      const media = await admin(
        '/api/admin/media',
        json('POST', { dataUrl: dataUrl(mime, bytes) }),
      );
      expect(media.status).toBe(400);
      const mediaBody = (await media.json()) as { code: string; message: string };
      expect(mediaBody.code).toBe('image_invalid');
      expect(mediaBody.message).toBe('The featured image must be a PNG, JPEG or WebP picture');

      const article = await admin(
        '/api/admin/news',
        json('POST', { title: 'Refused picture', content: 'Body', imageUrl: dataUrl(mime, bytes) }),
      );
      expect(article.status).toBe(400);
      expect(((await article.json()) as { code: string }).code).toBe('image_invalid');
      expect(await rowCount('media')).toBe(mediaBefore);
      expect(await rowCount('news_articles')).toBe(articlesBefore);
    },
  );

  it('has the refusal in both catalogs', () => {
    expect(en['error.image_invalid']).toMatch(/PNG, JPEG or WebP/);
    expect(ar['error.image_invalid']).toMatch(/PNG/);
  });
});
