/**
 * The admin live feed as a client reads it: an open event stream whose frames can be waited for.
 */
import { expect } from 'vitest';
import type { TestFetch } from './helpers';

export interface Frame {
  event: string;
  id: string | undefined;
  data: unknown;
}

/** An open event stream: its frames as they arrive, and a wait for the next one matching. */
export class Stream {
  readonly frames: Frame[] = [];
  readonly comments: string[] = [];
  ended = false;
  private readonly waiters = new Set<() => void>();

  constructor(readonly response: Response) {
    void this.read();
  }

  private async read() {
    const reader = this.response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) this.comments.push(line);
            else {
              const colon = line.indexOf(':');
              fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
            }
          }
          if (fields.has('event'))
            this.frames.push({
              event: fields.get('event')!,
              id: fields.get('id'),
              data: JSON.parse(fields.get('data') ?? 'null'),
            });
          this.wake();
        }
      }
    } catch {
      // aborted
    }
    this.ended = true;
    this.wake();
  }

  private wake() {
    for (const waiter of this.waiters) waiter();
  }

  /** Resolves once `check` holds (read on every frame), failing after `ms`. */
  until<T>(check: () => T | undefined | false, what: string, ms = 10_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const test = () => {
        const found = check();
        if (found) {
          this.waiters.delete(test);
          clearTimeout(timer);
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        this.waiters.delete(test);
        reject(new Error(`timed out waiting for ${what}; got ${JSON.stringify(this.frames)}`));
      }, ms);
      this.waiters.add(test);
      test();
    });
  }

  /** The first frame after `from` (an index) of event `name` with data matching `data`. */
  next(name: string, data: Record<string, unknown> = {}, from = 0) {
    return this.until(
      () =>
        this.frames
          .slice(from)
          .find(
            (f) =>
              f.event === name &&
              Object.entries(data).every(([k, v]) => (f.data as Record<string, unknown>)[k] === v),
          ),
      `${name} ${JSON.stringify(data)}`,
    );
  }
}

/**
 * Opens `GET /api/admin/events` as `fetcher`, checking it answers a stream; its abort goes into
 * `open`, for the file to end its streams when done.
 */
export async function connect(
  fetcher: TestFetch,
  open: AbortController[],
  lastEventId?: string,
): Promise<Stream> {
  const abort = new AbortController();
  open.push(abort);
  const res = await fetcher('/api/admin/events', {
    signal: abort.signal,
    headers: lastEventId ? { 'last-event-id': lastEventId } : {},
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return new Stream(res);
}
