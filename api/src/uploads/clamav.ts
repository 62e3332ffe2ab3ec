/**
 * An optional antivirus for résumés, ClamAV's `clamd` over TCP (CLAMAV_ADDRESS). The
 * file is sent with zINSTREAM: chunks each preceded by its length (4 bytes, big-endian), ended by
 * a zero-length chunk; clamd answers `stream: OK`, `stream: <signature> FOUND` or `… ERROR`. One
 * connection per file; the whole exchange (connect, send, answer) is bounded by a timeout.
 */
import net from 'node:net';

export type ScanVerdict = { clean: true } | { clean: false; signature: string };

/** The scanner did not answer, answered an error, or answered something else. */
export class ScannerUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScannerUnavailable';
  }
}

export interface ClamdOptions {
  host: string;
  port: number;
  /** The whole exchange's limit, connection included. */
  timeoutMs: number;
  /** Bytes per chunk (clamd's default StreamMaxLength is 25 MB; résumés are at most 10). */
  chunkBytes?: number;
}

/** The longest answer read: clamd's are one short line. */
const MAX_REPLY = 4096;

/**
 * One exchange with clamd on its own connection: `send` writes the command, `read` turns the
 * answer's line into a result (undefined: not an answer this exchange expects).
 */
function exchange<T>(
  options: ClamdOptions,
  send: (socket: net.Socket) => void,
  read: (line: string) => T | undefined,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let reply = '';
    const socket = net.connect({ host: options.host, port: options.port });
    const finish = (error: Error | undefined, result?: T) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(result as T);
    };
    const timer = setTimeout(
      () => finish(new ScannerUnavailable(`no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    const answer = () => {
      const line = reply.replace(/\0[\s\S]*$/, '').trim();
      const result = read(line);
      if (result !== undefined) return finish(undefined, result);
      finish(new ScannerUnavailable(`unexpected answer: ${JSON.stringify(line.slice(0, 200))}`));
    };
    socket.on('connect', () => send(socket));
    socket.on('data', (data: Buffer) => {
      reply += data.toString('utf8');
      if (reply.includes('\0') || reply.length > MAX_REPLY) answer();
    });
    socket.on('end', () => {
      if (reply) answer();
      else finish(new ScannerUnavailable('closed without an answer'));
    });
    socket.on('close', () => finish(new ScannerUnavailable('closed without an answer')));
    socket.on('error', (error) => finish(new ScannerUnavailable(error.message)));
  });
}

/** Scans `bytes` with clamd; throws ScannerUnavailable unless clamd says OK or FOUND. */
export function clamdScan(bytes: Buffer, options: ClamdOptions): Promise<ScanVerdict> {
  const chunkBytes = options.chunkBytes ?? 64 * 1024;
  return exchange<ScanVerdict>(
    options,
    (socket) => {
      socket.write('zINSTREAM\0');
      for (let at = 0; at < bytes.length; at += chunkBytes) {
        const chunk = bytes.subarray(at, Math.min(at + chunkBytes, bytes.length));
        const length = Buffer.alloc(4);
        length.writeUInt32BE(chunk.length);
        socket.write(length);
        socket.write(chunk);
      }
      socket.write(Buffer.alloc(4));
    },
    (line) => {
      if (/^stream: OK$/.test(line)) return { clean: true };
      const found = /^stream: (.+) FOUND$/.exec(line);
      return found ? { clean: false, signature: found[1] ?? 'unknown' } : undefined;
    },
  );
}

/** Whether clamd answers (its PING); throws ScannerUnavailable when it does not. */
export async function clamdPing(options: ClamdOptions): Promise<void> {
  await exchange(
    options,
    (socket) => socket.write('zPING\0'),
    (line) => (line === 'PONG' ? true : undefined),
  );
}

/** The scanner the application service is given (server.ts), from the configuration. */
export const clamdScanner =
  (options: ClamdOptions) =>
  (bytes: Buffer): Promise<ScanVerdict> =>
    clamdScan(bytes, options);
