import { describe, expect, it, vi } from 'vitest';
import { normalizeServerUrl } from '../shared/serverUrl';
import { memoryFileAccess } from './files';
import type { FetchLike } from './protocol';
import { checkServer, createServerStore } from './serverStore';
import { openSettings } from './settings';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('server addresses', () => {
  it('are kept as http(s) origins', () => {
    expect(normalizeServerUrl('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(normalizeServerUrl('  https://Admin.Example.sa/  ')).toBe('https://admin.example.sa');
    expect(normalizeServerUrl('http://[::1]:8080/')).toBe('http://[::1]:8080');
    expect(normalizeServerUrl('https://example.sa:443')).toBe('https://example.sa');
  });

  it('refuse anything that is not a plain http(s) origin', () => {
    for (const input of [
      '',
      '127.0.0.1:3000',
      'ftp://example.sa',
      'file:///etc',
      'javascript:alert(1)',
      'http://user:pass@example.sa',
      'http://example.sa/admin',
      'http://example.sa/?a=1',
      'http://example.sa/#x',
      'http://exa mple.sa',
      'http://',
    ]) {
      expect(normalizeServerUrl(input), input).toBeNull();
    }
  });
});

describe('the server check', () => {
  it('accepts this site’s API: 401 with its error body from /api/auth/me, without credentials', async () => {
    const fetch = vi.fn<FetchLike>(async () =>
      json(401, { code: 'unauthorized', message: 'Sign in' }),
    );
    expect(await checkServer('http://127.0.0.1:3000/', fetch)).toEqual({
      ok: true,
      url: 'http://127.0.0.1:3000',
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:3000/api/auth/me');
    expect(init.credentials).toBe('omit');
    expect(new Headers(init.headers).has('authorization')).toBe(false);
  });

  it('tells a server that is down from one that is something else', async () => {
    const down: FetchLike = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await checkServer('http://127.0.0.1:9', down)).toEqual({
      ok: false,
      url: 'http://127.0.0.1:9',
      problem: 'unreachable',
    });
    const html: FetchLike = async () => new Response('<html>router login</html>', { status: 200 });
    expect(await checkServer('https://192.0.2.1', html)).toMatchObject({ problem: 'not-api' });
    const other401: FetchLike = async () => json(401, { error: 'nope' });
    expect(await checkServer('https://192.0.2.1', other401)).toMatchObject({ problem: 'not-api' });
    const notFound: FetchLike = async () => json(404, { code: 'not_found', message: 'x' });
    expect(await checkServer('https://192.0.2.1', notFound)).toMatchObject({ problem: 'not-api' });
  });

  it('gives up on a server that does not answer in time', async () => {
    const hang: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    expect(await checkServer('http://127.0.0.1:3000', hang, 20)).toMatchObject({
      problem: 'unreachable',
    });
  });

  it('reports where a redirecting server points', async () => {
    const redirect: FetchLike = async () =>
      new Response(null, {
        status: 301,
        headers: { location: 'https://admin.example.sa/api/auth/me' },
      });
    expect(await checkServer('https://example.sa', redirect)).toEqual({
      ok: false,
      url: 'https://example.sa',
      problem: 'redirected',
      location: 'https://admin.example.sa',
    });
  });

  it('refuses plain http to another computer without any request; loopback may use it', async () => {
    const fetch = vi.fn<FetchLike>(
      async () => new Response('{"code":"unauthorized","message":"x"}', { status: 401 }),
    );
    for (const url of ['http://admin.example.sa', 'http://10.0.0.5:3000', 'http://[::2]']) {
      expect(await checkServer(url, fetch), url).toMatchObject({ ok: false, problem: 'insecure' });
    }
    expect(fetch).not.toHaveBeenCalled();
    for (const url of ['http://localhost:3000', 'http://127.0.0.2:3000', 'http://[::1]:3000']) {
      expect(await checkServer(url, fetch), url).toMatchObject({ ok: true });
    }
  });

  it('refuses a malformed address without any request', async () => {
    const fetch = vi.fn<FetchLike>();
    expect(await checkServer('localhost:3000', fetch)).toEqual({
      ok: false,
      url: 'localhost:3000',
      problem: 'invalid',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the server store', () => {
  it('remembers the chosen server in the settings file', async () => {
    const files = memoryFileAccess();
    const store = createServerStore(await openSettings(files, '/data/settings.json'));
    expect(store.get()).toBeNull();
    await store.set('https://10.0.0.5:3000/');
    expect(store.get()).toBe('https://10.0.0.5:3000');
    const again = createServerStore(await openSettings(files, '/data/settings.json'));
    expect(again.get()).toBe('https://10.0.0.5:3000');
    await expect(store.set('nonsense')).rejects.toThrow();
    await expect(store.set('http://10.0.0.5:3000')).rejects.toThrow();
  });

  it('asks again for an http server an older version remembered', async () => {
    const files = memoryFileAccess();
    const settings = await openSettings(files, '/data/settings.json');
    await settings.update({ serverUrl: 'http://10.0.0.5:3000' });
    expect(createServerStore(settings).get()).toBeNull();
  });
});
