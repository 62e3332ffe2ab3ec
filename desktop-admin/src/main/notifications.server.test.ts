/**
 * What the notifications ask the chosen server: the kinds the person signed in follows, and the
 * live feed (with the bearer token and the last event id), refused without a server or session.
 */
import { describe, expect, it, vi } from 'vitest';
import { createFeedOpener, createFollowedReader, FeedRefused } from './notifications';
import type { FetchLike } from './protocol';

describe('the followed kinds', () => {
  const answer = (modes: Record<string, string>) =>
    new Response(JSON.stringify({ notifications: { modes, digestHour: 8 } }), {
      headers: { 'content-type': 'application/json' },
    });

  it('asks the chosen server with the bearer token; a failure keeps the last answer', async () => {
    const replies: (Response | Error)[] = [
      answer({ applications: 'each', 'contact-messages': 'none', 'investor-requests': 'digest' }),
      new TypeError('fetch failed'),
      new Response('{}', { status: 401 }),
    ];
    const fetch = vi.fn<FetchLike>(async () => {
      const reply = replies.shift()!;
      if (reply instanceof Error) throw reply;
      return reply;
    });
    let token: string | null = 'tok';
    const read = createFollowedReader({
      serverUrl: () => 'http://127.0.0.1:3000',
      token: async () => token,
      fetch,
      warn: () => undefined,
    });
    const first = await read();
    expect([...(first ?? [])].sort()).toEqual(['applications', 'investor-requests']);
    expect(fetch.mock.calls[0]![0]).toBe('http://127.0.0.1:3000/api/admin/account/notifications');
    expect(new Headers(fetch.mock.calls[0]![1].headers).get('authorization')).toBe('Bearer tok');
    // The server cannot be reached: the last answer stands.
    expect(await read()).toBe(first);
    // Refused (signed out elsewhere): nothing is known.
    expect(await read()).toBeNull();
    // Signed out here: not asked at all.
    token = null;
    expect(await read()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not hand one person’s choices to the next one signed in', async () => {
    const replies: (Response | Error)[] = [
      answer({ applications: 'each' }),
      new TypeError('fetch failed'),
    ];
    const fetch = vi.fn<FetchLike>(async () => {
      const reply = replies.shift()!;
      if (reply instanceof Error) throw reply;
      return reply;
    });
    let token = 'first';
    const read = createFollowedReader({
      serverUrl: () => 'http://127.0.0.1:3000',
      token: async () => token,
      fetch,
      warn: () => undefined,
    });
    expect(await read()).not.toBeNull();
    token = 'second';
    expect(await read()).toBeNull();
  });
});

describe('the feed opener', () => {
  const stream = () =>
    new Response('retry: 2000\n\n', { headers: { 'content-type': 'text/event-stream' } });

  it('asks the chosen server with the bearer token and the last event id', async () => {
    const fetch = vi.fn<FetchLike>(async () => stream());
    const open = createFeedOpener({
      serverUrl: () => 'http://127.0.0.1:3000',
      token: async () => 'tok',
      fetch,
    });
    const signal = new AbortController().signal;
    await open(undefined, signal);
    await open('3.1.4.1', signal);
    expect(fetch.mock.calls[0]![0]).toBe('http://127.0.0.1:3000/api/admin/events');
    const first = new Headers(fetch.mock.calls[0]![1].headers);
    expect(first.get('authorization')).toBe('Bearer tok');
    expect(first.get('last-event-id')).toBeNull();
    expect(fetch.mock.calls[0]![1].signal).toBe(signal);
    expect(new Headers(fetch.mock.calls[1]![1].headers).get('last-event-id')).toBe('3.1.4.1');
  });

  it('refuses on 401 and 403, and fails (to be retried) on other answers', async () => {
    const answers = [401, 403, 503];
    const fetch = vi.fn<FetchLike>(
      async () => new Response('{"code":"x","message":"x"}', { status: answers.shift() }),
    );
    const open = createFeedOpener({ serverUrl: () => 'http://a', token: async () => 't', fetch });
    const signal = new AbortController().signal;
    await expect(open(undefined, signal)).rejects.toEqual(new FeedRefused(401));
    await expect(open(undefined, signal)).rejects.toMatchObject({ status: 403 });
    const other = await open(undefined, signal).catch((e: unknown) => e);
    expect(other).toBeInstanceOf(Error);
    expect(other).not.toBeInstanceOf(FeedRefused);
  });

  it('does not ask without a server or a session', async () => {
    const fetch = vi.fn<FetchLike>();
    const signal = new AbortController().signal;
    await expect(
      createFeedOpener({ serverUrl: () => null, token: async () => 't', fetch })(undefined, signal),
    ).rejects.toBeInstanceOf(FeedRefused);
    await expect(
      createFeedOpener({ serverUrl: () => 'http://a', token: async () => null, fetch })(
        undefined,
        signal,
      ),
    ).rejects.toBeInstanceOf(FeedRefused);
    expect(fetch).not.toHaveBeenCalled();
  });
});
