import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { API_CONTRACT } from '@vb/shared/constants';
import {
  createAppRequestHandler,
  mimeType,
  readFileInside,
  relayTarget,
  resolveStaticPath,
  type FetchLike,
} from './protocol';

const ROOT = path.resolve('/app/out/renderer');
const CSP = "default-src 'none'";

function filesSource(files: Record<string, string>) {
  return {
    kind: 'files' as const,
    root: ROOT,
    readFile: vi.fn(async (file: string) => {
      const rel = path.relative(ROOT, file).split(path.sep).join('/');
      return rel in files ? new TextEncoder().encode(files[rel]) : null;
    }),
  };
}

function handlerWith(options: {
  server?: string | null;
  fetch?: FetchLike;
  files?: Record<string, string>;
  token?: string | null;
}) {
  const fetch = vi.fn(options.fetch ?? (async () => new Response('{}')));
  const source = filesSource(options.files ?? { 'index.html': '<!doctype html>' });
  const session = {
    kept: options.token ?? null,
    token: async () => session.kept,
    store: vi.fn(async (token: string | null) => {
      session.kept = token;
    }),
  };
  const handle = createAppRequestHandler({
    serverUrl: () => (options.server === undefined ? 'http://127.0.0.1:3000' : options.server),
    fetch,
    source,
    csp: CSP,
    session,
  });
  return { handle, fetch, source, session };
}

describe('the renderer files', () => {
  it('serves index.html at / and assets with their type, CSP and nosniff', async () => {
    const { handle } = handlerWith({
      files: { 'index.html': '<!doctype html><p>hi', 'assets/index-1.js': 'export {}' },
    });
    const index = await handle(new Request('app://admin/'));
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(index.headers.get('content-security-policy')).toBe(CSP);
    expect(index.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await index.text()).toBe('<!doctype html><p>hi');
    const script = await handle(new Request('app://admin/assets/index-1.js?v=2'));
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('export {}');
  });

  it('answers 404 for a missing file and 405 for other methods', async () => {
    const { handle } = handlerWith({});
    expect((await handle(new Request('app://admin/nope.js'))).status).toBe(404);
    expect((await handle(new Request('app://admin/index.html', { method: 'POST' }))).status).toBe(
      405,
    );
  });

  it('never reads outside the renderer folder', () => {
    expect(resolveStaticPath(ROOT, '/')).toBe(path.join(ROOT, 'index.html'));
    expect(resolveStaticPath(ROOT, '/assets/a.css')).toBe(path.join(ROOT, 'assets', 'a.css'));
    for (const bad of [
      '/../main/index.js',
      '/%2e%2e/main/index.js',
      '/assets/..%2f..%2fsecret',
      '/..%5c..%5csecret',
      '/a%00b',
      '/%E0%A4%A',
    ]) {
      expect(resolveStaticPath(ROOT, bad), bad).toBeNull();
    }
  });

  it('keeps every encoded, doubled, backslashed or absolute path inside the folder', async () => {
    const refused = [
      '/..',
      '/assets/../../main/index.js',
      '/%2E%2E/%2E%2E/etc/passwd',
      '/.%2e/main/index.js',
      '/%2e./main/index.js',
      '/assets/%2e%2e/%2e%2e/main/index.js',
      '/..%2F..%2Fetc%2Fpasswd',
      '/..\\..\\secret',
      '/%5C..%5Csecret',
      '/assets\\..\\..\\secret',
      '/%00/etc/passwd',
    ];
    for (const bad of refused) expect(resolveStaticPath(ROOT, bad), bad).toBeNull();
    // Absolute-looking and double-encoded paths name files inside the folder (or nothing).
    for (const odd of [
      '//etc/passwd',
      '/%2Fetc%2Fpasswd',
      '///C:/Windows/win.ini',
      '/C:/Windows/win.ini',
      '/%252e%252e/%252e%252e/secret',
      '/~/.ssh/id_rsa',
    ]) {
      const resolved = resolveStaticPath(ROOT, odd);
      expect(resolved === null || resolved.startsWith(ROOT + path.sep), odd).toBe(true);
    }
    // Through the handler: refused before any file is read, whatever the URL parser keeps.
    const { handle, source } = handlerWith({});
    for (const bad of ['/%2e%2e/main/index.js', '/..%2f..%2fsecret', '/..%5csecret', '/a%00b']) {
      const res = await handle(new Request(`app://admin${bad}`));
      expect([400, 404], bad).toContain(res.status);
    }
    for (const [file] of source.readFile.mock.calls) {
      expect(file.startsWith(ROOT + path.sep), file).toBe(true);
    }
  });

  it('never follows a symbolic link out of the folder', async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-renderer-'));
    try {
      const root = path.join(base, 'renderer');
      fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
      fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
      fs.writeFileSync(path.join(root, 'assets', 'a.js'), 'export {}');
      fs.writeFileSync(path.join(base, 'secret.txt'), 'token');
      fs.mkdirSync(path.join(base, 'outside'));
      fs.writeFileSync(path.join(base, 'outside', 'b.js'), 'steal()');
      fs.symlinkSync(path.join(base, 'secret.txt'), path.join(root, 'secret.txt'));
      fs.symlinkSync(path.join(base, 'outside'), path.join(root, 'assets', 'more'));
      fs.symlinkSync('a.js', path.join(root, 'assets', 'alias.js'));
      const read = readFileInside(root, async (file) => new Uint8Array(fs.readFileSync(file)));
      const text = async (file: string) => {
        const bytes = await read(path.join(root, file));
        return bytes && new TextDecoder().decode(bytes);
      };
      expect(await text('index.html')).toBe('<!doctype html>');
      expect(await text('assets/alias.js')).toBe('export {}');
      expect(await text('secret.txt')).toBeNull();
      expect(await text('assets/more/b.js')).toBeNull();
      expect(await text('missing.js')).toBeNull();
      // The root itself (a folder) is not a file to serve.
      expect(await read(root)).toBeNull();
    } finally {
      fs.rmSync(base, { recursive: true, force: true });
    }
  });

  it('names the types it serves', () => {
    expect(mimeType('a.woff2')).toBe('font/woff2');
    expect(mimeType('a.SVG')).toBe('image/svg+xml');
    expect(mimeType('a.bin')).toBe('application/octet-stream');
  });

  it('in development comes from the Vite dev server, with the CSP added', async () => {
    const fetch = vi.fn<FetchLike>(
      async () =>
        new Response('<html>', { headers: { 'content-type': 'text/html', 'set-cookie': 'a=b' } }),
    );
    const handle = createAppRequestHandler({
      serverUrl: () => null,
      fetch,
      source: { kind: 'dev', url: 'http://127.0.0.1:5174' },
      csp: CSP,
    });
    const res = await handle(new Request('app://admin/src/main.tsx?t=1'));
    expect(fetch).toHaveBeenCalledWith('http://127.0.0.1:5174/src/main.tsx?t=1', { method: 'GET' });
    expect(res.headers.get('content-security-policy')).toBe(CSP);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('the /api relay to the chosen server', () => {
  it('forwards method, path, query, body and only the headers the API needs', async () => {
    const { handle, fetch } = handlerWith({
      token: 'kept-t0k',
      fetch: async () =>
        new Response('{"ok":true}', {
          status: 201,
          headers: {
            'content-type': 'application/json',
            'set-cookie': 'sid=1',
            'content-encoding': 'gzip',
            'retry-after': '30',
            'x-request-id': 'req-1',
            'content-security-policy': "default-src 'self'",
          },
        }),
    });
    const res = await handle(
      new Request('app://admin/api/admin/news?x=1', {
        method: 'POST',
        headers: {
          authorization: 'Bearer page-t0k',
          'content-type': 'application/json',
          accept: 'application/json',
          origin: 'app://admin',
          cookie: 'a=b',
          'x-custom': 'no',
        },
        body: '{"title":"عنوان"}',
      }),
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:3000/api/admin/news?x=1');
    expect(init.method).toBe('POST');
    expect(init.redirect).toBe('error');
    const sent = new Headers(init.headers);
    expect([...sent.keys()].sort()).toEqual([
      'accept',
      'authorization',
      'content-type',
      'x-console-contract',
    ]);
    // The staff API contract the console was built with.
    expect(sent.get('x-console-contract')).toBe(String(API_CONTRACT.version));
    // The session's token, kept by the main process; never one the page names.
    expect(sent.get('authorization')).toBe('Bearer kept-t0k');
    expect(new TextDecoder().decode(init.body as ArrayBuffer)).toBe('{"title":"عنوان"}');
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('retry-after')).toBe('30');
    expect(res.headers.get('x-request-id')).toBe('req-1');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('keeps the sign-in token from the page, and forgets it on sign-out even offline', async () => {
    const { handle, fetch, session } = handlerWith({
      token: 'old',
      fetch: async (url) =>
        String(url).endsWith('/api/auth/token')
          ? new Response(JSON.stringify({ token: 'n3w-t0k', expiresAt: 'x', user: { id: 1 } }), {
              headers: { 'content-type': 'application/json' },
            })
          : new Response(null, { status: 204 }),
    });
    const signIn = await handle(
      new Request('app://admin/api/auth/token', { method: 'POST', body: '{}' }),
    );
    // The sign-in itself goes without the old token.
    expect(new Headers(fetch.mock.calls[0]![1].headers).get('authorization')).toBeNull();
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toEqual({ expiresAt: 'x', user: { id: 1 } });
    expect(session.kept).toBe('n3w-t0k');
    await handle(new Request('app://admin/api/auth/logout', { method: 'POST' }));
    expect(new Headers(fetch.mock.calls[1]![1].headers).get('authorization')).toBe(
      'Bearer n3w-t0k',
    );
    expect(session.kept).toBeNull();

    const offline = handlerWith({
      token: 'kept',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const out = await offline.handle(
      new Request('app://admin/api/auth/logout', { method: 'POST' }),
    );
    expect(out.type).toBe('error');
    expect(offline.session.kept).toBeNull();
  });

  it('carries each server’s own token and keeps a sign-in for the server it went to', async () => {
    const kept = new Map<string, string | null>([
      ['https://a.example', 'a-token'],
      ['https://b.example', 'b-token'],
    ]);
    let current = 'https://a.example';
    let answer: (res: Response) => void = () => undefined;
    const fetch = vi.fn<FetchLike>((url) =>
      String(url).endsWith('/api/auth/token')
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : Promise.resolve(new Response('{}')),
    );
    const handle = createAppRequestHandler({
      serverUrl: () => current,
      fetch,
      source: filesSource({ 'index.html': '' }),
      csp: CSP,
      session: {
        token: async (server) => kept.get(server) ?? null,
        store: async (token, server) => void kept.set(server, token),
      },
    });
    await handle(new Request('app://admin/api/admin/overview'));
    expect(fetch.mock.calls[0]![0]).toBe('https://a.example/api/admin/overview');
    expect(new Headers(fetch.mock.calls[0]![1].headers).get('authorization')).toBe(
      'Bearer a-token',
    );
    current = 'https://b.example';
    await handle(new Request('app://admin/api/admin/overview'));
    expect(new Headers(fetch.mock.calls[1]![1].headers).get('authorization')).toBe(
      'Bearer b-token',
    );
    // A sign-in on b whose answer arrives after a switch back to a is kept for b.
    const signingIn = handle(
      new Request('app://admin/api/auth/token', { method: 'POST', body: '{}' }),
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    current = 'https://a.example';
    answer(
      new Response(JSON.stringify({ token: 'b-new' }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect((await signingIn).status).toBe(200);
    expect(kept.get('https://b.example')).toBe('b-new');
    expect(kept.get('https://a.example')).toBe('a-token');
  });

  it('refuses a sign-in answer without a token, and keeps nothing from a refused one', async () => {
    const odd = handlerWith({ fetch: async () => new Response('{"user":{}}') });
    const res = await odd.handle(
      new Request('app://admin/api/auth/token', { method: 'POST', body: '{}' }),
    );
    expect(res.status).toBe(502);
    expect(odd.session.kept).toBeNull();
    const refused = handlerWith({
      fetch: async () => new Response('{"code":"invalid_credentials"}', { status: 401 }),
    });
    const no = await refused.handle(
      new Request('app://admin/api/auth/token', { method: 'POST', body: '{}' }),
    );
    expect(no.status).toBe(401);
    expect(await no.json()).toEqual({ code: 'invalid_credentials' });
    expect(refused.session.store).not.toHaveBeenCalled();
  });

  it('relays a content picture in the format the <img> accepts, with its caching', async () => {
    const { handle, fetch } = handlerWith({
      fetch: async () =>
        new Response(new Uint8Array([0, 0, 0, 28]), {
          headers: {
            'content-type': 'image/avif',
            'cache-control': 'public, max-age=31536000, immutable',
            vary: 'Accept',
          },
        }),
    });
    const res = await handle(
      new Request('app://admin/api/images/abc123/320', {
        headers: { accept: 'image/avif,image/webp,*/*' },
      }),
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:3000/api/images/abc123/320');
    expect(new Headers(init.headers).get('accept')).toBe('image/avif,image/webp,*/*');
    expect(res.headers.get('content-type')).toBe('image/avif');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toBe('Accept');
  });

  it('never hands the page something it could run or render from the server', async () => {
    for (const [type, kept] of [
      ['application/json; charset=utf-8', 'application/json; charset=utf-8'],
      ['application/pdf', 'application/pdf'],
      ['image/webp', 'image/webp'],
      ['text/javascript', 'application/octet-stream'],
      ['text/html; charset=utf-8', 'application/octet-stream'],
      ['image/svg+xml', 'application/octet-stream'],
      ['text/css', 'application/octet-stream'],
    ] as const) {
      const { handle } = handlerWith({
        fetch: async () => new Response('x', { headers: { 'content-type': type } }),
      });
      const res = await handle(new Request('app://admin/api/media/1'));
      expect(res.headers.get('content-type'), type).toBe(kept);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('passes error answers through (the admin reads their code) and empty answers stay empty', async () => {
    const { handle } = handlerWith({
      fetch: async (url) =>
        url.endsWith('/logout')
          ? new Response(null, { status: 204 })
          : new Response('{"code":"unauthorized","message":"no"}', {
              status: 401,
              headers: { 'content-type': 'application/json' },
            }),
    });
    const denied = await handle(new Request('app://admin/api/auth/me'));
    expect(denied.status).toBe(401);
    expect(await denied.json()).toMatchObject({ code: 'unauthorized' });
    const out = await handle(new Request('app://admin/api/auth/logout', { method: 'POST' }));
    expect(out.status).toBe(204);
    expect(await out.text()).toBe('');
  });

  it('is a network error when no server is chosen or the server cannot be reached', async () => {
    const none = handlerWith({ server: null });
    expect((await none.handle(new Request('app://admin/api/auth/me'))).type).toBe('error');
    expect(none.fetch).not.toHaveBeenCalled();
    const down = handlerWith({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect((await down.handle(new Request('app://admin/api/auth/me'))).type).toBe('error');
  });

  it('relays only under /api/ on the chosen origin', () => {
    const server = 'http://127.0.0.1:3000';
    expect(relayTarget(server, new URL('app://admin/api/admin/news/5?a=b'))).toBe(
      'http://127.0.0.1:3000/api/admin/news/5?a=b',
    );
    // Backslashes would turn into dot segments on the http side.
    expect(relayTarget(server, new URL('app://admin/api/\\..\\..\\secret'))).toBeNull();
    expect(relayTarget(server, new URL('app://admin/apix'))).toBeNull();
  });
});
