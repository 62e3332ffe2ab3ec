import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageText } from '@vb/shared/i18n';
import { type TestServer, startTestServer } from './helpers';

/** A GET whose body is read as it came, not decoded (fetch decodes content encodings itself). */
function fetchRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('serving the built site', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><title>site</title><meta name="x" content="${'padding '.repeat(200)}"><div id="root"></div>`,
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startTestServer({ SERVE_STATIC: '1', PUBLIC_WEB_DIST: dist });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['/', 200],
    ['/admin', 200],
    ['/careers', 200],
    ['/invest', 200],
    // Unknown articles and paths get the shell too (the client shows its not-found page), as 404.
    ['/news/some-article?from=home', 404],
    ['/no-such-page', 404],
  ])('answers %s with the app shell (%i)', async (pathname, status) => {
    const res = await server.api(pathname);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('compresses a page for a browser that accepts it, and says so', async () => {
    const plain = await server.api('/careers', { headers: { 'accept-encoding': 'identity' } });
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary') ?? '').toMatch(/accept-encoding/i);
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await fetchRaw(`${server.url}/careers`, { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body.length).toBeLessThan(Buffer.byteLength(text));
      expect(decode(res.body).toString('utf8')).toBe(text);
    }
  });

  it('serves hashed assets with long-lived caching and other files revalidated', async () => {
    const asset = await server.api('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log(1)');
    const icon = await server.api('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps API 404s as JSON and does not serve files outside the build', async () => {
    const api = await server.api('/api/no-such-route');
    expect(api.status).toBe(404);
    expect((await api.json()).code).toBe('not_found');
    const traversal = await server.api('/..%2f..%2fetc%2fpasswd');
    expect(await traversal.text()).not.toContain('root:');
  });
});

describe('byte ranges (video playback in Safari)', () => {
  it('answers 206 with the slice, suffix ranges, and 416 past the end', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-range-'));
    fs.mkdirSync(path.join(dist, 'media'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
    fs.writeFileSync(path.join(dist, 'media', 'clip.mp4'), bytes);
    const server = await startTestServer({ SERVE_STATIC: '1', PUBLIC_WEB_DIST: dist });
    try {
      const first = await server.api('/media/clip.mp4', { headers: { range: 'bytes=0-1' } });
      expect(first.status).toBe(206);
      expect(first.headers.get('content-range')).toBe('bytes 0-1/1000');
      expect(first.headers.get('content-type')).toBe('video/mp4');
      expect(Buffer.from(await first.arrayBuffer())).toEqual(bytes.subarray(0, 2));
      const open = await server.api('/media/clip.mp4', { headers: { range: 'bytes=990-' } });
      expect(Buffer.from(await open.arrayBuffer())).toEqual(bytes.subarray(990));
      const suffix = await server.api('/media/clip.mp4', { headers: { range: 'bytes=-10' } });
      expect(suffix.headers.get('content-range')).toBe('bytes 990-999/1000');
      const past = await server.api('/media/clip.mp4', { headers: { range: 'bytes=5000-6000' } });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe('bytes */1000');
      const whole = await server.api('/media/clip.mp4');
      expect(whole.status).toBe(200);
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      const escape = await server.api('/..%2f..%2fetc%2fpasswd', {
        headers: { range: 'bytes=0-10' },
      });
      expect(await escape.text()).not.toContain('root:');
    } finally {
      await server.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('byte ranges follow every path rule of the built files', () => {
  let server: TestServer;
  let dist: string;
  const SECRET = 'manifest-marker-5b1e';
  const clip = Buffer.from(Array.from({ length: 500 }, (_, i) => (i * 7) % 256));
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-range-rules-'));
    fs.mkdirSync(path.join(dist, 'media'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({ SECRET }));
    fs.writeFileSync(path.join(dist, '.env'), `TOKEN=${SECRET}`);
    fs.writeFileSync(path.join(dist, 'media', '.notes.txt'), SECRET);
    fs.writeFileSync(path.join(dist, 'media', 'clip.mp4'), clip);
    server = await startTestServer({ SERVE_STATIC: '1', PUBLIC_WEB_DIST: dist });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  /** A GET sent with its path exactly as written (fetch would normalise dot segments). */
  const rawGet = (pathname: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(server.url);
      http
        .get({ host: url.hostname, port: url.port, path: pathname, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('latin1'),
            }),
          );
        })
        .on('error', reject);
    });

  it.each([
    '/.vite/manifest.json',
    '/%2evite/manifest.json',
    '/%2Evite%2Fmanifest.json',
    '/.env',
    '/media/.notes.txt',
    '/media/../.vite/manifest.json',
    '/media/%2e%2e/.env',
    '/media/..%2f.env',
    '/..%2f..%2fetc%2fpasswd',
    '/../../../../etc/passwd',
  ])('does not serve %s, with or without a Range header', async (pathname) => {
    for (const range of ['bytes=0-', 'bytes=0-10', 'bytes=-100', undefined]) {
      const res = await rawGet(pathname, range ? { range } : {});
      expect([404, 400], `${pathname} ${range}`).toContain(res.status);
      expect(res.body, `${pathname} ${range}`).not.toContain(SECRET);
      expect(res.body, `${pathname} ${range}`).not.toContain('root:');
    }
  });

  it('still serves a video by ranges', async () => {
    const first = await rawGet('/media/clip.mp4', { range: 'bytes=0-' });
    expect(first.status).toBe(206);
    expect(Buffer.from(first.body, 'latin1')).toEqual(clip);
    const slice = await server.api('/media/clip.mp4', { headers: { range: 'bytes=100-199' } });
    expect(slice.status).toBe(206);
    expect(slice.headers.get('content-range')).toBe('bytes 100-199/500');
    expect(Buffer.from(await slice.arrayBuffer())).toEqual(clip.subarray(100, 200));
    expect((await server.api('/media/clip.mp4')).status).toBe(200);
  });
});

describe('pages rendered per client are limited', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-render-budget-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    server = await startTestServer({
      SERVE_STATIC: '1',
      PUBLIC_WEB_DIST: dist,
      RATE_LIMITS: 'on',
      RENDER_RATE_PER_MINUTE: '3',
      PUBLIC_CACHE_SECONDS: '300',
      TRUST_PROXY: '1',
    });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

  it('renders a page once for any query it does not read, then answers 429 past the budget', async () => {
    const visitor = from('198.51.100.20');
    // One render: the query parameters no page reads make the same page.
    for (const url of ['/', '/', '/?utm_source=mail', '/?utm_source=x&ref=1', '/?job=abc']) {
      expect((await server.api(url, visitor)).status, url).toBe(200);
    }
    // The careers page (an old ?job= link to no open listing shows it): the second render.
    expect((await server.api('/careers?job=7', visitor)).status).toBe(200);
    expect((await server.api('/careers?job=7&utm_campaign=z', visitor)).status).toBe(200);
    // Each unknown address renders the 404 page: the third and last.
    expect((await server.api('/no-such-page-1', visitor)).status).toBe(404);
    const limited = await server.api('/no-such-page-2', visitor);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect(limited.headers.get('content-language')).toBe('ar');
    expect(await limited.text()).toBe(messageText('ar', 'error.too_many_requests'));
    // A draft's preview is rendered for every request: on the budget too.
    expect((await server.api('/news/preview/not-a-token', visitor)).status).toBe(429);
    // What is already kept costs nothing and is still served.
    expect((await server.api('/?utm_medium=later', visitor)).status).toBe(200);
    expect((await server.api('/no-such-page-1', visitor)).status).toBe(404);
    // Another client has its own budget.
    expect((await server.api('/no-such-page-2', from('198.51.100.21'))).status).toBe(404);
  });
});
