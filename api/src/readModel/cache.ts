import { createHash } from 'node:crypto';

/** A serialized answer: its bytes and their strong validator. */
export interface CachedBody {
  bytes: Buffer;
  etag: string;
}

/** Bytes and a strong ETag (a hash of exactly those bytes). */
export function cachedBytes(bytes: Buffer): CachedBody {
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
  return { bytes, etag };
}

/** A value as JSON bytes with their ETag. */
export const serialize = (value: unknown): CachedBody =>
  cachedBytes(Buffer.from(JSON.stringify(value)));

interface Entry {
  value: object;
  expiresAt: number;
}

/**
 * The read model's memory: what the public reads and pages answered, by key, in this process.
 * Every write through this process's services clears it (`invalidate`); each entry also expires
 * after `ttlSeconds`, so writes made by other API instances on a shared database show within that
 * bound. `ttlSeconds` 0 turns it off (each read is produced afresh). Concurrent misses of one key
 * share a single fill; a fill that overlapped an invalidation is answered but not stored.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<object | undefined>>();
  private generation = 0;

  constructor(
    readonly ttlSeconds: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /** Forgets everything: called after every write to the data behind the public reads. */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
  }

  /** Whether `value` is still the live answer of `key` (not invalidated, not expired). */
  isCurrent(key: string, value: object): boolean {
    const live = this.entries.get(key);
    return live !== undefined && live.value === value && live.expiresAt > this.now();
  }

  /** The live answer of `key`, else `fill()`'s (undefined: nothing to keep, e.g. not found). */
  async get<V extends object>(
    key: string,
    fill: () => Promise<V | undefined>,
  ): Promise<V | undefined> {
    if (this.ttlSeconds <= 0) return fill();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value as V;
    if (hit) this.entries.delete(key);
    const running = this.pending.get(key);
    if (running) return running as Promise<V | undefined>;
    const generation = this.generation;
    const work = fill().then(
      (value) => {
        if (this.pending.get(key) === work) this.pending.delete(key);
        if (value && generation === this.generation) {
          if (this.entries.size >= this.maxEntries) {
            const oldest = this.entries.keys().next().value;
            if (oldest !== undefined) this.entries.delete(oldest);
          }
          this.entries.set(key, { value, expiresAt: this.now() + this.ttlSeconds * 1000 });
        }
        return value;
      },
      (error: unknown) => {
        if (this.pending.get(key) === work) this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, work);
    return work;
  }
}
