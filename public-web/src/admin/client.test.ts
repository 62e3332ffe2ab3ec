import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../app/http';
import { createAdminClient } from './client';
import type { AdminHost } from './host';

const host = (session: AdminHost['session']): AdminHost => ({
  apiBase: 'https://api.test',
  siteUrl: 'https://site.test',
  session,
  saveFile: async () => 'saved',
  openExternal: () => {},
});

/** The desktop's session: carried by the host's relay; the page can only ask it to sign out. */
const relay = (signOut = async () => {}): AdminHost['session'] => ({ kind: 'relay', signOut });

const unauthorized = () =>
  vi
    .fn()
    .mockImplementation(
      async () =>
        new Response(JSON.stringify({ code: 'unauthorized', message: 'Sign in' }), { status: 401 }),
    );

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A page of the articles (any will do: each call below is refused). */
const PAGE = { limit: 20, offset: 0, q: '' };

describe('the admin client on the HTTP core', () => {
  it('leaves a relayed session to the host: no token, no cookies, to the host API base', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createAdminClient(host(relay()), () => {});
    await client.setStatus('applications', 7, 'reviewed');
    expect(fetchMock).toHaveBeenCalledWith('https://api.test/api/admin/applications/7/status', {
      method: 'PUT',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: '{"status":"reviewed"}',
      credentials: 'omit',
    });
  });

  it('signs in and out of a relayed session: the host forgets it even when the server is gone', async () => {
    const signOut = vi.fn(async () => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/api/auth/token')
          ? new Response(
              JSON.stringify({
                user: { id: 1, email: 'a@b.test', name: null, roles: ['owner'], twoFactor: false },
              }),
            )
          : Promise.reject(new TypeError('offline')),
      ),
    );
    const client = createAdminClient(host(relay(signOut)), () => {});
    await expect(client.signIn('a@b.test', 'pw')).resolves.toMatchObject({ email: 'a@b.test' });
    await expect(client.signOut()).rejects.toThrow();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('sends a cookie session with credentials and no authorization', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await createAdminClient(host({ kind: 'cookie' }), () => {}).remove('news', 3);
    expect(fetchMock).toHaveBeenCalledWith('https://api.test/api/admin/news/3', {
      method: 'DELETE',
      headers: { accept: 'application/json' },
      body: undefined,
      credentials: 'include',
    });
  });

  it('reports a 401 as the session ending, except from the sign-in calls', async () => {
    vi.stubGlobal('fetch', unauthorized());
    const onUnauthorized = vi.fn();
    const client = createAdminClient(host({ kind: 'cookie' }), onUnauthorized);

    const error = await client.articles(PAGE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    await expect(client.me()).resolves.toBeNull();
    await expect(client.signIn('a@b.test', 'pw')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('a session that ends during a call', () => {
  it('waits for the new sign-in, then sends the call again with the new session', async () => {
    // The relay's session: what the host's relay would add to the request.
    let token = 'old';
    const fetchMock = vi.fn().mockImplementation(async () => {
      if (token !== 'new')
        return new Response(JSON.stringify({ code: 'unauthorized', message: 'Sign in' }), {
          status: 401,
        });
      return new Response(null, { status: 204 });
    });
    vi.stubGlobal('fetch', fetchMock);
    let renew: (renewed: boolean) => void = () => {};
    const onUnauthorized = vi.fn(() => new Promise<boolean>((resolve) => (renew = resolve)));
    const client = createAdminClient(host(relay()), onUnauthorized);

    let settled = false;
    const saving = client.setStatus('contact-messages', 7, 'read').then(() => (settled = true));
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1));
    expect(settled).toBe(false);

    token = 'new';
    renew(true);
    await saving;
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [, again] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(again.method).toBe('PUT');
    expect(again.body).toBe(JSON.stringify({ status: 'read' }));
  });

  it('fails with the 401 when the sign-in is given up, and reports a second refusal', async () => {
    vi.stubGlobal('fetch', unauthorized());
    const client = createAdminClient(host({ kind: 'cookie' }), async () => false);
    await expect(client.articles(PAGE)).rejects.toMatchObject({ status: 401 });

    const onUnauthorized = vi.fn(async () => true);
    const again = createAdminClient(host({ kind: 'cookie' }), onUnauthorized);
    await expect(again.articles(PAGE)).rejects.toMatchObject({ status: 401 });
    // Asked once for the call, and told once more of the second refusal: never a loop.
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });
});

describe('the CSV export', () => {
  const riyadhDay = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);

  it('on the web: downloads the server export of the filters and language, reading nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const saveUrl = vi.fn().mockResolvedValue('saved');
    const saveFile = vi.fn();
    const client = createAdminClient({ ...host({ kind: 'cookie' }), saveUrl, saveFile }, () => {});
    await expect(
      client.exportCsv(
        'contact-messages',
        { q: 'سارة', status: 'new', from: null, to: '2026-11-26' },
        'ar',
      ),
    ).resolves.toBe('saved');
    expect(saveUrl).toHaveBeenCalledWith({
      url: `https://api.test/api/admin/contact-messages/export.csv?q=${encodeURIComponent('سارة')}&status=new&to=2026-11-26&lang=ar`,
      filename: `contact-messages-${riyadhDay()}.csv`,
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('on the desktop: reads the export through the API (relayed), then saves it', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(
        new Response('\uFEFFDate\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
      );
    vi.stubGlobal('fetch', fetchMock);
    const saveFile = vi.fn().mockResolvedValue('cancelled');
    const client = createAdminClient(
      {
        ...host(relay()),
        saveFile,
      },
      () => {},
    );
    await expect(client.exportCsv('applications', { q: '' }, 'en')).resolves.toBe('cancelled');
    expect(fetchMock).toHaveBeenCalledWith(
      'https://api.test/api/admin/applications/export.csv?lang=en',
      expect.objectContaining({
        method: 'GET',
        credentials: 'omit',
      }),
    );
    const [file] = saveFile.mock.calls[0]!;
    expect(file.filename).toBe(`applications-${riyadhDay()}.csv`);
    expect(file.mimeType).toBe('text/csv;charset=utf-8');
    expect(new TextDecoder().decode(file.bytes)).toBe('Date\r\n');
    expect([...new Uint8Array(file.bytes).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('bulk actions and the export of a selection', () => {
  it('posts a bulk action and answers its checked result', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ deleted: 2, ids: [1, 2], missing: [3] }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = createAdminClient(host({ kind: 'cookie' }), () => {});
    await expect(
      client.bulk('contact-messages', { action: 'delete', ids: [1, 2, 3] }),
    ).resolves.toEqual({ deleted: 2, ids: [1, 2], missing: [3] });
    expect(fetchMock).toHaveBeenCalledWith(
      'https://api.test/api/admin/contact-messages/bulk',
      expect.objectContaining({ method: 'POST', body: '{"action":"delete","ids":[1,2,3]}' }),
    );
  });

  it('exports the selected ids only', async () => {
    const saveUrl = vi.fn().mockResolvedValue('saved');
    const client = createAdminClient({ ...host({ kind: 'cookie' }), saveUrl }, () => {});
    await client.exportCsv('applications', { ids: [4, 2, 9] }, 'en');
    expect(saveUrl).toHaveBeenCalledWith(
      expect.objectContaining({
        url: `https://api.test/api/admin/applications/export.csv?ids=${encodeURIComponent('4,2,9')}&lang=en`,
      }),
    );
  });
});
