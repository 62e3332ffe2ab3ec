import { describe, expect, it, vi } from 'vitest';
import { memoryFileAccess } from './files';
import {
  createTokenStore,
  safeStorageCipher,
  type SafeStorageLike,
  type SecretCipher,
} from './tokenStore';

const FILE = '/userData/session.bin';
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
    const store = createTokenStore({ cipher: fakeCipher(), files, file: FILE });
    await store.set(TOKEN);
    const stored = files.files.get(FILE);
    expect(stored).toBeDefined();
    expect(contains(stored, TOKEN)).toBe(false);
    expect(files.modes.get(FILE)).toBe(0o600);
    expect(await store.get()).toBe(TOKEN);
    expect(await store.persistence()).toBe('encrypted-file');
  });

  it('finds the token again after a restart', async () => {
    const files = memoryFileAccess();
    await createTokenStore({ cipher: fakeCipher(), files, file: FILE }).set(TOKEN);
    const restarted = createTokenStore({ cipher: fakeCipher(), files, file: FILE });
    expect(await restarted.get()).toBe(TOKEN);
  });

  it('forgets it on sign-out, on disk too', async () => {
    const files = memoryFileAccess();
    const store = createTokenStore({ cipher: fakeCipher(), files, file: FILE });
    await store.set(TOKEN);
    await store.set(null);
    expect(files.files.has(FILE)).toBe(false);
    expect(await store.get()).toBeNull();
    expect(await createTokenStore({ cipher: fakeCipher(), files, file: FILE }).get()).toBeNull();
  });

  it('without a keyring (basic_text) keeps the token in memory only', async () => {
    const files = memoryFileAccess();
    const cipher = fakeCipher(false);
    const store = createTokenStore({ cipher, files, file: FILE });
    await store.set(TOKEN);
    expect(files.files.size).toBe(0);
    expect(cipher.encrypt).not.toHaveBeenCalled();
    expect(await store.get()).toBe(TOKEN);
    expect(await store.persistence()).toBe('memory-only');
    // After a restart the admin signs in again.
    expect(await createTokenStore({ cipher, files, file: FILE }).get()).toBeNull();
  });

  it('never reads a stored token back as plain text when encryption is gone', async () => {
    const files = memoryFileAccess({ [FILE]: TOKEN });
    const store = createTokenStore({ cipher: fakeCipher(false), files, file: FILE });
    expect(await store.get()).toBeNull();
  });

  it('discards a token it cannot decrypt', async () => {
    const files = memoryFileAccess({ [FILE]: new Uint8Array([1, 2, 3]) });
    const cipher = fakeCipher();
    cipher.decrypt.mockRejectedValueOnce(new Error('bad key'));
    const warn = vi.fn();
    const store = createTokenStore({ cipher, files, file: FILE, warn });
    expect(await store.get()).toBeNull();
    expect(files.files.has(FILE)).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('encrypts again when the system rotated its key', async () => {
    const files = memoryFileAccess();
    const cipher = fakeCipher();
    await createTokenStore({ cipher, files, file: FILE }).set(TOKEN);
    cipher.decrypt.mockImplementationOnce(async (data: Uint8Array) => ({
      text: new TextDecoder().decode(data.map((b) => b ^ 7)),
      reEncrypt: true,
    }));
    cipher.key = 9;
    expect(await createTokenStore({ cipher, files, file: FILE }).get()).toBe(TOKEN);
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
    const store = createTokenStore({ cipher, files, file: FILE });
    const writing = store.set(TOKEN);
    const signingOut = store.set(null);
    await vi.waitFor(() => expect(cipher.encrypt).toHaveBeenCalled());
    release();
    await Promise.all([writing, signingOut]);
    expect(files.files.has(FILE)).toBe(false);
    expect(await store.get()).toBeNull();
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
