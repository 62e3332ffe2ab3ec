/**
 * Article pictures (inline media and featured images) go through the content pictures' sharp
 * pipeline: the stored picture is upright and carries no metadata (no GPS position, no author),
 * a picture declaring too many pixels is refused before it is decoded, an animation is kept
 * as its first frame, and the pictures stored before the pipeline are re-encoded in the background.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_IMAGE } from '@vb/shared/constants';
import { phonePhoto } from './fixtures/photos';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';

let server: TestServer;
let admin: TestFetch;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn();
});
afterAll(async () => {
  await server.close();
});

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

/** A 600×400 photo taken on its side (EXIF orientation 6), with a GPS position and an author. */
const sidewaysPhotoWithGps = () => phonePhoto(600, 400, 6);

/** The picture an upload is served as. */
async function servedFrom(res: Response): Promise<{ bytes: Buffer; type: string | null }> {
  const { url } = (await res.json()) as { url: string };
  const served = await server.api(url);
  expect(served.status).toBe(200);
  return {
    bytes: Buffer.from(await served.arrayBuffer()),
    type: served.headers.get('content-type'),
  };
}

describe('article pictures', () => {
  it('are stored upright without their metadata, inline and featured', async () => {
    const photo = await sidewaysPhotoWithGps();
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.includes(Buffer.from('Someone Private'))).toBe(true);

    const inline = await admin(
      '/api/admin/media',
      json('POST', { dataUrl: dataUrl('image/jpeg', photo) }),
    );
    expect(inline.status).toBe(201);
    const { bytes, type } = await servedFrom(inline);
    expect(type).toBe('image/jpeg');
    const kept = await sharp(bytes).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    // Turned as the camera said: the 600×400 sensor picture stands 400×600.
    expect([kept.width, kept.height]).toEqual([400, 600]);
    expect(bytes.includes(Buffer.from('Someone Private'))).toBe(false);

    const article = await admin(
      '/api/admin/news',
      json('POST', { title: 'A photo', content: 'Body', imageUrl: dataUrl('image/jpeg', photo) }),
    );
    expect(article.status).toBe(201);
    const { imageUrl } = ((await article.json()) as { article: { imageUrl: string } }).article;
    const featured = Buffer.from(await (await server.api(imageUrl)).arrayBuffer());
    expect((await sharp(featured).metadata()).exif).toBeUndefined();
  });

  it('refuses a picture declaring too many pixels (a decompression bomb) with 400', async () => {
    const bomb = await sharp({
      create: { width: 9000, height: 6000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(ARTICLE_IMAGE.maxBytes);
    const res = await admin(
      '/api/admin/media',
      json('POST', { dataUrl: dataUrl('image/png', bomb) }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'image_invalid',
      message: expect.stringMatching(/pixels/),
    });
  });

  it('keeps an animation as its first frame', async () => {
    // Three frames: red, green, blue.
    const frame = (background: string) =>
      sharp({ create: { width: 40, height: 40, channels: 3, background } })
        .raw()
        .toBuffer();
    const frames = Buffer.concat(await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map(frame)));
    const animated = await sharp(frames, {
      raw: { width: 40, height: 120, channels: 3, pageHeight: 40 },
    })
      .webp({ loop: 0, delay: [100, 100, 100], lossless: true })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    const res = await admin(
      '/api/admin/media',
      json('POST', { dataUrl: dataUrl('image/webp', animated) }),
    );
    expect(res.status).toBe(201);
    const { bytes } = await servedFrom(res);
    const kept = await sharp(bytes).metadata();
    expect(kept.pages ?? 1).toBe(1);
    expect([kept.width, kept.height]).toEqual([40, 40]);
    const [red, green, blue] = (await sharp(bytes).stats()).channels.map((c) => c.mean);
    expect(red).toBeGreaterThan(200);
    expect(green! + blue!).toBeLessThan(60);
  });

  it('re-encodes the pictures stored before the pipeline, once, and keeps one it refuses', async () => {
    // As an older server stored them: the bytes as uploaded, not marked as through the pipeline.
    const photo = await sidewaysPhotoWithGps();
    const broken = Buffer.from('not a picture at all');
    const stored = (id: string, bytes: Buffer) => ({
      id,
      mime_type: 'image/jpeg',
      size: bytes.length,
      sha256: 'before',
      data: bytes,
      created_at: new Date(),
      normalised_at: null,
    });
    await server.deps.db('media').insert([stored('oldphoto', photo), stored('oldbroken', broken)]);
    const before = await server.api('/api/media/oldphoto');
    expect(Buffer.from(await before.arrayBuffer()).includes(Buffer.from('Someone Private'))).toBe(
      true,
    );

    await server.deps.mediaNormalise.idle();
    expect(await server.deps.mediaNormalise.run()).toBe(1);
    const served = await server.api('/api/media/oldphoto');
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes(Buffer.from('Someone Private'))).toBe(false);
    const kept = await sharp(bytes).metadata();
    expect(kept.exif).toBeUndefined();
    expect([kept.width, kept.height]).toEqual([400, 600]);
    const row = await server.deps.db('media').where({ id: 'oldphoto' }).first();
    expect(row.sha256).not.toBe('before');
    expect(Number(row.size)).toBe(bytes.length);
    // The one the pipeline refuses is kept as it was, and not tried again.
    const refused = await server.deps.db('media').where({ id: 'oldbroken' }).first();
    expect(refused.normalised_at).not.toBeNull();
    expect(refused.sha256).toBe('before');
    expect(await server.deps.mediaNormalise.run()).toBe(0);
  });
});
