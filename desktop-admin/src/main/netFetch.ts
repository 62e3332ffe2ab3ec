/**
 * The main process's fetch: Electron's net.fetch (Chromium's network stack, so the system's proxy
 * settings and certificate store apply). One gap is filled here: with `redirect: 'manual'`
 * net.fetch fails instead of answering the redirect, so such a request (the server check, which
 * wants to say where a server sends the console) goes through net.request and answers the 3xx
 * with its Location, like fetch in Node.
 */
import type { FetchLike } from './protocol';

/** The parts of Electron's ClientRequest / IncomingMessage used here. */
export interface ClientRequestLike {
  setHeader(name: string, value: string): void;
  on(event: 'redirect', listener: (statusCode: number, method: string, url: string) => void): this;
  on(event: 'response', listener: (response: IncomingMessageLike) => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
  end(): void;
  abort(): void;
}

interface IncomingMessageLike {
  statusCode: number;
  headers: Record<string, string | string[]>;
  on(event: 'data', listener: (chunk: Buffer) => void): this;
  on(event: 'end', listener: () => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
}

export interface NetLike {
  fetch(url: string, init: RequestInit): Promise<Response>;
  request(options: {
    url: string;
    method: string;
    redirect: 'manual';
    credentials: 'omit';
    useSessionCookies: false;
  }): ClientRequestLike;
}

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function headersOf(raw: Record<string, string | string[]>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

function fetchManual(net: NetLike, url: string, init: RequestInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    const signal = init.signal ?? undefined;
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const request = net.request({
      url,
      method: init.method ?? 'GET',
      redirect: 'manual',
      credentials: 'omit',
      useSessionCookies: false,
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    function onAbort() {
      request.abort();
      settle(() => reject(signal?.reason));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    new Headers(init.headers).forEach((value, name) => request.setHeader(name, value));
    request.on('redirect', (statusCode, _method, location) => {
      // Not followed: the request ends here and the redirect is the answer.
      settle(() => resolve(new Response(null, { status: statusCode, headers: { location } })));
      request.abort();
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', (error) => settle(() => reject(error)));
      response.on('end', () =>
        settle(() =>
          resolve(
            new Response(
              NULL_BODY_STATUSES.has(response.statusCode) ? null : Buffer.concat(chunks),
              { status: response.statusCode, headers: headersOf(response.headers) },
            ),
          ),
        ),
      );
    });
    request.on('error', (error) => settle(() => reject(error)));
    request.end();
  });
}

export function createElectronFetch(net: NetLike): FetchLike {
  return (url, init) =>
    init.redirect === 'manual' && (init.body === undefined || init.body === null)
      ? fetchManual(net, url, init)
      : net.fetch(url, init);
}
