import { describe, expect, it } from 'vitest';
import { ReadCache, serialize } from './cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('ReadCache', () => {
  it('answers the JSON bytes with a strong ETag that changes with the bytes', () => {
    const a = serialize({ articles: [1] });
    expect(a.bytes.toString()).toBe('{"articles":[1]}');
    expect(a.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(serialize({ articles: [1] }).etag).toBe(a.etag);
    expect(serialize({ articles: [2] }).etag).not.toBe(a.etag);
  });

  it('fills once for concurrent misses and serves the stored bytes until the TTL ends', async () => {
    let now = 1_000;
    const cache = new ReadCache(10, 500, () => now);
    let fills = 0;
    const fill = async () => serialize({ n: ++fills });
    const [a, b] = await Promise.all([cache.get('k', fill), cache.get('k', fill)]);
    expect(fills).toBe(1);
    expect(a).toBe(b);
    now += 9_999;
    expect((await cache.get('k', fill))?.bytes.toString()).toBe('{"n":1}');
    now += 1;
    expect((await cache.get('k', fill))?.bytes.toString()).toBe('{"n":2}');
  });

  it('forgets everything on invalidate, and never stores a fill that overlapped one', async () => {
    const cache = new ReadCache(60);
    let value = 'old';
    await cache.get('k', async () => serialize({ value }));
    value = 'new';
    expect((await cache.get('k', async () => serialize({ value })))?.bytes.toString()).toContain(
      'old',
    );
    cache.invalidate();
    expect((await cache.get('k', async () => serialize({ value })))?.bytes.toString()).toContain(
      'new',
    );

    // A read that began before a write and ends after it is answered but not kept.
    const slow = deferred<ReturnType<typeof serialize>>();
    const pending = cache.get('slow', () => slow.promise);
    cache.invalidate();
    slow.resolve(serialize({ value: 'before the write' }));
    expect((await pending)?.bytes.toString()).toContain('before the write');
    const after = await cache.get('slow', async () => serialize({ value: 'after the write' }));
    expect(after?.bytes.toString()).toContain('after the write');
  });

  it('does not keep "nothing" answers or failures, and is off with a TTL of 0', async () => {
    const cache = new ReadCache(60);
    let fills = 0;
    expect(await cache.get('missing', async () => (fills++, undefined))).toBeUndefined();
    expect(await cache.get('missing', async () => (fills++, undefined))).toBeUndefined();
    expect(fills).toBe(2);
    await expect(
      cache.get('broken', async () => {
        throw new Error('db down');
      }),
    ).rejects.toThrow('db down');
    expect((await cache.get('broken', async () => serialize({ ok: true })))?.bytes.toString()).toBe(
      '{"ok":true}',
    );

    const off = new ReadCache(0);
    let n = 0;
    await off.get('k', async () => serialize({ n: ++n }));
    await off.get('k', async () => serialize({ n: ++n }));
    expect(n).toBe(2);
  });

  it('holds at most maxEntries answers, dropping the oldest', async () => {
    const cache = new ReadCache(60, 2);
    const fills: string[] = [];
    const get = (k: string) => cache.get(k, async () => (fills.push(k), serialize({ k })));
    await get('a');
    await get('b');
    await get('c');
    await get('b');
    await get('c');
    expect(fills).toEqual(['a', 'b', 'c']);
    await get('a');
    expect(fills).toEqual(['a', 'b', 'c', 'a']);
  });

  it('holds at most maxBytes of answers, dropping the oldest', async () => {
    const cache = new ReadCache(60, 500, Date.now, 10);
    const fills: string[] = [];
    const get = (k: string, text: string) =>
      cache.get(k, async () => (fills.push(k), serialize(text)));
    await get('a', 'aa'); // 4 bytes of JSON
    await get('b', 'bb');
    await get('a', 'aa');
    expect(fills).toEqual(['a', 'b']);
    await get('c', 'cc'); // 12 bytes would be too many: 'a' goes
    await get('b', 'bb');
    await get('a', 'aa');
    expect(fills).toEqual(['a', 'b', 'c', 'a']);
    // A size of its own for values that are not one buffer: 8 bytes leave room for nothing else.
    const page = await cache.get(
      'page',
      async () => ({ html: 'x' }),
      () => 8,
    );
    expect(cache.isCurrent('page', page!)).toBe(true);
    await get('a', 'aa');
    expect(fills).toEqual(['a', 'b', 'c', 'a', 'a']);
    expect(cache.isCurrent('page', page!)).toBe(false);
  });

  it('says whether a value is still the live answer of its key', async () => {
    let now = 0;
    const cache = new ReadCache(10, 500, () => now);
    const value = await cache.get('k', async () => serialize(1));
    expect(cache.isCurrent('k', value!)).toBe(true);
    expect(cache.isCurrent('k', serialize(1))).toBe(false);
    now += 10_000;
    expect(cache.isCurrent('k', value!)).toBe(false);
    const again = await cache.get('k', async () => serialize(2));
    cache.invalidate();
    expect(cache.isCurrent('k', again!)).toBe(false);
  });
});
