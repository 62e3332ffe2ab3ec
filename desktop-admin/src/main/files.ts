/**
 * The little file access the main process needs, behind an interface so that the stores and the
 * save flow are tested with an in-memory fake. Writes are atomic (a temporary file renamed over
 * the target) so a crash never leaves half a settings file or token.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface FileAccess {
  /** The file's bytes, or null when it does not exist. */
  read(file: string): Promise<Uint8Array | null>;
  /** Writes the whole file atomically (creating its folder); `mode` for private files. */
  write(file: string, data: Uint8Array | string, options?: { mode?: number }): Promise<void>;
  /** Removes the file; nothing happens when it does not exist. */
  remove(file: string): Promise<void>;
}

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === 'ENOENT';

/** Errors Windows gives a rename while another program (an indexer, an antivirus) holds the file. */
const BUSY = new Set(['EPERM', 'EBUSY', 'EACCES']);
const RENAME_DELAYS_MS = [20, 60, 150, 400, 1000];

/**
 * Renames, retrying a few times over about 1.6 s when the target is briefly held (Windows'
 * EPERM/EBUSY/EACCES); any other error, or one that lasts, is thrown.
 */
export async function renameWithRetry(
  from: string,
  to: string,
  rename: (from: string, to: string) => Promise<void> = fs.rename,
  delays: readonly number[] = RENAME_DELAYS_MS,
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await rename(from, to);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      const delay = delays[attempt];
      if (code === undefined || !BUSY.has(code) || delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

export function nodeFileAccess(): FileAccess {
  return {
    async read(file) {
      try {
        return new Uint8Array(await fs.readFile(file));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async write(file, data, options = {}) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temporary, data, { mode: options.mode ?? 0o644 });
        await renameWithRetry(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async remove(file) {
      await fs.rm(file, { force: true });
    },
  };
}

/** An in-memory FileAccess (tests). */
export function memoryFileAccess(initial: Record<string, Uint8Array | string> = {}) {
  const files = new Map<string, Uint8Array>();
  const encode = (data: Uint8Array | string) =>
    typeof data === 'string' ? new TextEncoder().encode(data) : new Uint8Array(data);
  for (const [name, data] of Object.entries(initial)) files.set(name, encode(data));
  const modes = new Map<string, number | undefined>();
  const access: FileAccess & {
    files: Map<string, Uint8Array>;
    modes: Map<string, number | undefined>;
    text(file: string): string | undefined;
  } = {
    files,
    modes,
    text: (file) => {
      const data = files.get(file);
      return data && new TextDecoder().decode(data);
    },
    async read(file) {
      return files.get(file) ?? null;
    },
    async write(file, data, options) {
      files.set(file, encode(data));
      modes.set(file, options?.mode);
    },
    async remove(file) {
      files.delete(file);
    },
  };
  return access;
}
