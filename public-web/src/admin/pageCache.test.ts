import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { patchPages } from './pageCache';

type Page = { items: { id: number; status: string }[] };
const key = (page: number) => ['admin', 'contact-messages', { page }] as const;

async function cacheWith(...pages: Page[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const [i, page] of pages.entries())
    await client.prefetchQuery({ queryKey: key(i + 1), queryFn: async () => page });
  return client;
}
const setStatus = (id: number, status: string) => (page: Page) =>
  page.items.some((i) => i.id === id)
    ? { items: page.items.map((i) => (i.id === id ? { ...i, status } : i)) }
    : page;

describe('patchPages: a change written into the cached pages', () => {
  it('writes only the pages the change touches', async () => {
    const client = await cacheWith(
      { items: [{ id: 1, status: 'new' }] },
      { items: [{ id: 2, status: 'new' }] },
    );
    const untouched = client.getQueryState(key(2))!.dataUpdateCount;
    patchPages<Page>(client, { queryKey: ['admin', 'contact-messages'] }, setStatus(1, 'read'));
    expect(client.getQueryData<Page>(key(1))!.items[0]!.status).toBe('read');
    expect(client.getQueryState(key(2))!.dataUpdateCount).toBe(untouched);
  });

  it('keeps a page marked to be read again marked, touched or not, and reads nothing now', async () => {
    const client = await cacheWith(
      { items: [{ id: 1, status: 'new' }] },
      { items: [{ id: 2, status: 'new' }] },
    );
    await client.invalidateQueries({ queryKey: ['admin'], refetchType: 'none' });
    const fetch = vi.spyOn(client, 'fetchQuery');
    patchPages<Page>(client, { queryKey: ['admin', 'contact-messages'] }, setStatus(1, 'read'));
    expect(client.getQueryData<Page>(key(1))!.items[0]!.status).toBe('read');
    expect(client.getQueryState(key(1))!.isInvalidated).toBe(true);
    expect(client.getQueryState(key(2))!.isInvalidated).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    expect(client.getQueryState(key(1))!.fetchStatus).toBe('idle');
  });
});
