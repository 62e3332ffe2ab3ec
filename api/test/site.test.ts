/**
 * The site's pages from the read model: rendered once per URL and variant (language, theme,
 * width, address), compressed once per encoding, dropped by any write to what they show and by a
 * rebuild of the site; and a rebuild beside the running server never answers a page with 500.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFERENCE_COOKIES } from '@vb/shared/constants';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';

const template = (marker: string) =>
  `<!doctype html><html><head><title>site</title><script type="module" src="/assets/index-a.js"></script></head><body data-build="${marker}"><div id="root"></div></body></html>`;

/** A server render that says which render of the process made the page, and what it was given. */
const FAKE_RENDER = `let renders = 0;
export function render(input) {
  renders += 1;
  return '<main data-render="' + renders + '">' + input.language + ' ' + input.theme + ' ' +
    input.narrow + ' ' + JSON.stringify(input.reads).length + '</main>' + 'x'.repeat(2000);
}`;

const listing = (title: string) => ({
  title,
  department: 'technology',
  location: 'Riyadh, Saudi Arabia',
  description: 'Build things',
  requirements: 'Know things',
  employmentType: 'full-time',
  isActive: true,
});

const renderNumber = (html: string) => Number(/data-render="(\d+)"/.exec(html)?.[1] ?? NaN);
const buildOf = (html: string) => /data-build="([^"]*)"/.exec(html)?.[1];

let parent: string;
let dist: string;
let server: TestServer;
let admin: TestFetch;

beforeAll(async () => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-site-'));
  dist = path.join(parent, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), template('one'));
  fs.writeFileSync(path.join(dist, 'assets', 'index-a.js'), 'console.log(1)');
  fs.mkdirSync(path.join(parent, 'dist-server'));
  fs.writeFileSync(path.join(parent, 'dist-server', 'entry-server.js'), FAKE_RENDER);
  server = await startTestServer({ SERVE_STATIC: '1', PUBLIC_WEB_DIST: dist });
  admin = await server.signIn();
});
afterAll(async () => {
  await server.close();
  fs.rmSync(parent, { recursive: true, force: true });
});

describe('pages from the read model', () => {
  it('renders a page once per variant and answers the same bytes and headers again', async () => {
    const first = await server.api('/careers?from=cache-test');
    const firstHtml = await first.text();
    const second = await server.api('/careers?from=cache-test');
    expect(await second.text()).toBe(firstHtml);
    expect(renderNumber(firstHtml)).toBeGreaterThan(0);
    for (const name of ['content-type', 'cache-control', 'vary', 'content-security-policy']) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    // Another language, theme or width is another page.
    const cookie = `${PREFERENCE_COOKIES.language}=en; ${PREFERENCE_COOKIES.theme}=light`;
    const english = await (
      await server.api('/careers?from=cache-test', { headers: { cookie } })
    ).text();
    expect(renderNumber(english)).toBeGreaterThan(renderNumber(firstHtml));
    expect(english).toContain('<main data-render="');
    expect(english).toContain('>en light false ');
    const phone = await (
      await server.api('/careers?from=cache-test', {
        headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile' },
      })
    ).text();
    expect(phone).toContain('>ar dark true ');
    expect(renderNumber(phone)).toBeGreaterThan(renderNumber(english));
    expect(renderNumber(await (await server.api('/careers?from=cache-test')).text())).toBe(
      renderNumber(firstHtml),
    );
  });

  it('shows a write at once: the page is rendered again with the new reads', async () => {
    const before = await (await server.api('/careers')).text();
    const res = await admin('/api/admin/job-listings', json('POST', listing('Page cache role')));
    expect(res.status).toBe(201);
    const after = await (await server.api('/careers')).text();
    expect(renderNumber(after)).toBeGreaterThan(renderNumber(before));
    expect(after).toContain('Page cache role');
    expect(before).not.toContain('Page cache role');
  });

  it('compresses a page once per encoding, to the same HTML', async () => {
    const plain = await (
      await server.api('/news?enc', { headers: { 'accept-encoding': 'identity' } })
    ).text();
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await fetch(`${server.url}/news?enc`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      // fetch decodes the body it was sent; the bytes themselves are checked below.
      expect(await res.text()).toBe(plain);
    }
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import('node:http').then(({ get }) =>
        get(`${server.url}/news?enc`, { headers: { 'accept-encoding': 'br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        }).on('error', reject),
      );
    });
    expect(zlib.brotliDecompressSync(raw).toString()).toBe(plain);
  });
});

describe('a rebuild beside the running server', () => {
  it('keeps answering pages from the build it has until the new one is complete', async () => {
    const pages = ['/', '/careers', '/news', '/admin'];
    for (const page of pages)
      expect(buildOf(await (await server.api(page)).text()), page).toBe('one');
    const statuses: number[] = [];
    const builds = new Set<string | undefined>();
    const probe = async () => {
      for (const page of pages) {
        // A fresh query each time: the page cannot come from the kept answers.
        const res = await server.api(`${page}?probe=${Math.random()}`);
        statuses.push(res.status);
        builds.add(buildOf(await res.text()));
      }
    };
    // What Vite does: the output folder emptied, then files written one after another.
    fs.rmSync(path.join(dist, 'index.html'));
    await probe();
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>');
    await probe();
    // That each of the watcher's checks keeps the old build through the rewrite is
    // src/site/build.test.ts, check by check; here the pages answer throughout.
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect([...builds]).toEqual(['one']);

    fs.writeFileSync(path.join(dist, 'index.html'), template('two'));
    await expect
      .poll(async () => buildOf(await (await server.api('/careers')).text()), {
        timeout: 15_000,
        interval: 100,
      })
      .toBe('two');
    for (const page of pages)
      expect(buildOf(await (await server.api(page)).text()), page).toBe('two');
  });
});
