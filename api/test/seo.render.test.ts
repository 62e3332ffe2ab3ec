/**
 * What the server does to a page before it leaves: route chunks preloaded from the build's
 * manifest, the page's first reads embedded as JSON (byte for byte the API's answers), and the
 * server render in the visitor's language, theme and screen width, which falls back to the plain
 * shell when it fails or for the admin.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFERENCE_COOKIES } from '@vb/shared/constants';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';
import { HOSTILE, INDEX_HTML, article, head, makeDist } from './seoKit';

describe('page boot: route preloads and the first reads answered in the page', () => {
  let server: TestServer;
  let admin: TestFetch;
  let dist: string;
  const MANIFEST = {
    'index.html': {
      file: 'assets/index-Csbae-Jm.js',
      name: 'index',
      isEntry: true,
      imports: ['_i18n-a.js'],
      css: ['assets/index-CIA-1EsP.css'],
    },
    '_i18n-a.js': { file: 'assets/i18n-a.js' },
    '_schemas-s.js': { file: 'assets/schemas-s.js' },
    'src/app/readSchemas.ts': {
      file: 'assets/readSchemas-r.js',
      name: 'readSchemas',
      isDynamicEntry: true,
      imports: ['_schemas-s.js'],
    },
    'src/pages/news/ArticlePage.tsx': {
      file: 'assets/ArticlePage-p.js',
      name: 'ArticlePage',
      isDynamicEntry: true,
      imports: ['index.html', '_i18n-a.js'],
      css: ['assets/ArticlePage-p.css'],
    },
    'src/pages/careers/CareersPage.tsx': {
      file: 'assets/CareersPage-c.js',
      name: 'CareersPage',
      isDynamicEntry: true,
      imports: ['index.html', '_schemas-s.js'],
    },
  };
  /** The object the page carries in its initial-reads element. */
  const embedded = (html: string): Record<string, unknown> => {
    const blocks = [
      ...html.matchAll(/<script type="application\/json" id="initial-reads">([\s\S]*?)<\/script>/g),
    ];
    expect(blocks).toHaveLength(1);
    return JSON.parse(blocks[0]?.[1] ?? '') as Record<string, unknown>;
  };
  const links = (html: string, rel: string) =>
    [...head(html).matchAll(new RegExp(`<link rel="${rel}" crossorigin href="([^"]*)">`, 'g'))].map(
      (m) => m[1],
    );

  beforeAll(async () => {
    dist = makeDist();
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    server = await startTestServer({ SERVE_STATIC: '1', PUBLIC_WEB_DIST: dist });
    admin = await server.signIn();
    const res = await admin(
      '/api/admin/news',
      json('POST', article({ title: HOSTILE, titleAr: HOSTILE, content: HOSTILE, slug: 'x' })),
    );
    expect(res.status).toBe(201);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('preloads the route chunk and what it imports, once each, never the entry again', async () => {
    const html = await (await server.api('/news/x')).text();
    expect(links(html, 'modulepreload')).toEqual(['/assets/ArticlePage-p.js']);
    expect(links(html, 'stylesheet')).toEqual([
      '/assets/index-CIA-1EsP.css',
      '/assets/ArticlePage-p.css',
    ]);
    const careers = await (await server.api('/careers')).text();
    expect(links(careers, 'modulepreload')).toEqual([
      '/assets/CareersPage-c.js',
      '/assets/schemas-s.js',
    ]);
    // The home page's code is all in the entry; it has no route chunk to preload.
    expect(links(await (await server.api('/')).text(), 'modulepreload')).toEqual([]);
  });

  it('answers the first reads of a page inside it, byte for byte what the API answers', async () => {
    for (const [page, read] of [
      ['/news', '/api/news?limit=20'],
      ['/careers', '/api/job-listings'],
      ['/news/x', '/api/news/x'],
      // The home page's team, ventures and partners.
      ['/', '/api/content'],
    ] as const) {
      const html = await (await server.api(page)).text();
      const api = await (await server.api(read)).json();
      expect(embedded(html), page).toEqual({ [read]: api });
    }
    // Hostile text stays inside the JSON: no markup of it reaches the document.
    const html = await (await server.api('/news/x')).text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</script><script>');
    expect(html.split('</script>').length - 1).toBe((html.match(/<script\b/g) ?? []).length);
  });

  it('embeds nothing for pages without reads, the not-found page and the admin', async () => {
    for (const page of ['/invest', '/admin', '/news/no-such-article']) {
      const html = await (await server.api(page)).text();
      expect(html, page).not.toContain('id="initial-reads"');
    }
  });

  it('a page rebuilt without a manifest still serves, without preloads', async () => {
    fs.renameSync(path.join(dist, '.vite'), path.join(dist, '.vite-off'));
    try {
      // The server notices the rebuild by itself (within about a second), without a restart.
      await expect
        .poll(
          async () => {
            const res = await server.api('/careers');
            expect(res.status).toBe(200);
            return links(await res.text(), 'modulepreload');
          },
          { timeout: 15_000, interval: 200 },
        )
        .toEqual([]);
    } finally {
      fs.renameSync(path.join(dist, '.vite-off'), path.join(dist, '.vite'));
    }
    await expect
      .poll(async () => links(await (await server.api('/careers')).text(), 'modulepreload'), {
        timeout: 15_000,
        interval: 200,
      })
      .not.toEqual([]);
  });
});

describe('server render: the page arrives rendered in the visitor’s language and theme', () => {
  let server: TestServer;
  let parent: string;
  let logs: string[];
  const FAKE_RENDER = `export function render(input) {
  if (input.url === '/careers?from=home') throw new Error('render broke');
  return '<main data-url="' + input.url + '">' + input.language + ' ' + input.theme + ' ' +
    input.origin + ' ' + Object.keys(input.reads).join(',') + '</main>';
}`;

  beforeAll(async () => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-ssr-'));
    const dist = path.join(parent, 'dist');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    fs.writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-Csbae-Jm.js', name: 'index', isEntry: true },
        'src/boot.ts': { file: 'assets/boot-x.js', name: 'boot', isEntry: true },
        'src/pages/careers/CareersPage.tsx': {
          file: 'assets/CareersPage-c.js',
          name: 'CareersPage',
          isDynamicEntry: true,
        },
      }),
    );
    fs.mkdirSync(path.join(parent, 'dist-server'));
    fs.writeFileSync(path.join(parent, 'dist-server', 'entry-server.js'), FAKE_RENDER);
    logs = [];
    server = await startTestServer(
      { SERVE_STATIC: '1', PUBLIC_WEB_DIST: dist, LOG_LEVEL: 'error' },
      { logSink: (line) => logs.push(line) },
    );
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(parent, { recursive: true, force: true });
  });

  const root = (html: string) => /<div id="root"([^>]*)>([\s\S]*?)<\/div>/.exec(html);

  it('renders in Arabic and dark by default, with the page’s reads and the request’s origin', async () => {
    const html = await (await server.api('/careers')).text();
    expect(html).toContain('<html lang="ar" dir="rtl" class="dark">');
    expect(root(html)?.[1]).toBe(' data-rendered="ar dark" data-narrow="false"');
    expect(root(html)?.[2]).toMatch(
      /^<main data-url="\/careers">ar dark http:\/\/127\.0\.0\.1:\d+ \/api\/job-listings<\/main>$/,
    );
  });

  it('renders the address’s language and the theme cookie; a cookie for the other language redirects', async () => {
    const cookie = `${PREFERENCE_COOKIES.language}=en; ${PREFERENCE_COOKIES.theme}=light`;
    const html = await (await server.api('/', { headers: { cookie } })).text();
    expect(html).toContain('<html lang="en" dir="ltr" class="light">');
    expect(root(html)?.[1]).toBe(' data-rendered="en light" data-narrow="false"');
    const redirected = await server.api('/', { headers: { cookie }, redirect: 'manual' });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('/en');
    const linked = await server.api('/en?lang=ar', { headers: { cookie }, redirect: 'manual' });
    expect(linked.status).toBe(301);
    expect(linked.headers.get('location')).toBe('/');
    const junk = `${PREFERENCE_COOKIES.language}=xx; ${PREFERENCE_COOKIES.theme}=<b>`;
    const fallback = await (await server.api('/', { headers: { cookie: junk } })).text();
    expect(root(fallback)?.[1]).toBe(' data-rendered="ar dark" data-narrow="false"');
  });

  it('renders for a narrow screen when a phone asks', async () => {
    const phone =
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
    const html = await (await server.api('/', { headers: { 'user-agent': phone } })).text();
    expect(root(html)?.[1]).toBe(' data-rendered="ar dark" data-narrow="true"');
    const tablet =
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1';
    const wide = await (await server.api('/', { headers: { 'user-agent': tablet } })).text();
    expect(root(wide)?.[1]).toBe(' data-rendered="ar dark" data-narrow="false"');
  });

  it('hands the scripts to the loader, which fetches them after the first paint', async () => {
    const html = await (await server.api('/careers')).text();
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      '<script defer src="/assets/boot-x.js" data-entry="/assets/index-Csbae-Jm.js" data-preload="/assets/CareersPage-c.js"></script>',
    );
  });

  it('does not render the admin, and a failed render leaves the page to the browser', async () => {
    const admin = await (await server.api('/admin')).text();
    expect(root(admin)?.[0]).toBe('<div id="root"></div>');
    expect(admin).toContain('<script type="module" crossorigin src="/assets/index-Csbae-Jm.js">');
    const failed = await server.api('/careers?from=home');
    expect(failed.status).toBe(200);
    const html = await failed.text();
    expect(root(html)?.[0]).toBe('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-Csbae-Jm.js">');
    expect(logs.some((line) => line.includes('server render failed'))).toBe(true);
  });
});
