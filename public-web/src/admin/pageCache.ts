import type { QueryClient, QueryFilters } from '@tanstack/react-query';

/**
 * Changes the cached pages that `filters` select through `update`, which hands a page back as it
 * was when it has nothing to change. Only a page that changes is written, and a page marked to be
 * read again stays marked: react-query takes any write into its cache for a fresh read, so a list
 * page an action had made stale (an item restored elsewhere) would otherwise be shown again as it
 * was, without that item.
 */
export function patchPages<P>(
  queryClient: QueryClient,
  filters: QueryFilters,
  update: (page: P) => P,
): void {
  for (const query of queryClient.getQueryCache().findAll(filters)) {
    const page = query.state.data as P | undefined;
    if (page === undefined) continue;
    const next = update(page);
    if (next === page) continue;
    const stale = query.state.isInvalidated;
    queryClient.setQueryData(query.queryKey, next);
    if (stale)
      void queryClient.invalidateQueries({
        queryKey: query.queryKey,
        exact: true,
        refetchType: 'none',
      });
  }
}
