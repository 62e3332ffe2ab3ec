/**
 * The session's bearer token. It lives in the main process only: in memory, and on disk solely
 * as bytes encrypted by the operating system (Electron's safeStorage: Keychain, DPAPI, the Linux
 * secret service) in the user-data folder, readable by the user alone. Where no real encryption
 * exists (Linux without a keyring, where safeStorage falls back to `basic_text`), the token is kept
 * in memory only: the admin signs in again after a restart. Signing out removes both copies.
 */
import type { FileAccess } from './files';

/** Encryption by the operating system; `available()` is false where it would be plain text. */
export interface SecretCipher {
  available(): Promise<boolean>;
  encrypt(text: string): Promise<Uint8Array>;
  /** The text, and whether it should be encrypted again (the key was rotated). */
  decrypt(data: Uint8Array): Promise<{ text: string; reEncrypt: boolean }>;
}

type TokenPersistence = 'encrypted-file' | 'memory-only';

export interface TokenStore {
  get(): Promise<string | null>;
  /** Keeps a new token (null: forget it, on disk too). */
  set(token: string | null): Promise<void>;
  /** Where a token is kept on this machine. */
  persistence(): Promise<TokenPersistence>;
}

export function createTokenStore(options: {
  cipher: SecretCipher;
  files: FileAccess;
  /** The encrypted token's file in the user-data folder. */
  file: string;
  warn?(message: string, error?: unknown): void;
}): TokenStore {
  const { cipher, files, file } = options;
  const warn = options.warn ?? (() => undefined);
  let loaded = false;
  let token: string | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  /** One operation at a time: a sign-out never races a pending write of the old token. */
  function serial<T>(task: () => Promise<T>): Promise<T> {
    const next = queue.catch(() => undefined).then(task);
    queue = next;
    return next;
  }

  async function canPersist(): Promise<boolean> {
    try {
      return await cipher.available();
    } catch {
      return false;
    }
  }

  async function write(value: string) {
    const data = await cipher.encrypt(value);
    await files.write(file, data, { mode: 0o600 });
  }

  async function load() {
    if (loaded) return;
    loaded = true;
    const data = await files.read(file).catch(() => null);
    if (!data) return;
    if (!(await canPersist())) {
      // Written when encryption worked; unreadable now. Never fall back to reading it as text.
      return;
    }
    try {
      const { text, reEncrypt } = await cipher.decrypt(data);
      token = text || null;
      if (token && reEncrypt) await write(token).catch((e) => warn('Re-encrypting failed', e));
    } catch (error) {
      warn('The stored session could not be decrypted; it is discarded', error);
      await files.remove(file).catch(() => undefined);
    }
  }

  return {
    get: () =>
      serial(async () => {
        await load();
        return token;
      }),
    set: (value) =>
      serial(async () => {
        loaded = true;
        token = value;
        if (value === null || !(await canPersist())) {
          await files.remove(file);
          return;
        }
        try {
          await write(value);
        } catch (error) {
          warn('The session could not be stored encrypted; it is kept in memory only', error);
          await files.remove(file).catch(() => undefined);
        }
      }),
    persistence: async () => ((await canPersist()) ? 'encrypted-file' : 'memory-only'),
  };
}

/** The part of Electron's safeStorage the cipher uses (sync API now, async API where present). */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  getSelectedStorageBackend?(): string;
  isAsyncEncryptionAvailable?(): Promise<boolean>;
  encryptStringAsync?(plainText: string): Promise<Buffer>;
  decryptStringAsync?(encrypted: Buffer): Promise<{ shouldReEncrypt: boolean; result: string }>;
}

/**
 * Electron's safeStorage as a SecretCipher. The asynchronous API (which replaces the synchronous
 * one, slated for removal in Electron 46) is used where the running Electron has it. On Linux the
 * `basic_text` backend means no keyring: that counts as unavailable, so nothing is written.
 */
export function safeStorageCipher(safeStorage: SafeStorageLike, platform: string): SecretCipher {
  const hasAsync =
    typeof safeStorage.encryptStringAsync === 'function' &&
    typeof safeStorage.decryptStringAsync === 'function' &&
    typeof safeStorage.isAsyncEncryptionAvailable === 'function';
  return {
    async available() {
      if (platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text') {
        return false;
      }
      return hasAsync
        ? Boolean(await safeStorage.isAsyncEncryptionAvailable?.())
        : safeStorage.isEncryptionAvailable();
    },
    async encrypt(text) {
      const data =
        hasAsync && safeStorage.encryptStringAsync
          ? await safeStorage.encryptStringAsync(text)
          : safeStorage.encryptString(text);
      return new Uint8Array(data);
    },
    async decrypt(data) {
      const buffer = Buffer.from(data);
      if (hasAsync && safeStorage.decryptStringAsync) {
        const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(buffer);
        return { text: result, reEncrypt: shouldReEncrypt };
      }
      return { text: safeStorage.decryptString(buffer), reEncrypt: false };
    },
  };
}
