/**
 * The main process's network parts against the real API (api/test/helpers): the server check,
 * the relay of app://admin/api/…, the new-submission notifier's live feed, the résumé save flow and
 * the summary of what came while the console was closed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../../api/test/helpers';
import { catchUp, settingsSeenStore } from './away';
import { memoryFileAccess } from './files';
import { createTranslator } from './i18n';
import {
  createFeedOpener,
  createFollowedReader,
  createSubmissionNotifier,
  type NewCounts,
} from './notifications';
import { createAppRequestHandler, type FetchLike, type RelaySession } from './protocol';
import { saveFileFlow } from './saveFile';
import { contentSecurityPolicy } from './security';
import { checkCompatibleServer, checkServer } from './serverStore';
import { openSettings } from './settings';

let server: TestServer;
const fetchFn: FetchLike = (url, init) => fetch(url, init);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The main process's session store, in memory: what the relay keeps. */
function memorySession(): RelaySession & { kept: string | null } {
  const session = {
    kept: null as string | null,
    token: async () => session.kept,
    async store(token: string | null) {
      session.kept = token;
    },
  };
  return session;
}

type Relay = ((r: Request) => Promise<Response>) & { session: ReturnType<typeof memorySession> };

function relay(): Relay {
  const session = memorySession();
  const handle = createAppRequestHandler({
    serverUrl: () => server.url,
    fetch: fetchFn,
    source: { kind: 'files', root: '/nonexistent', readFile: async () => null },
    csp: contentSecurityPolicy(),
    session,
  });
  return Object.assign(handle, { session });
}

/** A request as the renderer's fetch sends it from app://admin (with its Origin). */
function pageRequest(pathname: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (init.method && init.method !== 'GET') headers.set('origin', 'app://admin');
  return new Request(`app://admin${pathname}`, { ...init, headers });
}

/**
 * Signs in through the relay as the page does: the page's answer has the person and no token;
 * the token is the one the relay kept (answered for the tests that use it directly).
 */
async function signIn(handle: Relay): Promise<string> {
  const res = await handle(
    pageRequest('/api/auth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    }),
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as Record<string, unknown>;
  expect(body).not.toHaveProperty('token');
  expect((body.user as { email: string }).email).toBe(ADMIN_EMAIL);
  expect(handle.session.kept).toMatch(/\S{20,}/);
  return handle.session.kept!;
}

async function apply(name: string, filename: string, bytes: Buffer): Promise<number> {
  const res = await server.api('/api/careers/apply', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: 'applicant@example.com',
      phone: '+966551234567',
      position: 'Designer',
      resumeFilename: filename,
      resumeData: bytes.toString('base64'),
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const pdf = (marker: string) =>
  Buffer.from(`%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`, 'utf8');

describe('the server check against real servers', () => {
  it('accepts the API', async () => {
    expect(await checkServer(server.url, fetchFn)).toEqual({ ok: true, url: server.url });
  });

  it('finds a contract in common with this build of the API', async () => {
    expect(await checkCompatibleServer(server.url, fetchFn, '0.1.0')).toEqual({
      ok: true,
      url: server.url,
    });
  });

  it('refuses another web server and reports one that is not running', async () => {
    const other = http.createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end('<h1>It works!</h1>');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      expect(await checkServer(otherUrl, fetchFn)).toMatchObject({ problem: 'not-api' });
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
    expect(await checkServer(otherUrl, fetchFn)).toMatchObject({ problem: 'unreachable' });
  });
});

describe('the relay of app://admin/api/ to the chosen server', () => {
  it('signs in for a bearer token although the page’s Origin is app://admin', async () => {
    // Sent as it is, that Origin is refused by the API's cross-site check…
    const direct = await server.api('/api/auth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'app://admin' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    expect(direct.status).toBe(403);
    // …the relay sends only what the API needs.
    const handle = relay();
    await signIn(handle);
    // The relay carries the session: the page sends no token…
    const me = await handle(pageRequest('/api/auth/me'));
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(ADMIN_EMAIL);
    // …and one it sends is not used (a page cannot act as anyone else).
    const other = relay();
    const forged = await other(
      pageRequest('/api/admin/applications', {
        headers: { authorization: `Bearer ${handle.session.kept}` },
      }),
    );
    expect(forged.status).toBe(401);
  });

  it('brings a résumé’s exact bytes, which the save flow writes under its Arabic name', async () => {
    const handle = relay();
    await signIn(handle);
    const bytes = Buffer.concat([pdf('relay'), Buffer.from([0, 1, 2, 253, 254, 255])]);
    const filename = 'السيرة الذاتية - ليلى.pdf';
    const id = await apply('ليلى', filename, bytes);
    const res = await handle(pageRequest(`/api/admin/applications/${id}/resume`));
    expect(res.status).toBe(200);
    const written = new Map<string, Uint8Array>();
    const downloads = path.resolve('/home/admin/Downloads');
    const result = await saveFileFlow(
      {
        filename,
        mimeType: res.headers.get('content-type') ?? '',
        bytes: await res.arrayBuffer(),
      },
      {
        chooseSavePath: async (options) => options.defaultPath,
        writeFile: async (file, data) => void written.set(file, data),
        offerToShow: async () => false,
        showInFolder: vi.fn(),
        defaultDirectory: () => downloads,
        rememberDirectory: vi.fn(),
        t: createTranslator(() => 'ar'),
      },
    );
    expect(result).toBe('saved');
    expect(Buffer.from(written.get(path.join(downloads, filename))!).equals(bytes)).toBe(true);
  });

  it('ends the session on sign-out, there and here', async () => {
    const handle = relay();
    const token = await signIn(handle);
    const out = await handle(pageRequest('/api/auth/logout', { method: 'POST' }));
    expect(out.status).toBe(204);
    expect(handle.session.kept).toBeNull();
    expect((await handle(pageRequest('/api/auth/me'))).status).toBe(401);
    // The server ended it too: the token no longer opens anything.
    const after = await server.api('/api/auth/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
  });

  it('keeps no token from a refused sign-in', async () => {
    const handle = relay();
    const res = await handle(
      pageRequest('/api/auth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN_EMAIL, password: 'not the password at all' }),
      }),
    );
    expect(res.status).toBe(401);
    expect(handle.session.kept).toBeNull();
  });
});

/** A sign-in through the relay of someone who follows contact messages only. */
async function signInFollowingMessages(): Promise<string> {
  const token = await signIn(relay());
  const chosen = await server.api('/api/admin/account/notifications', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ modes: { 'contact-messages': 'each', 'investor-requests': 'none' } }),
  });
  expect(chosen.status, await chosen.clone().text()).toBe(200);
  return token;
}

describe('new-submission notifications against the API', () => {
  it('announce a followed kind’s new item once, through the live feed; not the others', async () => {
    // This person follows contact messages (every item) and not investment requests.
    const token = await signInFollowingMessages();
    const announced: NewCounts[] = [];
    const opener = createFeedOpener({
      serverUrl: () => server.url,
      token: async () => token,
      fetch: fetchFn,
    });
    let opened = 0;
    const notifier = createSubmissionNotifier({
      enabled: () => true,
      // The answer's headers come once the server listens: what is posted after is news.
      open: async (lastEventId, signal) => {
        const res = await opener(lastEventId, signal);
        opened += 1;
        return res;
      },
      followed: createFollowedReader({
        serverUrl: () => server.url,
        token: async () => token,
        fetch: fetchFn,
      }),
      announce: (counts) => announced.push(counts),
      coalesceMs: 300,
      timers: { setTimeout, clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout) },
    });
    try {
      notifier.start();
      await vi.waitFor(() => expect(opened).toBe(1), { timeout: 5_000 });
      const investor = await server.api('/api/investor', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'ليلى',
          email: 'investor@example.test',
          organization: 'صندوق',
          message: 'An investment interest long enough to be accepted.',
        }),
      });
      expect(investor.status, await investor.clone().text()).toBe(201);
      const contact = (subject: string) =>
        server.api('/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'سارة',
            email: 'visitor@example.test',
            subject,
            message: 'A message long enough to be accepted.',
          }),
        });
      const res = await contact('سؤال');
      expect(res.status, await res.clone().text()).toBe(201);
      await vi.waitFor(() => expect(announced).toEqual([{ 'contact-messages': 1 }]), {
        timeout: 10_000,
      });
      // Told once: the next message is the next thing told, on its own.
      expect((await contact('سؤال آخر')).status).toBe(201);
      await vi.waitFor(() => expect(announced).toHaveLength(2), { timeout: 10_000 });
      expect(announced).toEqual([{ 'contact-messages': 1 }, { 'contact-messages': 1 }]);
      expect(opened).toBe(1);
    } finally {
      notifier.stop();
    }
  });

  it('ends the feed when the session is refused', async () => {
    const notifier = createSubmissionNotifier({
      enabled: () => true,
      open: createFeedOpener({
        serverUrl: () => server.url,
        token: async () => 'not-a-session-token-of-this-server',
        fetch: fetchFn,
      }),
      followed: async () => null,
      announce: vi.fn(),
      coalesceMs: 300,
      timers: { setTimeout, clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout) },
    });
    notifier.start();
    expect(notifier.running).toBe(true);
    await vi.waitFor(() => expect(notifier.running).toBe(false), { timeout: 5_000 });
  });
});

describe('what came while the console was closed, against the API', () => {
  it('counts the followed kinds’ new items since the newest known, read from the lists', async () => {
    const token = await signInFollowingMessages();
    const settings = await openSettings(memoryFileAccess(), '/data/settings.json');
    const deps = {
      serverUrl: () => server.url,
      token: async () => token,
      fetch: fetchFn,
      followed: createFollowedReader({
        serverUrl: () => server.url,
        token: async () => token,
        fetch: fetchFn,
      }),
      seen: settingsSeenStore(settings),
    };
    // The first start with this server: what is there is not news.
    expect(await catchUp(deps)).toMatchObject({ counts: {} });
    const post = async (path: string, body: object) => {
      const res = await server.api(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };
    // The console is closed; two messages and an investment request come.
    const message = {
      name: 'سارة',
      email: 'visitor@example.test',
      subject: 'سؤال',
      message: 'A message long enough to be accepted.',
    };
    await post('/api/contact', message);
    const last = await post('/api/contact', { ...message, name: 'هند' });
    await post('/api/investor', {
      name: 'ليلى',
      email: 'investor@example.test',
      organization: 'صندوق',
      message: 'An investment interest long enough to be accepted.',
    });
    // The next start: the messages are told (not the requests, which this person does not follow).
    expect(await catchUp(deps)).toEqual({
      counts: { 'contact-messages': 2 },
      newest: { 'contact-messages': last },
    });
    expect(settings.get().seen[server.url]?.['contact-messages']).toBe(last);
    expect(await catchUp(deps)).toEqual({ counts: {}, newest: {} });
  });
});
