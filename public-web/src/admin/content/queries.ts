import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageText } from '@vb/shared/i18n';
import type { SiteContent } from '@vb/shared/schemas';
import { logFailure, useAdmin, useAdminToast, useMayUse } from '../context';
import { errorMessage } from '../errorMessage';
import { listItems, withOrder, type ListRef } from './model';

/** The cache key of the site's content as the admin edits it. */
export const contentKey = ['admin', 'content'] as const;

/** The team, ventures and partners, for those who may edit them. */
export function useSiteContent() {
  const { client } = useAdmin();
  return useQuery({
    queryKey: contentKey,
    queryFn: ({ signal }) => client.siteContent(signal),
    enabled: useMayUse('content'),
  });
}

/**
 * Puts a list in a new order in the cache at once, then has `store` keep it; if that fails, the
 * list's order from before comes back (other lists' changes meanwhile are kept) and the content
 * is read again. Answers whether it was stored (rethrows nothing).
 */
export async function reorderList(
  queryClient: QueryClient,
  store: (list: ListRef, ids: string[]) => Promise<void>,
  list: ListRef,
  ids: string[],
): Promise<{ ok: true } | { ok: false; error: unknown }> {
  const before = queryClient.getQueryData<SiteContent>(contentKey);
  if (!before) return { ok: false, error: new Error('The content is not loaded') };
  await queryClient.cancelQueries({ queryKey: contentKey });
  queryClient.setQueryData<SiteContent>(contentKey, (current) =>
    withOrder(current ?? before, list, ids),
  );
  try {
    await store(list, ids);
    return { ok: true };
  } catch (error) {
    const previous = listItems(before, list).map((item) => item.id);
    queryClient.setQueryData<SiteContent>(contentKey, (current) =>
      withOrder(current ?? before, list, previous),
    );
    void queryClient.invalidateQueries({ queryKey: contentKey });
    return { ok: false, error };
  }
}

/**
 * Puts a list in a new order (see `reorderList`); when the server refuses, the person is told.
 * Answers whether it was stored.
 */
export function useReorder() {
  const { client } = useAdmin();
  const queryClient = useQueryClient();
  const toast = useAdminToast();
  return async (list: ListRef, ids: string[]): Promise<boolean> => {
    const result = await reorderList(
      queryClient,
      (target, order) =>
        client.orderContent(target.kind, {
          ...(target.kind === 'team' ? { group: target.group } : {}),
          ids: order,
        }),
      list,
      ids,
    );
    if (!result.ok) {
      logFailure(messageText('en', 'admin.content.toast.orderFailed'), result.error);
      toast(
        'error',
        'admin.toast.errorTitle',
        errorMessage(result.error, 'admin.content.toast.orderFailed'),
      );
    }
    return result.ok;
  };
}
