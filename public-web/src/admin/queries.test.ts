import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminKeys, followListChanges } from './queries';

describe('the dashboard counts follow the lists', () => {
  it('reads the summary again when a list is read again or changed in the cache, not on a first read', async () => {
    const queryClient = new QueryClient();
    let reads = 0;
    const summary = () =>
      queryClient.fetchQuery({ queryKey: adminKeys.summary, queryFn: async () => ++reads });
    await summary();
    const stop = followListChanges(queryClient);
    queryClient.setQueryData(adminKeys.contact, [{ id: 1 }]);
    expect(queryClient.getQueryState(adminKeys.summary)?.isInvalidated).toBe(true);

    await summary();
    // A page read for the first time asks nothing; read again (Refresh), it does.
    const page = () =>
      queryClient.fetchQuery({
        queryKey: [...adminKeys.contact, { page: 2 }],
        queryFn: async () => [{ id: 2 }],
        staleTime: 0,
      });
    await page();
    expect(queryClient.getQueryState(adminKeys.summary)?.isInvalidated).toBe(false);
    await page();
    expect(queryClient.getQueryState(adminKeys.summary)?.isInvalidated).toBe(true);

    await summary();
    queryClient.setQueryData(adminKeys.audit, { events: [] });
    expect(queryClient.getQueryState(adminKeys.summary)?.isInvalidated).toBe(false);

    stop();
    queryClient.setQueryData(adminKeys.news, []);
    expect(queryClient.getQueryState(adminKeys.summary)?.isInvalidated).toBe(false);
  });
});
