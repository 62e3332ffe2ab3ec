import type { SubmissionKind } from '@vb/shared/status';
import { describe, expect, it, vi } from 'vitest';
import { AWAY_LIST_LIMIT, catchUp, settingsSeenStore, type CatchUpDeps } from './away';
import { memoryFileAccess } from './files';
import type { FetchLike } from './protocol';
import { openSettings } from './settings';

const SERVER = 'https://admin.example';
const FILE = '/data/settings.json';
const LIST_KEY = {
  applications: 'applications',
  'contact-messages': 'messages',
  'investor-requests': 'requests',
} as const;

/** A server whose lists hold these ids (newest first), as GET /api/admin/<kind> answers them. */
function fakeServer(lists: Partial<Record<SubmissionKind, number[] | number>>) {
  return vi.fn<FetchLike>(async (url) => {
    const { pathname, searchParams } = new URL(url);
    const kind = pathname.replace('/api/admin/', '') as SubmissionKind;
    const list = lists[kind];
    if (list === undefined) return new Response('{}', { status: 404 });
    if (typeof list === 'number') return new Response('{"code":"x"}', { status: list });
    const limit = Number(searchParams.get('limit'));
    const items = list.slice(0, limit).map((id) => ({ id, name: `Person ${id}` }));
    return Response.json({ [LIST_KEY[kind]]: items, total: list.length });
  });
}

async function setup(fetch: FetchLike, followed: SubmissionKind[] | null = ['applications']) {
  const files = memoryFileAccess();
  const settings = await openSettings(files, FILE);
  const seen = settingsSeenStore(settings);
  const deps: CatchUpDeps = {
    serverUrl: () => SERVER,
    token: async () => 'tok',
    fetch,
    followed: async () => (followed ? new Set(followed) : null),
    seen,
    warn: () => undefined,
  };
  return { settings, seen, deps, files };
}

describe('what came while the console was closed', () => {
  it('is nothing the first time a server is seen: its newest items are only noted', async () => {
    const fetch = fakeServer({ applications: [12, 11, 5], 'contact-messages': [] });
    const { deps, settings, files } = await setup(fetch, ['applications', 'contact-messages']);
    expect(await catchUp(deps)).toEqual({ counts: {}, newest: {} });
    expect(settings.get().seen).toEqual({
      [SERVER]: { applications: 12, 'contact-messages': 0 },
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${SERVER}/api/admin/applications?sort=-createdAt&limit=${AWAY_LIST_LIMIT}`);
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok');
    await settings.flush();
    expect(JSON.parse(files.text(FILE) ?? '{}').seen[SERVER].applications).toBe(12);
  });

  it('counts, of the kinds followed, what is newer than what was known, and notes it', async () => {
    const lists = {
      applications: [15, 14, 13, 12, 11],
      'contact-messages': [40, 39],
      'investor-requests': [9, 8],
    };
    const { deps, settings } = await setup(fakeServer(lists), ['applications', 'contact-messages']);
    await settings.update({
      seen: {
        [SERVER]: { applications: 12, 'contact-messages': 39, 'investor-requests': 1 },
        'https://other.example': { applications: 99 },
      },
    });
    expect(await catchUp(deps)).toEqual({
      counts: { applications: 3, 'contact-messages': 1 },
      newest: { applications: 15, 'contact-messages': 40 },
    });
    expect(settings.get().seen).toEqual({
      // Investment requests are not followed: not read, left as they were.
      [SERVER]: { applications: 15, 'contact-messages': 40, 'investor-requests': 1 },
      'https://other.example': { applications: 99 },
    });
    // Asked again at once: nothing new.
    expect(await catchUp(deps)).toEqual({ counts: {}, newest: {} });
  });

  it('leaves a kind that cannot be read for another time, and tells the others', async () => {
    const { deps, settings } = await setup(
      fakeServer({ applications: 503, 'contact-messages': [8, 7] }),
      ['applications', 'contact-messages'],
    );
    await settings.update({ seen: { [SERVER]: { applications: 3, 'contact-messages': 6 } } });
    expect(await catchUp(deps)).toEqual({
      counts: { 'contact-messages': 2 },
      newest: { 'contact-messages': 8 },
    });
    expect(settings.get().seen[SERVER]).toEqual({ applications: 3, 'contact-messages': 8 });
  });

  it('tells nothing without a server, a session or the person’s choices', async () => {
    const fetch = fakeServer({ applications: [1] });
    const { deps } = await setup(fetch, null);
    expect(await catchUp(deps)).toBeNull();
    expect(
      await catchUp({ ...deps, followed: async () => new Set(), token: async () => null }),
    ).toBeNull();
    expect(await catchUp({ ...deps, serverUrl: () => null })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never lowers a newest id (an item deleted meanwhile)', async () => {
    const { deps, settings, seen } = await setup(fakeServer({ applications: [10, 9] }));
    seen.record(SERVER, { applications: 20 });
    expect(await catchUp(deps)).toEqual({ counts: {}, newest: {} });
    expect(settings.get().seen[SERVER]).toEqual({ applications: 20 });
    seen.record(SERVER, { applications: 21, 'contact-messages': 2 });
    expect(seen.get(SERVER)).toEqual({ applications: 21, 'contact-messages': 2 });
  });
});
