import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../app/http';
import { MAX_ITEM_READS, followSubmissionChanges } from './liveLists';
import { itemKey } from './queries';

const item = (id: number, status = 'new') => ({ id, status, name: `Person ${id}`, duplicates: 0 });
const pageKey = (page: number) => ['admin', 'contact-messages', { page, pageSize: 3 }] as const;
const boardKey = ['admin', 'applications', 'board', 1, 'new'] as const;

/** A page on screen: its data, and an observer (a list showing it). */
function shown(client: QueryClient, key: readonly unknown[], data: object) {
  client.setQueryData(key, data);
  const readPage = vi.fn(async () => data);
  new QueryObserver(client, { queryKey: key, queryFn: readPage }).subscribe(() => undefined);
  return readPage;
}

function cache() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  shown(client, pageKey(1), { items: [item(9), item(8), item(7)], total: 6 });
  shown(client, pageKey(2), { items: [item(6), item(5), item(4)], total: 6 });
  client.setQueryData(boardKey, { items: [] });
  client.setQueryData(['admin', 'applications', { page: 1, pageSize: 3 }], {
    items: [item(8)],
    total: 1,
  });
  return client;
}
const ids = (client: QueryClient, page: number) =>
  client.getQueryData<{ items: { id: number }[] }>(pageKey(page))!.items.map((i) => i.id);
const invalidated = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)!.isInvalidated;

describe('followSubmissionChanges: a colleague’s change, in the lists on screen', () => {
  it('changes the item where the pages hold it, without reading the pages again', async () => {
    const client = cache();
    const read = vi.fn(async () => ({ id: 8, status: 'read', name: 'Person 8' }));
    await followSubmissionChanges(client, read, [
      { kind: 'contact-messages', id: 8, deleted: false },
    ]);
    expect(read).toHaveBeenCalledExactlyOnceWith('contact-messages', 8);
    const first = client.getQueryData<{ items: ReturnType<typeof item>[] }>(pageKey(1))!;
    // The item as it now stands, with what only the list has (its duplicates flag) kept.
    expect(first.items[1]).toEqual({ id: 8, status: 'read', name: 'Person 8', duplicates: 0 });
    expect(ids(client, 1)).toEqual([9, 8, 7]);
    expect(invalidated(client, pageKey(1))).toBe(false);
    expect(invalidated(client, pageKey(2))).toBe(false);
    // Another kind's item of the same id is left alone.
    expect(
      client.getQueryData<{ items: ReturnType<typeof item>[] }>([
        'admin',
        'applications',
        { page: 1, pageSize: 3 },
      ])!.items[0]!.status,
    ).toBe('new');
  });

  it('takes a deleted item out, and one gone meanwhile (404)', async () => {
    const client = cache();
    const read = vi.fn(async (): Promise<object> => {
      throw new ApiError(404, 'Not found');
    });
    await followSubmissionChanges(client, read, [
      { kind: 'contact-messages', id: 9, deleted: true },
      { kind: 'contact-messages', id: 5, deleted: false },
    ]);
    expect(read).toHaveBeenCalledExactlyOnceWith('contact-messages', 5);
    expect(ids(client, 1)).toEqual([8, 7]);
    expect(ids(client, 2)).toEqual([6, 4]);
    expect(client.getQueryData<{ total: number }>(pageKey(2))!.total).toBe(5);
  });

  it('keeps the item as it was when it cannot be read for another reason', async () => {
    const client = cache();
    await followSubmissionChanges(client, async () => {
      throw new ApiError(500, 'Server error');
    }, [{ kind: 'contact-messages', id: 7, deleted: false }]);
    expect(ids(client, 1)).toEqual([9, 8, 7]);
  });

  it('reads nothing for an item no page shows; its own read and the rest of the kind go stale', async () => {
    const client = cache();
    client.setQueryData(itemKey('applications', 3), { item: item(3) });
    const read = vi.fn(async () => item(3));
    await followSubmissionChanges(client, read, [{ kind: 'applications', id: 3, deleted: false }]);
    expect(read).not.toHaveBeenCalled();
    expect(invalidated(client, itemKey('applications', 3))).toBe(true);
    expect(invalidated(client, boardKey)).toBe(true);
    // Its list is not on screen: the page goes stale, to be read when its tab is shown.
    expect(invalidated(client, ['admin', 'applications', { page: 1, pageSize: 3 }])).toBe(true);
  });

  it(`reads the pages again when more than ${MAX_ITEM_READS} of their items changed at once`, async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const many = Array.from({ length: MAX_ITEM_READS + 1 }, (_, i) => item(i + 1));
    const readPage = shown(client, pageKey(1), { items: many, total: many.length });
    const read = vi.fn(async () => item(1));
    await followSubmissionChanges(
      client,
      read,
      many.map((m) => ({ kind: 'contact-messages' as const, id: m.id, deleted: false })),
    );
    expect(read).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(readPage).toHaveBeenCalled());
  });

  it('reads nothing for a list not on screen: its pages go stale, to be read when shown', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    // A page read earlier (it can be read again), whose list is not on screen.
    const readPage = vi.fn(async () => ({ items: [item(9), item(8)], total: 2 }));
    await client.prefetchQuery({ queryKey: pageKey(1), queryFn: readPage });
    const read = vi.fn(async () => item(8, 'read'));
    await followSubmissionChanges(client, read, [
      { kind: 'contact-messages', id: 8, deleted: false },
    ]);
    expect(read).not.toHaveBeenCalled();
    expect(invalidated(client, pageKey(1))).toBe(true);
    // Not read now: a read begun before the person's own next change and answered after it
    // would be kept as fresh, and the list shown again would miss that change.
    expect(readPage).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(pageKey(1))!.fetchStatus).toBe('idle');
  });
});
