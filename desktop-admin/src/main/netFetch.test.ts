import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { createElectronFetch, type ClientRequestLike, type NetLike } from './netFetch';

/** A stand-in for Electron's net.request, scripted to answer or redirect. */
function fakeNet(script: (request: FakeRequest) => void) {
  const requests: FakeRequest[] = [];
  const net: NetLike = {
    fetch: vi.fn(async () => new Response('via net.fetch')),
    request: vi.fn((options) => {
      const request = new FakeRequest(options, script);
      requests.push(request);
      return request as unknown as ClientRequestLike;
    }),
  };
  return { net, requests };
}

class FakeRequest extends EventEmitter {
  headers: Record<string, string> = {};
  aborted = false;
  constructor(
    readonly options: unknown,
    private readonly script: (request: FakeRequest) => void,
  ) {
    super();
  }
  setHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  end() {
    queueMicrotask(() => this.script(this));
  }
  abort() {
    this.aborted = true;
  }
  respond(statusCode: number, headers: Record<string, string | string[]>, body: string) {
    const response = Object.assign(new EventEmitter(), { statusCode, headers });
    this.emit('response', response);
    response.emit('data', Buffer.from(body));
    response.emit('end');
  }
}

describe('the main process fetch', () => {
  it('uses net.fetch for everything but manual redirects', async () => {
    const { net } = fakeNet(() => undefined);
    const fetch = createElectronFetch(net);
    await fetch('http://a.example/api/news', { method: 'GET' });
    await fetch('http://a.example/api/x', { method: 'GET', redirect: 'error' });
    expect(net.fetch).toHaveBeenCalledTimes(2);
    expect(net.request).not.toHaveBeenCalled();
  });

  it('answers a redirect with its status and Location instead of failing', async () => {
    const { net, requests } = fakeNet((request) =>
      request.emit('redirect', 301, 'GET', 'https://a.example/api/auth/me'),
    );
    const res = await createElectronFetch(net)('http://a.example/api/auth/me', {
      method: 'GET',
      redirect: 'manual',
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('https://a.example/api/auth/me');
    expect(requests[0]!.aborted).toBe(true);
    expect(requests[0]!.headers).toEqual({ accept: 'application/json' });
    expect(requests[0]!.options).toMatchObject({ redirect: 'manual', credentials: 'omit' });
  });

  it('answers a plain response with its status, headers and body', async () => {
    const { net } = fakeNet((request) =>
      request.respond(
        401,
        { 'content-type': 'application/json', vary: ['a', 'b'] },
        '{"code":"unauthorized"}',
      ),
    );
    const res = await createElectronFetch(net)('http://a.example/api/auth/me', {
      redirect: 'manual',
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('vary')).toBe('a, b');
    expect(await res.json()).toEqual({ code: 'unauthorized' });
  });

  it('fails like fetch on a network error or when aborted', async () => {
    const failing = fakeNet((request) =>
      request.emit('error', new Error('net::ERR_CONNECTION_REFUSED')),
    );
    await expect(
      createElectronFetch(failing.net)('http://127.0.0.1:9/api/auth/me', { redirect: 'manual' }),
    ).rejects.toThrow('ERR_CONNECTION_REFUSED');
    const silent = fakeNet(() => undefined);
    const controller = new AbortController();
    const pending = createElectronFetch(silent.net)('http://10.0.0.1/api/auth/me', {
      redirect: 'manual',
      signal: controller.signal,
    });
    controller.abort(new Error('timed out'));
    await expect(pending).rejects.toThrow('timed out');
    expect(silent.requests[0]!.aborted).toBe(true);
  });
});
