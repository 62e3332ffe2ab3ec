/**
 * The sessions' bearer tokens, one per server (several server profiles, each signed in
 * on its own). They live in the main process only: in memory, and on disk solely as bytes
 * encrypted by the operating system (Electron's safeStorage: Keychain, DPAPI, the Linux secret
 * service) in the user-data folder, one file per server (its name a hash of the server's origin),
 * readable by the user alone. Where no real encryption exists (Linux without a keyring, where
 * safeStorage falls back to `basic_text`), the tokens are kept in memory only: the admin signs in
 * again after a restart. Signing out removes both copies of that server's token only.
 *
 * A console older than profiles kept ONE token in `session.bin`: it is migrated (decrypted and
 * written again) to the entry of the server that was current, the only one it could belong to,
 * and the old file removed; one that cannot be decrypted is dropped, and a sign-in asked again.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FileAccess } from './files';

/** Encryption by the operating system; `available()` is false where it would be plain text. */
export interface SecretCipher {
  available(): Promise<boolean>;
  encrypt(text: string): Promise<Uint8Array>;
  /** The text, and whether it should be encrypted again (the key was rotated). */
  decrypt(data: Uint8Array): Promise<{ text: string; reEncrypt: boolean }>;
}

/** Whether the cipher really encrypts here (a failing check counts as no). */
export async function cipherUsable(cipher: SecretCipher): Promise<boolean> {
  try {
    return await cipher.available();
  } catch {
    return false;
  }
}

/**
 * Runs tasks one at a time, in the order given, each after the last has settled (a failed task
 * does not stop the next): the stores' file writes never race each other.
 */
export function serialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.catch(() => undefined).then(task);
    queue = next;
    return next;
  };
}

type TokenPersistence = 'encrypted-file' | 'memory-only';

export interface TokenStore {
  /** The token held for a server (its origin), if any. */
  get(server: string): Promise<string | null>;
  /** Keeps a new token for a server (null: forget it, on disk too). */
  set(server: string, token: string | null): Promise<void>;
  /** Where a token is kept on this machine. */
  persistence(): Promise<TokenPersistence>;
}

/** The token file of a server in `folder`: a hash of its origin, so any origin is a safe name. */
export function tokenFile(folder: string, server: string): string {
  const hash = createHash('sha256').update(server).digest('hex').slice(0, 32);
  return path.join(folder, `${hash}.bin`);
}

export function createTokenStore(options: {
  cipher: SecretCipher;
  files: FileAccess;
  /** The folder of the encrypted tokens (one file per server) in the user-data folder. */
  folder: string;
  /**
   * The single token file of a console older than profiles, and the server it belonged to (the
   * current one at start): migrated to that server's entry on first use.
   */
  legacy?: { file: string; server(): string | null };
  warn?(message: string, error?: unknown): void;
}): TokenStore {
  const { cipher, files, folder } = options;
  const warn = options.warn ?? (() => undefined);
  /** The tokens read or set so far (null: known to be none). */
  const tokens = new Map<string, string | null>();
  let migrated = !options.legacy;

  /** One operation at a time: a sign-out never races a pending write of the old token. */
  const serial = serialQueue();
  const canPersist = () => cipherUsable(cipher);

  async function write(server: string, value: string) {
    const data = await cipher.encrypt(value);
    await files.write(tokenFile(folder, server), data, { mode: 0o600 });
  }

  /** A file's token, or null (missing, no encryption now, or undecryptable: then removed). */
  async function readFile(file: string, rewrite: (token: string) => Promise<void>) {
    const data = await files.read(file).catch(() => null);
    if (!data) return null;
    if (!(await canPersist())) {
      // Written when encryption worked; unreadable now. Never fall back to reading it as text.
      return null;
    }
    try {
      const { text, reEncrypt } = await cipher.decrypt(data);
      const token = text || null;
      if (token && reEncrypt) await rewrite(token).catch((e) => warn('Re-encrypting failed', e));
      return token;
    } catch (error) {
      warn('A stored session could not be decrypted; it is discarded', error);
      await files.remove(file).catch(() => undefined);
      return null;
    }
  }

  /** The single token of an older console, moved to the server it belonged to (once). */
  async function migrate() {
    if (migrated || !options.legacy) return;
    migrated = true;
    const { file } = options.legacy;
    const server = options.legacy.server();
    if (!(await files.read(file).catch(() => null))) return;
    // Kept as it is while encryption is missing (a locked keyring): a later start migrates it.
    if (!(await canPersist())) return;
    const token = server ? await readFile(file, async () => undefined) : null;
    if (server && token && !tokens.has(server)) {
      tokens.set(server, token);
      await write(server, token).catch((e) => warn('Migrating the session failed', e));
    }
    await files.remove(file).catch(() => undefined);
  }

  async function load(server: string) {
    await migrate();
    if (tokens.has(server)) return tokens.get(server) ?? null;
    const token = await readFile(tokenFile(folder, server), (t) => write(server, t));
    tokens.set(server, token);
    return token;
  }

  return {
    get: (server) => serial(() => load(server)),
    set: (server, value) =>
      serial(async () => {
        await migrate();
        tokens.set(server, value);
        const file = tokenFile(folder, server);
        if (value === null || !(await canPersist())) {
          await files.remove(file);
          return;
        }
        try {
          await write(server, value);
        } catch (error) {
          warn('The session could not be stored encrypted; it is kept in memory only', error);
          await files.remove(file).catch(() => undefined);
        }
      }),
    persistence: async () => ((await canPersist()) ? 'encrypted-file' : 'memory-only'),
  };
}

/** The session of whichever server is current: what the sign-out, the feed and the tray use. */
export interface CurrentSession {
  get(): Promise<string | null>;
  set(token: string | null): Promise<void>;
}

export function currentSession(tokens: TokenStore, server: () => string | null): CurrentSession {
  return {
    async get() {
      const origin = server();
      return origin ? tokens.get(origin) : null;
    },
    async set(token) {
      const origin = server();
      if (origin) await tokens.set(origin, token);
    },
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
