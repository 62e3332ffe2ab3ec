import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../shared/channels';
import { createDraftStore, MAX_DRAFT_CHARS } from './drafts';
import { nodeFileAccess } from './files';
import { draftHandlers } from './ipc/drafts';
import { registerIpcHandlers, type Handlers, type IpcMainLike } from './ipc/register';
import type { SecretCipher } from './tokenStore';

const PROD = 'https://admin.example.com';
const STAGING = 'https://staging.example.com';
const SECRET_TEXT = 'Quarterly results: the secret merger with Falcon';

/** A stand-in for the OS encryption: reversible, and never the plain text. */
function fakeCipher(available = true): SecretCipher & { available: ReturnType<typeof vi.fn> } {
  return {
    available: vi.fn(async () => available),
    encrypt: async (text) => new TextEncoder().encode(text).map((b) => b ^ 0x5a),
    decrypt: async (data) => ({
      text: new TextDecoder().decode(data.map((b) => b ^ 0x5a)),
      reEncrypt: false,
    }),
  };
}

const articleDraft = (itemId = '12', content = SECRET_TEXT) => ({
  kind: 'article' as const,
  itemId,
  fields: { title: 'Results', content, isPublished: false, imageUrl: null },
  base: { version: 3 },
  title: 'Results',
});

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vb-drafts-'));
  file = path.join(dir, 'drafts.bin');
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const open = (cipher = fakeCipher()) =>
  createDraftStore({
    cipher,
    files: nodeFileAccess(),
    file,
    now: () => new Date('2026-11-27T10:00:00Z'),
  });

describe('the offline drafts store', () => {
  it('keeps drafts encrypted in the user-data folder, readable by the user only', async () => {
    const store = open();
    expect(await store.put(PROD, articleDraft())).toEqual({
      ok: true,
      persistence: 'encrypted-file',
    });
    const bytes = await fs.readFile(file);
    expect(bytes.includes(Buffer.from(SECRET_TEXT))).toBe(false);
    expect(bytes.includes(Buffer.from(PROD))).toBe(false);
    if (process.platform !== 'win32') expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    // Atomic writes leave no temporary files behind.
    expect(await fs.readdir(dir)).toEqual(['drafts.bin']);
  });

  it('finds the drafts again after a restart', async () => {
    await open().put(PROD, articleDraft());
    const reopened = await open().list(PROD);
    expect(reopened).toEqual({
      persistence: 'encrypted-file',
      drafts: [{ ...articleDraft(), savedAt: '2026-11-27T10:00:00.000Z' }],
    });
  });

  it('replaces the draft of the same item, and keeps each server’s apart', async () => {
    const store = open();
    await store.put(PROD, articleDraft('12', 'first'));
    await store.put(PROD, articleDraft('12', 'second'));
    await store.put(STAGING, articleDraft('12', 'staging text'));
    await store.put(PROD, { ...articleDraft('new-a1b2'), kind: 'listing' });
    const prod = (await store.list(PROD)).drafts;
    expect(prod.map((d) => [d.kind, d.itemId, d.fields.content])).toEqual([
      ['article', '12', 'second'],
      ['listing', 'new-a1b2', SECRET_TEXT],
    ]);
    expect((await store.list(STAGING)).drafts.map((d) => d.fields.content)).toEqual([
      'staging text',
    ]);
    expect((await store.list('https://other.example.com')).drafts).toEqual([]);
  });

  it('forgets a removed draft, on disk too', async () => {
    const store = open();
    await store.put(PROD, articleDraft('12'));
    await store.put(STAGING, articleDraft('12'));
    await store.remove(PROD, 'article', '12');
    expect((await store.list(PROD)).drafts).toEqual([]);
    expect((await open().list(PROD)).drafts).toEqual([]);
    expect((await open().list(STAGING)).drafts).toHaveLength(1);
    await store.remove(STAGING, 'article', '12');
    await expect(fs.stat(file)).rejects.toThrow();
  });

  it('without a keyring keeps drafts in memory only, and says so', async () => {
    const cipher = fakeCipher(false);
    const store = open(cipher);
    expect(await store.put(PROD, articleDraft())).toEqual({ ok: true, persistence: 'memory-only' });
    expect(await fs.readdir(dir)).toEqual([]);
    expect((await store.list(PROD)).drafts).toHaveLength(1);
    expect((await open(fakeCipher(false)).list(PROD)).drafts).toEqual([]);
  });

  it('never reads stored drafts back as plain text when encryption is gone', async () => {
    await open().put(PROD, articleDraft());
    expect((await open(fakeCipher(false)).list(PROD)).drafts).toEqual([]);
  });

  it('sets aside a file it cannot read instead of failing', async () => {
    await fs.writeFile(file, 'not encrypted json');
    const warn = vi.fn();
    const store = createDraftStore({ cipher: fakeCipher(), files: nodeFileAccess(), file, warn });
    expect((await store.list(PROD)).drafts).toEqual([]);
    expect(warn).toHaveBeenCalled();
    expect(await fs.readdir(dir)).toEqual(['drafts.bin.unreadable']);
  });

  it('is bounded: a draft too large is refused, not kept', async () => {
    const store = open();
    const huge = articleDraft('12', 'x'.repeat(MAX_DRAFT_CHARS));
    expect(await store.put(PROD, huge)).toEqual({ ok: false, reason: 'too-large' });
    expect((await store.list(PROD)).drafts).toEqual([]);
  });
});

describe('the drafts’ bridge calls', () => {
  type Listener = Parameters<IpcMainLike['handle']>[1];
  function setUp(server: string | null = PROD) {
    const listeners = new Map<string, Listener>();
    const ipc: IpcMainLike = {
      handle: (channel, listener) => void listeners.set(channel, listener),
      removeHandler: (channel) => void listeners.delete(channel),
    };
    const store = open();
    const chosen = { server };
    const handlers = draftHandlers({ drafts: store, server: () => chosen.server });
    registerIpcHandlers(ipc, handlers as Handlers);
    const invoke = (channel: string, args: unknown[], url = 'app://admin/index.html') =>
      Promise.resolve(listeners.get(channel)!({ senderFrame: { url, parent: null } }, ...args));
    return { invoke, store, chosen };
  }

  it('keep, list and remove the chosen server’s drafts', async () => {
    const { invoke, store, chosen } = setUp();
    await invoke(CHANNELS.putDraft, [articleDraft()]);
    expect((await store.list(PROD)).drafts).toHaveLength(1);
    chosen.server = STAGING;
    expect(await invoke(CHANNELS.listDrafts, [])).toEqual({
      persistence: 'encrypted-file',
      drafts: [],
    });
    chosen.server = PROD;
    await invoke(CHANNELS.removeDraft, ['article', '12']);
    expect((await store.list(PROD)).drafts).toEqual([]);
  });

  it('refuse bad input and other senders before the store is touched', async () => {
    const { invoke, store } = setUp();
    const bad: unknown[][] = [
      [{ ...articleDraft(), kind: 'submission' }],
      [{ ...articleDraft(), itemId: '../../etc' }],
      [{ ...articleDraft(), itemId: '0' }],
      [{ ...articleDraft(), server: 'https://evil.example' }],
      [{ ...articleDraft(), fields: { content: () => 1 } }],
      [],
    ];
    for (const args of bad) {
      await expect(invoke(CHANNELS.putDraft, args)).rejects.toThrow(/Refused/);
    }
    await expect(invoke(CHANNELS.removeDraft, ['article', 'x/../1'])).rejects.toThrow(/Refused/);
    await expect(
      invoke(CHANNELS.putDraft, [articleDraft()], 'https://evil.example/'),
    ).rejects.toThrow(/Refused/);
    expect((await store.list(PROD)).drafts).toEqual([]);
  });

  it('keep nothing before a server is chosen', async () => {
    const { invoke } = setUp(null);
    expect(await invoke(CHANNELS.putDraft, [articleDraft()])).toEqual({
      ok: false,
      reason: 'no-server',
    });
  });
});
