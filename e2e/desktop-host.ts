/**
 * What the desktop console's renderer needs to run in a plain browser for its tests:
 * - `startRendererServer`: the built renderer (desktop-admin/out/renderer) served by the console's
 *   own app-origin handler (desktop-admin/src/main/protocol.ts: the files, the CSP, and the relay
 *   of /api/ to the API), on a loopback port instead of app://admin — the same code, the same
 *   single origin, so the real API is reached without CORS exactly as in the app;
 * - `installFakeBridge`: a test implementation of the preload bridge (`DesktopApi`) in the page,
 *   recording what the renderer asks of the main process.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { adminApi } from './fixtures';
import { E2E_ADMIN } from './global-setup';
import { createAppRequestHandler } from '../desktop-admin/src/main/protocol';
import { contentSecurityPolicy } from '../desktop-admin/src/main/security';
import type {
  DesktopApi,
  DesktopCommand,
  OfflineDraft,
  SaveFileResult,
  ServerCheck,
  UpdateCheckStart,
} from '../desktop-admin/src/shared/bridge';

const RENDERER = path.resolve(import.meta.dirname, '..', 'desktop-admin', 'out', 'renderer');
const SKIPPED_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding']);

export interface RendererServer {
  url: string;
  close(): Promise<void>;
  /** The token the relay keeps (the main process's store in the app), never the page's. */
  token(): string | null;
  /** Forgets the kept token (a fresh start for the next test). */
  resetSession(): void;
}

export async function startRendererServer(apiUrl: string): Promise<RendererServer> {
  if (!fs.existsSync(path.join(RENDERER, 'index.html'))) {
    throw new Error('desktop-admin is not built: run "npm run build -w desktop-admin" first');
  }
  let kept: string | null = null;
  const handle = createAppRequestHandler({
    session: {
      token: async () => kept,
      async store(token) {
        kept = token;
      },
    },
    serverUrl: () => apiUrl,
    fetch: (url, init) => fetch(url, init),
    source: {
      kind: 'files',
      root: RENDERER,
      readFile: async (file) => {
        try {
          return new Uint8Array(await fs.promises.readFile(file));
        } catch {
          return null;
        }
      },
    },
    csp: contentSecurityPolicy(),
  });
  const server = http.createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined || SKIPPED_HEADERS.has(name)) continue;
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const method = req.method ?? 'GET';
      const response = await handle(
        new Request(`http://${req.headers.host}${req.url ?? '/'}`, {
          method,
          headers,
          body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
        }),
      );
      // The app's network error (server not reachable) is a dropped connection here.
      if (response.type === 'error') {
        res.destroy();
        return;
      }
      const out: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        out[name] = value;
      });
      res.writeHead(response.status, out);
      if (response.body) Readable.fromWeb(response.body as never).pipe(res);
      else res.end();
    } catch {
      res.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token: () => kept,
    resetSession() {
      kept = null;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface FakeBridgeOptions {
  /** The remembered server (null: first run). */
  server: string | null;
  /** Addresses that answer as this site's API; any other is "unreachable". */
  answering: string[];
  saveResult?: SaveFileResult;
  /** Addresses whose contract this console lacks: the check's refusal, as is. */
  outdated?: Record<string, Extract<ServerCheck, { ok: false }>>;
  /** What "check for updates" answers (default: 'not-configured'). */
  updates?: UpdateCheckStart;
  /** The servers known; default: the remembered one alone. */
  profiles?: { origin: string; name: string | null }[];
}

/** What the fake bridge saw, read back with `bridgeRecord(page)`. */
export interface BridgeRecord {
  calls: { method: string; args: unknown[] }[];
  saved: { filename: string; mimeType: string; base64: string }[];
  server: string | null;
}

interface FakeControl {
  record(): BridgeRecord;
  emit(command: DesktopCommand): void;
  setSaveResult(result: SaveFileResult): void;
}

export async function installFakeBridge(page: Page, options: FakeBridgeOptions) {
  await page.addInitScript((config: FakeBridgeOptions) => {
    const calls: BridgeRecord['calls'] = [];
    const saved: BridgeRecord['saved'] = [];
    const listeners = new Set<(command: DesktopCommand) => void>();
    let server = config.server;
    // The servers known: the given ones, else the remembered one.
    const profiles: { origin: string; name: string | null }[] =
      config.profiles?.map((p) => ({ ...p })) ??
      (config.server ? [{ origin: config.server, name: null }] : []);
    let drafts: (OfflineDraft & { server: string })[] = [];
    let saveResult: SaveFileResult = config.saveResult ?? 'saved';
    const log = (method: string, ...args: unknown[]) => calls.push({ method, args });
    const check = (input: string): ServerCheck => {
      let origin: string;
      try {
        const url = new URL(input.trim());
        if (!/^https?:$/.test(url.protocol) || url.pathname !== '/') throw new Error('path');
        origin = url.origin;
      } catch {
        return { ok: false, url: input, problem: 'invalid' };
      }
      const outdated = config.outdated?.[origin];
      if (outdated) return outdated;
      return config.answering.includes(origin)
        ? { ok: true, url: origin }
        : { ok: false, url: origin, problem: 'unreachable' };
    };
    const desktop = {
      async getServer() {
        log('getServer');
        return { url: server, defaultUrl: 'http://127.0.0.1:3000' };
      },
      async checkServer(url?: string) {
        log('checkServer', url);
        return check(url ?? server ?? '');
      },
      async setServer(url: string) {
        log('setServer', url);
        const result = check(url);
        if (result.ok) {
          server = result.url;
          if (!profiles.some((p) => p.origin === result.url)) {
            profiles.push({ origin: result.url, name: null });
          }
        }
        return result;
      },
      async sessionStatus() {
        log('sessionStatus');
        return { signedIn: false };
      },
      async signOut() {
        log('signOut');
      },
      async saveFile(file: { filename: string; mimeType: string; bytes: ArrayBuffer }) {
        let binary = '';
        for (const byte of new Uint8Array(file.bytes)) binary += String.fromCharCode(byte);
        saved.push({ filename: file.filename, mimeType: file.mimeType, base64: btoa(binary) });
        log('saveFile', file.filename);
        return saveResult;
      },
      async openExternal(url: string) {
        log('openExternal', url);
        return true;
      },
      async setLanguage(language: 'ar' | 'en') {
        log('setLanguage', language);
      },
      async setTheme(theme: 'dark' | 'light') {
        log('setTheme', theme);
      },
      async checkForUpdates() {
        log('checkForUpdates');
        return config.updates ?? 'not-configured';
      },
      // ── server profiles ──
      async listServers() {
        log('listServers');
        return profiles.map((p) => ({ ...p, current: p.origin === server, signedIn: false }));
      },
      async switchServer(origin: string) {
        log('switchServer', origin);
        if (!profiles.some((p) => p.origin === origin)) {
          return { ok: false as const, problem: 'unknown' as const };
        }
        server = origin;
        return { ok: true as const };
      },
      async renameServer(origin: string, name: string | null) {
        log('renameServer', origin, name);
        const profile = profiles.find((p) => p.origin === origin);
        if (!profile) return { ok: false as const, problem: 'unknown' as const };
        profile.name = name?.trim() || null;
        return { ok: true as const };
      },
      async removeServer(origin: string) {
        log('removeServer', origin);
        const at = profiles.findIndex((p) => p.origin === origin);
        if (at < 0) return { ok: false as const, problem: 'unknown' as const };
        profiles.splice(at, 1);
        if (server === origin) server = profiles[0]?.origin ?? null;
        return { ok: true as const };
      },
      // ── desktop offline drafts: kept in the page, per server ──
      async listDrafts() {
        log('listDrafts');
        return {
          persistence: 'encrypted-file' as const,
          drafts: drafts.filter((d) => d.server === server).map(({ server: _s, ...d }) => d),
        };
      },
      async putDraft(draft: Omit<OfflineDraft, 'savedAt'>) {
        log('putDraft', draft.kind, draft.itemId);
        if (!server) return { ok: false as const, reason: 'no-server' as const };
        const others = drafts.filter(
          (d) => !(d.server === server && d.kind === draft.kind && d.itemId === draft.itemId),
        );
        drafts = [...others, { ...draft, server, savedAt: new Date().toISOString() }];
        return { ok: true as const, persistence: 'encrypted-file' as const };
      },
      async removeDraft(kind: OfflineDraft['kind'], itemId: string) {
        log('removeDraft', kind, itemId);
        drafts = drafts.filter(
          (d) => !(d.server === server && d.kind === kind && d.itemId === itemId),
        );
      },
      onCommand(listener: (command: DesktopCommand) => void) {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
    } satisfies DesktopApi;
    const control: FakeControl = {
      record: () => ({ calls, saved, server }),
      emit: (command) => listeners.forEach((listener) => listener(command)),
      setSaveResult: (result) => {
        saveResult = result;
      },
    };
    Object.assign(window, { desktop, __fakeDesktop: control });
  }, options);
}

const control = (page: Page) => ({
  record: () =>
    page.evaluate(() =>
      (window as unknown as { __fakeDesktop: FakeControl }).__fakeDesktop.record(),
    ),
  emit: (command: DesktopCommand) =>
    page.evaluate(
      (c) => (window as unknown as { __fakeDesktop: FakeControl }).__fakeDesktop.emit(c),
      command,
    ),
  setSaveResult: (result: SaveFileResult) =>
    page.evaluate(
      (r) => (window as unknown as { __fakeDesktop: FakeControl }).__fakeDesktop.setSaveResult(r),
      result,
    ),
});

export const fakeBridge = control;

/** A spec file's console: its renderer server, the API's origin and, when asked, an owner's API. */
export interface ConsoleUnderTest {
  renderer: RendererServer;
  apiUrl: string;
  api: APIRequestContext;
}

/**
 * Serves the renderer for the calling spec file against the run's e2e server (hooks of that
 * file), with an owner's API context when `ownerApi` is set. Each test starts signed out: the
 * relay's session (the main process's, in the app) is per test.
 */
export function useConsole({ ownerApi = false } = {}): ConsoleUnderTest {
  const under = {} as ConsoleUnderTest;
  test.beforeAll(async ({ baseURL }) => {
    under.apiUrl = new URL(baseURL!).origin;
    under.renderer = await startRendererServer(under.apiUrl);
    if (ownerApi) under.api = await adminApi(under.apiUrl);
  });
  test.afterAll(async () => {
    await under.api?.dispose();
    await under.renderer?.close();
  });
  test.beforeEach(() => under.renderer.resetSession());
  return under;
}

/** Signs in through the console's form as the e2e admin; done once the tab `landing` shows. */
export async function signInToConsole(page: Page, landing = 'applications') {
  const form = page.getByTestId('admin-sign-in');
  await form.locator('input[type="email"]').fill(E2E_ADMIN.email);
  await form.locator('input[type="password"]').fill(E2E_ADMIN.password);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId(`admin-tab-${landing}`)).toBeVisible();
}
