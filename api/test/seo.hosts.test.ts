/**
 * The site's address taken from the request when PUBLIC_URL is not set: the request's protocol
 * and host, or a trusted proxy's listed forwarded host; a forged Host or forwarded host never
 * reaches a page, a sitemap or a feed that a shared cache would keep.
 */
import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './helpers';
import { canonical, checkXml, makeDist, meta, texts } from './seoKit';

describe('discovery: the address derived from the request (no PUBLIC_URL)', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = makeDist();
    server = await startTestServer({
      SERVE_STATIC: '1',
      PUBLIC_WEB_DIST: dist,
      TRUST_PROXY: '1',
      // Behind the proxy the site's hosts are listed; the odd ones below are not.
      ALLOWED_HOSTS: 'news.example.org',
    });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("uses the request's protocol and host", async () => {
    const html = await (await server.api('/careers')).text();
    expect(canonical(html)).toEqual([`${server.url}/careers`]);
    const robots = await (await server.api('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it('honours the proxy headers with TRUST_PROXY and escapes what they carry', async () => {
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'news.example.org' };
    const html = await (await server.api('/news', { headers })).text();
    expect(canonical(html)).toEqual(['https://news.example.org/news']);
    const sitemap = await (await server.api('/sitemap.xml', { headers })).text();
    expect(texts(sitemap, 'loc')).toContain('https://news.example.org/');
    const odd = await server.api('/news', {
      headers: { 'x-forwarded-host': 'a"b<c>&d' },
    });
    const oddHtml = await odd.text();
    expect(oddHtml).not.toContain('a"b<c>');
    const xml = await (
      await server.api('/sitemap.xml', { headers: { 'x-forwarded-host': 'a<b>&c' } })
    ).text();
    checkXml(xml);
  });
});

describe('a forged Host never lands in a shared cache', () => {
  let server: TestServer;
  let proxied: TestServer;
  let dist: string;
  const FORGED = 'evil.example';
  const DISCOVERY = ['/sitemap.xml', '/rss.xml', '/en/rss.xml', '/robots.txt'];

  /** A GET with this Host header (fetch would send the server's own). */
  const getWithHost = (base: string, pathname: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        const url = new URL(base);
        http
          .get({ host: url.hostname, port: url.port, path: pathname, headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
          })
          .on('error', reject);
      },
    );

  beforeAll(async () => {
    dist = makeDist();
    server = await startTestServer({ SERVE_STATIC: '1', PUBLIC_WEB_DIST: dist });
    proxied = await startTestServer({
      SERVE_STATIC: '1',
      PUBLIC_WEB_DIST: dist,
      TRUST_PROXY: '1',
      ALLOWED_HOSTS: 'www.example.sa, example.sa:8443',
    });
  });
  afterAll(async () => {
    await server.close();
    await proxied.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers an unlisted Host with the listen address, never cached publicly', async () => {
    for (const pathname of [...DISCOVERY, '/careers', '/news']) {
      // Twice: the second answer may come from the read model or the front door.
      for (let round = 0; round < 2; round += 1) {
        const res = await getWithHost(server.url, pathname, { host: FORGED });
        expect(res.status, pathname).toBe(200);
        expect(res.body, pathname).not.toContain(FORGED);
        expect(res.headers['cache-control'], pathname).toBe('private, no-store');
      }
    }
    const page = await getWithHost(server.url, '/careers', { host: FORGED });
    expect(canonical(page.body)).toEqual([`${server.url}/careers`]);
    expect(meta(page.body, 'og:url')).toBe(`${server.url}/careers`);
    const robots = await getWithHost(server.url, '/robots.txt', { host: FORGED });
    expect(robots.body).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it('keeps the public caching for the listen address and localhost', async () => {
    const port = new URL(server.url).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const res = await getWithHost(server.url, '/sitemap.xml', { host });
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(texts(res.body, 'loc')).toContain(`http://${host}/`);
      const page = await getWithHost(server.url, '/careers', { host });
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(canonical(page.body)).toEqual([`http://${host}/careers`]);
    }
  });

  it('behind a trusted proxy, uses only listed forwarded hosts; the first is the fallback', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const listed = await getWithHost(proxied.url, '/sitemap.xml', {
      ...https,
      'x-forwarded-host': 'www.example.sa',
    });
    expect(listed.headers['cache-control']).toBe('public, max-age=300');
    expect(texts(listed.body, 'loc')).toContain('https://www.example.sa/');
    const withPort = await getWithHost(proxied.url, '/robots.txt', {
      ...https,
      'x-forwarded-host': 'example.sa:8443',
    });
    expect(withPort.body).toContain('Sitemap: https://example.sa:8443/sitemap.xml');
    for (const forged of [FORGED, 'www.example.sa.evil.example', 'example.sa:9999', 'example.sa']) {
      for (const pathname of [...DISCOVERY, '/careers']) {
        const res = await getWithHost(proxied.url, pathname, {
          ...https,
          host: 'www.example.sa',
          'x-forwarded-host': forged,
        });
        expect(res.headers['cache-control'], `${forged} ${pathname}`).toBe('private, no-store');
        expect(res.body, `${forged} ${pathname}`).not.toMatch(/evil\.example|example\.sa:9999/);
      }
      const page = await getWithHost(proxied.url, '/careers', {
        ...https,
        'x-forwarded-host': forged,
      });
      expect(canonical(page.body)).toEqual(['https://www.example.sa/careers']);
    }
  });
});
