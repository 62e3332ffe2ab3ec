/**
 * The main process's log: what it warns about and any error it did not expect, in a
 * file in the user-data folder that a packaged app can be asked for (Help ▸ Show Log File).
 * Rotated by size: `main.log`, then `main.1.log` … `main.<keep>.log`, the oldest dropped.
 * Writes are synchronous and small (a line per event), so nothing is lost when the process ends
 * right after an error. Never given tokens or passwords (the callers log messages and errors).
 */
import fs from 'node:fs';
import path from 'node:path';
import { inspect } from 'node:util';

export const LOG_MAX_BYTES = 1024 * 1024;
export const LOG_KEEP = 3;

export interface LogFile {
  /** The current file's path. */
  path: string;
  write(level: 'warn' | 'error', message: string, detail?: unknown): void;
}

const describe = (detail: unknown) =>
  detail === undefined
    ? ''
    : ` ${detail instanceof Error ? (detail.stack ?? String(detail)) : inspect(detail, { depth: 3 })}`;

export function createLogFile(
  dir: string,
  options: { maxBytes?: number; keep?: number; now?: () => Date } = {},
): LogFile {
  const maxBytes = options.maxBytes ?? LOG_MAX_BYTES;
  const keep = options.keep ?? LOG_KEEP;
  const now = options.now ?? (() => new Date());
  const file = path.join(dir, 'main.log');
  const numbered = (n: number) => path.join(dir, `main.${n}.log`);

  function rotate() {
    fs.rmSync(numbered(keep), { force: true });
    for (let n = keep - 1; n >= 1; n -= 1) {
      if (fs.existsSync(numbered(n))) fs.renameSync(numbered(n), numbered(n + 1));
    }
    fs.renameSync(file, numbered(1));
  }

  return {
    path: file,
    write(level, message, detail) {
      const line = `${now().toISOString()} ${level.toUpperCase()} ${message}${describe(detail)}\n`;
      try {
        fs.mkdirSync(dir, { recursive: true });
        let size = 0;
        try {
          size = fs.statSync(file).size;
        } catch {
          size = 0;
        }
        if (size > 0 && size + Buffer.byteLength(line) > maxBytes) rotate();
        fs.appendFileSync(file, line, { mode: 0o600 });
      } catch {
        // A log that cannot be written must not take the console down with it.
      }
    },
  };
}
