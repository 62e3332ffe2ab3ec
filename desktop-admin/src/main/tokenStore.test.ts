import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryFileAccess, nodeFileAccess } from './files';
import {
  createTokenStore,
  currentSession,
  safeStorageCipher,
  tokenFile,
  type SafeStorageLike,
  type SecretCipher,
} from './tokenStore';

const FOLDER = '/userData/sessions';
const S = 'https://admin.example.sa';
const FILE = tokenFile(FOLDER, S);
const TOKEN = 'vb_9f8e7d6c5b4a-token';

/** A stand-in for the OS encryption: reversible, and never the plain text. */
function fakeCipher(available = true) {
  const cipher = {
    key: 7,
    available: vi.fn(async () => available),
    encrypt: vi.fn(async (text: string) =>
      new TextEncoder().encode(text).map((b) => b ^ cipher.key),
    ),
    decrypt: vi.fn(async (data: Uint8Array) => ({
      text: new TextDecoder().decode(data.map((b) => b ^ cipher.key)),
      reEncrypt: false,
    })),
  };
  return cipher satisfies SecretCipher;
}

const contains = (data: Uint8Array | undefined, text: string) =>
  data !== undefined && Buffer.from(data).includes(Buffer.from(text));

describe('the session token store', () => {
  it('keeps the token encrypted in the user-data folder, readable by the user only', async () => {
    const files = memoryFileAccess();
    const store = createTokenStore({ cipher: fakeCipher(), files, folder: FOLDER });
    await store.set(S, TOKEN);
    const stored = files.files.get(FILE);
    expect(stored).toBeDefined();
    expect(contains(stored, TOKEN)).toBe(false);
    expect(files.modes.get(FILE)).toBe(0o600);
    expect(await store.get(S)).toBe(TOKEN);
    expect(await store.persistence()).toBe('encrypted-file');
  });

  it('finds the token again after a restart', async () => {
    const files = memoryFileAccess();
    await createTokenStore({ cipher: fakeCipher(), files, folder: FOLDER }).set(S, TOKEN);
    const restarted = createTokenStore({ cipher: fakeCipher(), files, folder: FOLDER });
    expect(await restarted.get(S)).toBe(TOKEN);
  });

  it('forgets it on sign-out, on disk too', async () => {
    const files = memoryFileAccess();
    const store = createTokenStore({ cipher: fakeCipher(), files, folder: FOLDER });
    await store.set(S, TOKEN);
    await store.set(S, null);
    expect(files.files.has(FILE)).toBe(false);
    expect(await store.get(S)).toBeNull();
    expect(
      await createTokenStore({ cipher: fakeCipher(), files, folder: FOLDER }).get(S),
    ).toBeNull();
  });

  it('without a keyring (basic_text) keeps the token in memory only', async () => {
    const files = memoryFileAccess();
    const cipher = fakeCipher(false);
    const store = createTokenStore({ cipher, files, folder: FOLDER });
    await store.set(S, TOKEN);
    expect(files.files.size).toBe(0);
    expect(cipher.encrypt).not.toHaveBeenCalled();
    expect(await store.get(S)).toBe(TOKEN);
    expect(await store.persistence()).toBe('memory-only');
    // After a restart the admin signs in again.
    expect(await createTokenStore({ cipher, files, folder: FOLDER }).get(S)).toBeNull();
  });

  it('never reads a stored token back as plain text when encryption is gone', async () => {
    const files = memoryFileAccess({ [FILE]: TOKEN });
    const store = createTokenStore({ cipher: fakeCipher(false), files, folder: FOLDER });
    expect(await store.get(S)).toBeNull();
  });

  it('discards a token it cannot decrypt', async () => {
    const files = memoryFileAccess({ [FILE]: new Uint8Array([1, 2, 3]) });
    const cipher = fakeCipher();
    cipher.decrypt.mockRejectedValueOnce(new Error('bad key'));
    const warn = vi.fn();
    const store = createTokenStore({ cipher, files, folder: FOLDER, warn });
    expect(await store.get(S)).toBeNull();
    expect(files.files.has(FILE)).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('encrypts again when the system rotated its key', async () => {
    const files = memoryFileAccess();
    const cipher = fakeCipher();
    await createTokenStore({ cipher, files, folder: FOLDER }).set(S, TOKEN);
    cipher.decrypt.mockImplementationOnce(async (data: Uint8Array) => ({
      text: new TextDecoder().decode(data.map((b) => b ^ 7)),
      reEncrypt: true,
    }));
    cipher.key = 9;
    expect(await createTokenStore({ cipher, files, folder: FOLDER }).get(S)).toBe(TOKEN);
    const rewritten = files.files.get(FILE)!;
    expect(new TextDecoder().decode(rewritten.map((b) => b ^ 9))).toBe(TOKEN);
  });

  it('never lets a slow write of the old token outlive a sign-out', async () => {
    const files = memoryFileAccess();
    const cipher = fakeCipher();
    let release: () => void = () => undefined;
    cipher.encrypt.mockImplementationOnce(
      (text: string) =>
        new Promise((resolve) => {
          release = () => resolve(new TextEncoder().encode(text).map((b) => b ^ 7));
        }),
    );
    const store = createTokenStore({ cipher, files, folder: FOLDER });
    const writing = store.set(S, TOKEN);
    const signingOut = store.set(S, null);
    await vi.waitFor(() => expect(cipher.encrypt).toHaveBeenCalled());
    release();
    await Promise.all([writing, signingOut]);
    expect(files.files.has(FILE)).toBe(false);
    expect(await store.get(S)).toBeNull();
  });
});

describe('one session per server', () => {
  const PROD = 'https://admin.example.sa';
  const STAGING = 'https://staging.example.sa';
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  /** A user-data folder on disk, with the real file access. */
  function userData() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-tokens-'));
    dirs.push(dir);
    return { dir, folder: path.join(dir, 'sessions'), legacyFile: path.join(dir, 'session.bin') };
  }
  const onDisk = (file: string) => fs.existsSync(file);

  it('keeps each server’s token apart, in a file of its own, and finds them after a restart', async () => {
    const { folder } = userData();
    const files = nodeFileAccess();
    const store = createTokenStore({ cipher: fakeCipher(), files, folder });
    await store.set(PROD, 'prod-token');
    await store.set(STAGING, 'staging-token');
    expect(tokenFile(folder, PROD)).not.toBe(tokenFile(folder, STAGING));
    expect(fs.readdirSync(folder).sort()).toEqual(
      [path.basename(tokenFile(folder, PROD)), path.basename(tokenFile(folder, STAGING))].sort(),
    );
    for (const name of fs.readdirSync(folder)) {
      const bytes = fs.readFileSync(path.join(folder, name));
      expect(bytes.includes('prod-token') || bytes.includes('staging-token')).toBe(false);
    }
    const restarted = createTokenStore({ cipher: fakeCipher(), files, folder });
    expect(await restarted.get(PROD)).toBe('prod-token');
    expect(await restarted.get(STAGING)).toBe('staging-token');
    expect(await restarted.get('https://other.example.sa')).toBeNull();
  });

  it('signs out of one server only, on disk too', async () => {
    const { folder } = userData();
    const files = nodeFileAccess();
    const store = createTokenStore({ cipher: fakeCipher(), files, folder });
    await store.set(PROD, 'prod-token');
    await store.set(STAGING, 'staging-token');
    let current = STAGING;
    const session = currentSession(store, () => current);
    expect(await session.get()).toBe('staging-token');
    await session.set(null);
    expect(onDisk(tokenFile(folder, STAGING))).toBe(false);
    expect(onDisk(tokenFile(folder, PROD))).toBe(true);
    const restarted = createTokenStore({ cipher: fakeCipher(), files, folder });
    expect(await restarted.get(STAGING)).toBeNull();
    expect(await restarted.get(PROD)).toBe('prod-token');
    // Back on production: still signed in there.
    current = PROD;
    expect(await currentSession(restarted, () => current).get()).toBe('prod-token');
    expect(await currentSession(restarted, () => null).get()).toBeNull();
  });

  it('moves an older console’s single token to the server that was current', async () => {
    const { folder, legacyFile } = userData();
    const files = nodeFileAccess();
    const cipher = fakeCipher();
    fs.writeFileSync(legacyFile, await cipher.encrypt('old-token'));
    const store = createTokenStore({
      cipher,
      files,
      folder,
      legacy: { file: legacyFile, server: () => PROD },
    });
    expect(await store.get(STAGING)).toBeNull();
    expect(await store.get(PROD)).toBe('old-token');
    expect(onDisk(legacyFile)).toBe(false);
    expect(onDisk(tokenFile(folder, PROD))).toBe(true);
    const restarted = createTokenStore({
      cipher,
      files,
      folder,
      legacy: { file: legacyFile, server: () => PROD },
    });
    expect(await restarted.get(PROD)).toBe('old-token');
  });

  it('drops an older token it cannot place or read (a sign-in is asked again)', async () => {
    const { folder, legacyFile } = userData();
    const files = nodeFileAccess();
    fs.writeFileSync(legacyFile, await fakeCipher().encrypt('old-token'));
    // No server was current: the token belongs to none.
    const orphan = createTokenStore({
      cipher: fakeCipher(),
      files,
      folder,
      legacy: { file: legacyFile, server: () => null },
    });
    expect(await orphan.get(PROD)).toBeNull();
    expect(onDisk(legacyFile)).toBe(false);
    // Undecryptable: discarded, nothing written for the server.
    fs.writeFileSync(legacyFile, new Uint8Array([1, 2, 3]));
    const cipher = fakeCipher();
    cipher.decrypt.mockRejectedValueOnce(new Error('bad key'));
    const broken = createTokenStore({
      cipher,
      files,
      folder,
      legacy: { file: legacyFile, server: () => PROD },
      warn: () => undefined,
    });
    expect(await broken.get(PROD)).toBeNull();
    expect(onDisk(legacyFile)).toBe(false);
    expect(onDisk(tokenFile(folder, PROD))).toBe(false);
  });

  it('never lets the older token overwrite a newer sign-in', async () => {
    const files = memoryFileAccess();
    const cipher = fakeCipher();
    const legacyFile = '/userData/session.bin';
    files.files.set(legacyFile, await cipher.encrypt('old-token'));
    const store = createTokenStore({
      cipher,
      files,
      folder: FOLDER,
      legacy: { file: legacyFile, server: () => S },
    });
    await store.set(S, 'new-token');
    expect(await store.get(S)).toBe('new-token');
    expect(files.files.has(legacyFile)).toBe(false);
  });
});

describe('Electron’s safeStorage as the cipher', () => {
  const syncStorage = (backend: string, available = true): SafeStorageLike => ({
    isEncryptionAvailable: () => available,
    encryptString: (text) => Buffer.from(`enc:${text}`),
    decryptString: (data) => data.toString().replace(/^enc:/, ''),
    getSelectedStorageBackend: () => backend,
  });

  it('counts Linux’s basic_text backend as no encryption', async () => {
    expect(await safeStorageCipher(syncStorage('basic_text'), 'linux').available()).toBe(false);
    expect(await safeStorageCipher(syncStorage('gnome_libsecret'), 'linux').available()).toBe(true);
    expect(await safeStorageCipher(syncStorage('unknown', false), 'darwin').available()).toBe(
      false,
    );
  });

  it('uses the synchronous API where it is all there is (Electron 41)', async () => {
    const cipher = safeStorageCipher(syncStorage('kwallet5'), 'linux');
    const data = await cipher.encrypt('abc');
    expect(Buffer.from(data).toString()).toBe('enc:abc');
    expect(await cipher.decrypt(data)).toEqual({ text: 'abc', reEncrypt: false });
  });

  it('prefers the asynchronous API where Electron has it', async () => {
    const storage: SafeStorageLike = {
      ...syncStorage('gnome_libsecret'),
      encryptString: () => {
        throw new Error('sync API removed');
      },
      decryptString: () => {
        throw new Error('sync API removed');
      },
      isEncryptionAvailable: () => {
        throw new Error('sync API removed');
      },
      isAsyncEncryptionAvailable: async () => true,
      encryptStringAsync: async (text) => Buffer.from(`async:${text}`),
      decryptStringAsync: async (data) => ({
        result: data.toString().replace(/^async:/, ''),
        shouldReEncrypt: true,
      }),
    };
    const cipher = safeStorageCipher(storage, 'win32');
    expect(await cipher.available()).toBe(true);
    const data = await cipher.encrypt('abc');
    expect(await cipher.decrypt(data)).toEqual({ text: 'abc', reEncrypt: true });
  });
});
