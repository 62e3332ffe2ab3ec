import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, NetworkError, postJson, request, requestJson } from './http';

function answer(status: number, body: string, headers: Record<string, string> = {}) {
  return vi.fn().mockResolvedValue(new Response(body || null, { status, headers }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the HTTP core', () => {
  it('reads a failure as "<status>: <body text>", with the code, issues and retry-after', async () => {
    const body = JSON.stringify({
      code: 'validation_failed',
      message: 'Invalid',
      issues: [{ path: 'email', message: 'Invalid email' }],
    });
    vi.stubGlobal('fetch', answer(400, body, { 'retry-after': '30' }));
    const error = await request('/api/contact').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: `400: ${body}`,
      code: 'validation_failed',
      issues: [{ path: 'email', message: 'Invalid email' }],
      retryAfterSeconds: 30,
    });
  });

  it('falls back to the status text when the failure has no body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(null, { status: 503, statusText: 'Unavailable' })),
    );
    const error = await request('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, message: '503: Unavailable', code: undefined });
  });

  it("carries the request's id: the body's, else the X-Request-Id header's", async () => {
    const body = JSON.stringify({
      code: 'internal_error',
      message: 'Oops',
      requestId: 'from-body',
    });
    vi.stubGlobal('fetch', answer(500, body, { 'x-request-id': 'from-header' }));
    expect(await request('/api/x').catch((e: unknown) => e)).toMatchObject({
      status: 500,
      code: 'internal_error',
      requestId: 'from-body',
    });
    // A proxy's page: no API body, but the header still names the request.
    vi.stubGlobal('fetch', answer(502, '<html>Bad Gateway</html>', { 'x-request-id': 'proxy-1' }));
    expect(await request('/api/x').catch((e: unknown) => e)).toMatchObject({
      status: 502,
      code: undefined,
      requestId: 'proxy-1',
    });
    vi.stubGlobal('fetch', answer(502, 'Bad Gateway'));
    expect(await request('/api/x').catch((e: unknown) => e)).toMatchObject({
      requestId: undefined,
    });
  });

  it('turns no answer into a NetworkError: an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await request('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Network error', issues: [] });
  });

  it('sends cookies to the own origin by default, JSON with its headers', async () => {
    const fetchMock = answer(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetchMock);
    expect(await postJson('/api/contact', { name: 'A' })).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{"name":"A"}',
      credentials: 'include',
    });
  });

  it('takes a base URL, extra headers and credentials per request', async () => {
    const fetchMock = answer(200, '{"n":1}');
    vi.stubGlobal('fetch', fetchMock);
    const result = await requestJson('/api/n', z.object({ n: z.number() }), {
      base: 'https://api.test',
      headers: { authorization: 'Bearer t' },
      credentials: 'omit',
    });
    expect(result).toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledWith('https://api.test/api/n', {
      method: undefined,
      headers: { accept: 'application/json', authorization: 'Bearer t' },
      body: undefined,
      credentials: 'omit',
    });
  });

  it('checks the answer with a schema given as a loader', async () => {
    vi.stubGlobal('fetch', answer(200, '{"n":"one"}'));
    const loader = () => Promise.resolve(z.object({ n: z.number() }));
    await expect(requestJson('/api/n', loader)).rejects.toBeInstanceOf(z.ZodError);
  });
});
