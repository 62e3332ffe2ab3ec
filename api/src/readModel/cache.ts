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
  bytes: number;
}

/** How much memory a kept value takes: its serialized bytes, when it says. */
const weight = (value: object) =>
  'bytes' in value && Buffer.isBuffer(value.bytes) ? value.bytes.length : 1024;

/**
 * The read model's memory: what the public reads and pages answered, by key, in this process.
 * Every write through this process's services clears it (`invalidate`); each entry also expires
 * after `ttlSeconds`, so writes made by other API instances on a shared database show within that
 * bound. `ttlSeconds` 0 turns it off (each read is produced afresh). Concurrent misses of one key
 * share a single fill; a fill that overlapped an invalidation is answered but not stored. At most
 * `maxEntries` answers and `maxBytes` of them are kept, the oldest dropped first.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<object | undefined>>();
  private generation = 0;
  private keptBytes = 0;
  /** Told of each lookup (GET /metrics counts them). */
  onLookup?: (result: 'hit' | 'miss') => void;

  constructor(
    readonly ttlSeconds: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  /** Forgets everything: called after every write to the data behind the public reads. */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
    this.keptBytes = 0;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.keptBytes -= entry.bytes;
    this.entries.delete(key);
  }

  private keep(key: string, value: object, bytes: number): void {
    this.drop(key);
    while (
      this.entries.size > 0 &&
      (this.entries.size >= this.maxEntries || this.keptBytes + bytes > this.maxBytes)
    ) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.drop(oldest);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlSeconds * 1000, bytes });
    this.keptBytes += bytes;
  }

  /** Whether a `get` of `key` now would be answered without a fill of its own. */
  holds(key: string): boolean {
    if (this.ttlSeconds <= 0) return false;
    const hit = this.entries.get(key);
    return (hit !== undefined && hit.expiresAt > this.now()) || this.pending.has(key);
  }

  /** Whether `value` is still the live answer of `key` (not invalidated, not expired). */
  isCurrent(key: string, value: object): boolean {
    const live = this.entries.get(key);
    return live !== undefined && live.value === value && live.expiresAt > this.now();
  }

  /**
   * The live answer of `key`, else `fill()`'s (undefined: nothing to keep, e.g. not found). `size`
   * says how many bytes a value holds (default: its `bytes` buffer's length).
   */
  async get<V extends object>(
    key: string,
    fill: () => Promise<V | undefined>,
    size: (value: V) => number = weight,
  ): Promise<V | undefined> {
    if (this.ttlSeconds <= 0) {
      this.onLookup?.('miss');
      return fill();
    }
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) {
      this.onLookup?.('hit');
      return hit.value as V;
    }
    if (hit) this.drop(key);
    const running = this.pending.get(key);
    // A fill under way is shared: the answer comes from memory, not a read of its own.
    this.onLookup?.(running ? 'hit' : 'miss');
    if (running) return running as Promise<V | undefined>;
    const generation = this.generation;
    const work = fill().then(
      (value) => {
        if (this.pending.get(key) === work) this.pending.delete(key);
        if (value && generation === this.generation) this.keep(key, value, size(value));
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
