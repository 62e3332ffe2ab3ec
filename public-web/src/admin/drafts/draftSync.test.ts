import { describe, expect, it, vi } from 'vitest';
import type { OfflineDraft } from '@vb/shared/drafts';
import type { HostDrafts } from '../host';
import { BACKOFF_MS, createDraftSync, isUnreachable, type SendOutcome } from './draftSync';

/** The host's store as the main process keeps it, in memory. */
function fakeStore(initial: OfflineDraft[] = []) {
  const drafts = new Map(initial.map((d) => [`${d.kind}:${d.itemId}`, d]));
  const store: HostDrafts & { drafts: Map<string, OfflineDraft> } = {
    drafts,
    list: vi.fn(async () => ({
      persistence: 'encrypted-file' as const,
      drafts: [...drafts.values()],
    })),
    put: vi.fn(async (draft) => {
      drafts.set(`${draft.kind}:${draft.itemId}`, { ...draft, savedAt: 'now' });
      return { ok: true as const, persistence: 'encrypted-file' as const };
    }),
    remove: vi.fn(async (kind, itemId) => void drafts.delete(`${kind}:${itemId}`)),
  };
  return store;
}

/** Timers run by hand: what is waiting, and for how long. */
function fakeTimers() {
  const waiting: { run: () => void; ms: number }[] = [];
  return {
    waiting,
    set: (run: () => void, ms: number) => {
      const handle = { run, ms };
      waiting.push(handle);
      return handle;
    },
    clear: (handle: unknown) => {
      const at = waiting.indexOf(handle as (typeof waiting)[number]);
      if (at >= 0) waiting.splice(at, 1);
    },
    async fire() {
      const next = waiting.shift();
      next?.run();
      await vi.waitFor(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

const edit = (itemId = '7', title = 'Mine'): Omit<OfflineDraft, 'savedAt'> => ({
  kind: 'article',
  itemId,
  fields: { title, content: 'My text' },
  base: { version: 3 },
  title,
});

function setUp(outcomes: SendOutcome[], up = { value: false }) {
  const store = fakeStore();
  const timers = fakeTimers();
  const send = vi.fn(async (): Promise<SendOutcome> => outcomes.shift() ?? { kind: 'sent' });
  const onSent = vi.fn();
  const sync = createDraftSync({
    store,
    send,
    reachable: async () => up.value,
    timers,
    onSent,
  });
  return { store, timers, send, onSent, sync, up };
}

describe('offline drafts’ sending', () => {
  it('keeps an edit made offline, and checks the server with growing waits', async () => {
    const { sync, store, timers, send } = setUp([]);
    await sync.keep(edit());
    expect(store.drafts.has('article:7')).toBe(true);
    expect(sync.getState().entries.map((e) => e.status)).toEqual(['pending']);
    const waits: number[] = [];
    for (let i = 0; i < BACKOFF_MS.length + 1; i += 1) {
      waits.push(timers.waiting[0]!.ms);
      await timers.fire();
    }
    expect(waits).toEqual([...BACKOFF_MS, BACKOFF_MS.at(-1)]);
    // Never more than one wait at a time, and nothing sent while the server is away.
    expect(timers.waiting).toHaveLength(1);
    expect(send).not.toHaveBeenCalled();
    expect(store.drafts.has('article:7')).toBe(true);
  });

  it('sends the pending drafts when the server is back, and forgets them', async () => {
    const { sync, store, timers, send, onSent, up } = setUp([]);
    await sync.keep(edit('7'));
    await sync.keep(edit('8', 'Other'));
    up.value = true;
    await timers.fire();
    await vi.waitFor(() => expect(sync.getState().entries).toEqual([]));
    expect(send).toHaveBeenCalledTimes(2);
    expect(store.drafts.size).toBe(0);
    expect(onSent).toHaveBeenCalledTimes(2);
    expect(timers.waiting).toHaveLength(0);
  });

  it('keeps a draft whose item someone changed meanwhile, with their version', async () => {
    const theirs = { id: 7, title: 'Theirs', version: 5 };
    const { sync, store, up, send } = setUp([
      {
        kind: 'conflict',
        theirs,
        theirsBase: { version: 5 },
        savedBy: 'Huda',
        savedAt: '2026-11-27T09:00:00Z',
      },
    ]);
    await sync.keep(edit());
    up.value = true;
    await sync.wake();
    const [entry] = sync.getState().entries;
    expect(entry?.status).toBe('conflict');
    expect(entry?.conflict?.theirs).toEqual(theirs);
    expect(entry?.draft.fields.title).toBe('Mine');
    expect(store.drafts.has('article:7')).toBe(true);

    // Overwrite: sent again on their version, then forgotten.
    await sync.overwrite(entry!.key);
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ base: { version: 5 } }));
    expect(sync.getState().entries).toEqual([]);
    expect(store.drafts.size).toBe(0);
  });

  it('keeps a draft the server is still unreachable for, and one it refuses', async () => {
    const { sync, store, up } = setUp([{ kind: 'unreachable' }]);
    await sync.keep(edit('7'));
    up.value = true;
    await sync.wake();
    expect(sync.getState().entries.map((e) => e.status)).toEqual(['pending']);
    const refused = setUp([{ kind: 'failed', code: 'not_found' }], { value: true });
    await refused.sync.keep(edit('9'));
    await refused.sync.wake();
    expect(refused.sync.getState().entries.map((e) => [e.status, e.code])).toEqual([
      ['failed', 'not_found'],
    ]);
    expect(refused.store.drafts.has('article:9')).toBe(true);
    expect(store.drafts.has('article:7')).toBe(true);
  });

  it('discards only when asked, and reads the host’s drafts at start', async () => {
    const stored: OfflineDraft = { ...edit('3'), savedAt: '2026-11-27T08:00:00Z' };
    const store = fakeStore([stored]);
    const sync = createDraftSync({
      store,
      send: async () => ({ kind: 'unreachable' }),
      reachable: async () => false,
      timers: fakeTimers(),
    });
    await sync.load();
    expect(sync.getState()).toMatchObject({
      persistence: 'encrypted-file',
      entries: [{ key: 'article:3', status: 'pending' }],
    });
    await sync.discard('article', '3');
    expect(sync.getState().entries).toEqual([]);
    expect(store.drafts.size).toBe(0);
  });

  it('tells an unanswered request from an answered one', () => {
    expect(isUnreachable({ status: 0 })).toBe(true);
    expect(isUnreachable({ status: 503 })).toBe(true);
    expect(isUnreachable({ status: 409 })).toBe(false);
    expect(isUnreachable(new TypeError('fetch failed'))).toBe(true);
    expect(isUnreachable(new Error('bad answer'))).toBe(false);
  });
});
