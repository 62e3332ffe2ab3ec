import { describe, expect, it, vi } from 'vitest';
import { SUBMISSION_PAGE } from '@vb/shared/schemas';
import { createTranslator } from './i18n';
import {
  createIdsFetcher,
  createSubmissionWatcher,
  notificationText,
  type FetchIds,
  type NewCounts,
  type WatchedKind,
} from './notifications';
import type { FetchLike } from './protocol';

function setup(initial: Record<WatchedKind, number[]>) {
  const lists = { ...initial };
  let enabled = true;
  let signedIn = true;
  const fetchIds = vi.fn<FetchIds>(async (kind) => (signedIn ? lists[kind] : 'signed-out'));
  const announced: NewCounts[] = [];
  const timers = { setInterval: vi.fn(() => 42), clearInterval: vi.fn() };
  const watcher = createSubmissionWatcher({
    enabled: () => enabled,
    fetchIds,
    announce: (c) => announced.push(c),
    intervalMs: 60_000,
    timers,
  });
  return {
    lists,
    watcher,
    announced,
    fetchIds,
    timers,
    setEnabled: (v: boolean) => (enabled = v),
    setSignedIn: (v: boolean) => (signedIn = v),
  };
}

describe('the new-submission watcher', () => {
  it('notes what is there on the first look and announces only what arrives later', async () => {
    const s = setup({ applications: [3, 1], 'contact-messages': [7], 'investor-requests': [] });
    await s.watcher.poll();
    expect(s.announced).toEqual([]);
    s.lists.applications = [5, 4, 3, 1];
    s.lists['investor-requests'] = [2];
    await s.watcher.poll();
    expect(s.announced).toEqual([{ applications: 2, 'investor-requests': 1 }]);
    await s.watcher.poll();
    expect(s.announced).toHaveLength(1);
  });

  it('tells a person only of the lists their roles reach', async () => {
    const s = setup({ applications: [1], 'contact-messages': [1], 'investor-requests': [1] });
    s.fetchIds.mockImplementation(async (kind) =>
      kind === 'applications' ? s.lists.applications : 'not-allowed',
    );
    await s.watcher.poll();
    s.lists.applications = [2, 1];
    s.lists['contact-messages'] = [2, 1];
    await s.watcher.poll();
    expect(s.announced).toEqual([{ applications: 1 }]);
  });

  it('does not announce deleted items or reuse their ids', async () => {
    const s = setup({ applications: [9, 8], 'contact-messages': [], 'investor-requests': [] });
    await s.watcher.poll();
    s.lists.applications = [8];
    await s.watcher.poll();
    s.lists.applications = [10, 8];
    await s.watcher.poll();
    expect(s.announced).toEqual([{ applications: 1 }]);
  });

  it('starts afresh after a sign-out, a reset or being switched off', async () => {
    const s = setup({ applications: [1], 'contact-messages': [], 'investor-requests': [] });
    await s.watcher.poll();
    s.setSignedIn(false);
    await s.watcher.poll();
    s.setSignedIn(true);
    s.lists.applications = [2, 1];
    await s.watcher.poll(); // a new baseline, not news
    s.watcher.reset();
    s.lists.applications = [3, 2, 1];
    await s.watcher.poll();
    s.setEnabled(false);
    s.lists.applications = [4, 3, 2, 1];
    await s.watcher.poll();
    expect(s.fetchIds).toHaveBeenCalledTimes(3 + 1 + 3 + 3); // none while switched off
    s.setEnabled(true);
    await s.watcher.poll();
    expect(s.announced).toEqual([]);
  });

  it('drops the answers of a look that a reset overtook', async () => {
    const s = setup({ applications: [1], 'contact-messages': [], 'investor-requests': [] });
    await s.watcher.poll();
    s.lists.applications = [2, 1];
    const look = s.watcher.poll();
    s.watcher.reset();
    await look;
    expect(s.announced).toEqual([]);
  });

  it('never runs two looks at once and survives a failing server', async () => {
    const s = setup({ applications: [], 'contact-messages': [], 'investor-requests': [] });
    const a = s.watcher.poll();
    const b = s.watcher.poll();
    expect(a).toBe(b);
    await a;
    s.fetchIds.mockRejectedValueOnce(new Error('502'));
    await expect(s.watcher.poll()).resolves.toBeUndefined();
  });

  it('polls on the interval once started, until stopped', () => {
    const s = setup({ applications: [], 'contact-messages': [], 'investor-requests': [] });
    s.watcher.start();
    s.watcher.start();
    expect(s.timers.setInterval).toHaveBeenCalledTimes(1);
    expect(s.timers.setInterval).toHaveBeenCalledWith(expect.any(Function), 60_000);
    s.watcher.stop();
    expect(s.timers.clearInterval).toHaveBeenCalledWith(42);
  });
});

describe('the notification text', () => {
  it('has one line per kind, in the console’s language', () => {
    const counts = { applications: 1, 'investor-requests': 3 };
    expect(
      notificationText(
        counts,
        createTranslator(() => 'en'),
      ),
    ).toEqual({
      title: 'New submissions',
      body: '1 new job application\n3 new investment requests',
    });
    const ar = notificationText(
      { 'contact-messages': 2 },
      createTranslator(() => 'ar'),
    );
    expect(ar.title).toBe('طلبات جديدة');
    expect(ar.body).toBe('رسالتا تواصل جديدتان');
  });
});

describe('the list reader', () => {
  it('reads the ids with the bearer token and notices a refused session', async () => {
    const fetch = vi.fn<FetchLike>(async (url) =>
      new URL(url).pathname.endsWith('/applications')
        ? Response.json({ applications: [{ id: 4 }, { id: 2 }] })
        : new Response('{"code":"unauthorized","message":"x"}', { status: 401 }),
    );
    const read = createIdsFetcher({
      serverUrl: () => 'http://127.0.0.1:3000',
      token: async () => 'tok',
      fetch,
    });
    expect(await read('applications')).toEqual([4, 2]);
    expect(fetch.mock.calls[0]![0]).toBe(
      `http://127.0.0.1:3000/api/admin/applications?limit=${SUBMISSION_PAGE.max}`,
    );
    expect(new Headers(fetch.mock.calls[0]![1].headers).get('authorization')).toBe('Bearer tok');
    expect(await read('contact-messages')).toBe('signed-out');
  });

  it("says when the person's roles do not reach a list", async () => {
    const fetch = vi.fn<FetchLike>(
      async () => new Response('{"code":"forbidden","message":"x"}', { status: 403 }),
    );
    const read = createIdsFetcher({
      serverUrl: () => 'http://127.0.0.1:3000',
      token: async () => 'tok',
      fetch,
    });
    expect(await read('investor-requests')).toBe('not-allowed');
  });

  it('does not ask without a server or a session', async () => {
    const fetch = vi.fn<FetchLike>();
    expect(
      await createIdsFetcher({ serverUrl: () => null, token: async () => 't', fetch })(
        'applications',
      ),
    ).toBe('signed-out');
    expect(
      await createIdsFetcher({ serverUrl: () => 'http://a', token: async () => null, fetch })(
        'applications',
      ),
    ).toBe('signed-out');
    expect(fetch).not.toHaveBeenCalled();
  });
});
