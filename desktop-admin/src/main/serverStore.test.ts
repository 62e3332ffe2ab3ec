import { describe, expect, it, vi } from 'vitest';
import { API_CONTRACT } from '@vb/shared/constants';
import { normalizeServerUrl } from '../shared/serverUrl';
import { memoryFileAccess } from './files';
import type { FetchLike } from './protocol';
import {
  checkCompatibleServer,
  checkServer,
  checkVersions,
  createServerStore,
} from './serverStore';
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

describe('the version check', () => {
  const url = 'https://admin.example.sa';
  const answering = (version: Response) =>
    vi.fn<FetchLike>(async (target) =>
      String(target).endsWith('/api/version')
        ? version.clone()
        : json(401, { code: 'unauthorized', message: 'Sign in' }),
    );
  const consoleSide = {
    release: '1.4.0',
    contract: API_CONTRACT.version,
    minServer: API_CONTRACT.minServer,
  };

  it('accepts a server that serves this console’s contract, asking without credentials', async () => {
    const fetch = answering(
      json(200, { server: '2.0.0', contract: API_CONTRACT.version, minConsole: 1 }),
    );
    expect(await checkCompatibleServer(`${url}/`, fetch, '1.4.0')).toEqual({ ok: true, url });
    const [target, init] = fetch.mock.calls[1]!;
    expect(target).toBe(`${url}/api/version`);
    expect(init.credentials).toBe('omit');
  });

  it('says the console must be updated when the server no longer serves its contract', async () => {
    const server = {
      release: '9.0.0',
      contract: API_CONTRACT.version + 3,
      minConsole: API_CONTRACT.version + 1,
    };
    const fetch = answering(json(200, { server: server.release, ...server }));
    expect(await checkCompatibleServer(url, fetch, '1.4.0')).toEqual({
      ok: false,
      url,
      problem: 'console-outdated',
      versions: { console: consoleSide, server },
    });
  });

  it('says the server must be updated when it is older than this console needs', async () => {
    const fetch = answering(
      json(200, { server: '0.0.9', contract: API_CONTRACT.minServer - 1, minConsole: 0 }),
    );
    expect(await checkVersions(url, fetch, '1.4.0')).toMatchObject({
      ok: false,
      problem: 'server-outdated',
      versions: {
        console: consoleSide,
        server: { release: '0.0.9', contract: API_CONTRACT.minServer - 1 },
      },
    });
    // A server from before GET /api/version answers its JSON 404: contract 0.
    const older = answering(json(404, { code: 'not_found', message: 'No route' }));
    expect(await checkVersions(url, older, '1.4.0')).toMatchObject({
      problem: 'server-outdated',
      versions: { server: { release: null, contract: 0, minConsole: 0 } },
    });
  });

  it('tells a server that stopped answering from a version answer that makes no sense', async () => {
    expect(await checkVersions(url, answering(json(503, { code: 'x' })), '1')).toMatchObject({
      problem: 'unreachable',
    });
    const down: FetchLike = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await checkVersions(url, down, '1')).toMatchObject({ problem: 'unreachable' });
    for (const body of [{ server: 1, contract: 1, minConsole: 1 }, { contract: '1' }, null]) {
      expect(await checkVersions(url, answering(json(200, body)), '1')).toMatchObject({
        problem: 'not-api',
      });
    }
  });

  it('never asks for the version of an address that is not the API', async () => {
    const fetch = vi.fn<FetchLike>(async () => new Response('<html>', { status: 200 }));
    expect(await checkCompatibleServer(url, fetch, '1')).toMatchObject({ problem: 'not-api' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the server built into a company’s own copy (VB_DEFAULT_SERVER)', () => {
  it('is used until another server is chosen', async () => {
    const settings = await openSettings(memoryFileAccess(), '/data/settings.json');
    const store = createServerStore(settings, 'https://Admin.Example.sa/');
    expect(store.get()).toBe('https://admin.example.sa');
    await store.set('https://staging.example.sa');
    expect(store.get()).toBe('https://staging.example.sa');
    // Kept as a profile to switch back to.
    expect(store.list().map((p) => p.origin)).toEqual([
      'https://admin.example.sa',
      'https://staging.example.sa',
    ]);
    await store.use('https://admin.example.sa');
    expect(store.get()).toBe('https://admin.example.sa');
  });

  it('is ignored when it is not a usable address (plain http to another computer)', async () => {
    const settings = await openSettings(memoryFileAccess(), '/data/settings.json');
    expect(createServerStore(settings, 'http://admin.example.sa').get()).toBeNull();
    expect(createServerStore(settings, 'not an address').get()).toBeNull();
    expect(createServerStore(settings, 'http://127.0.0.1:3000').get()).toBe(
      'http://127.0.0.1:3000',
    );
  });
});
