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

describe('the admin client on the HTTP core', () => {
  it('sends a bearer session as a header, without cookies, to the host API base', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createAdminClient(
      host({ kind: 'bearer', getToken: async () => 'tok', setToken: async () => {} }),
      () => {},
    );
    await client.setStatus('applications', 7, 'reviewed');
    expect(fetchMock).toHaveBeenCalledWith('https://api.test/api/admin/applications/7/status', {
      method: 'PUT',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: 'Bearer tok',
      },
      body: '{"status":"reviewed"}',
      credentials: 'omit',
    });
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

    const error = await client.articles().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    await expect(client.me()).resolves.toBeNull();
    await expect(client.signIn('a@b.test', 'pw')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
