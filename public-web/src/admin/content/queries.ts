import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messageText } from '@vb/shared/i18n';
import type { SiteContent } from '@vb/shared/schemas';
import { logFailure, useAdmin, useAdminToast, useMayUse } from '../context';
import { listItems, withOrder, type ListRef } from './model';

/** The cache key of the site's content as the admin edits it. */
export const contentKey = ['admin', 'content'] as const;

/** The team, ventures and partners (issue 16), for those who may edit them. */
export function useSiteContent() {
  const { client } = useAdmin();
  return useQuery({
    queryKey: contentKey,
    queryFn: ({ signal }) => client.siteContent(signal),
    enabled: useMayUse('content'),
  });
}

/**
 * Puts a list in a new order: shown at once, then stored; if the server refuses, the order shown
 * before comes back and the person is told. Answers whether it was stored.
 */
export function useReorder() {
  const { client } = useAdmin();
  const queryClient = useQueryClient();
  const toast = useAdminToast();
  return async (list: ListRef, ids: string[]): Promise<boolean> => {
    const before = queryClient.getQueryData<SiteContent>(contentKey);
    if (!before) return false;
    await queryClient.cancelQueries({ queryKey: contentKey });
    queryClient.setQueryData<SiteContent>(contentKey, withOrder(before, list, ids));
    try {
      await client.orderContent(list.kind, {
        ...(list.kind === 'team' ? { group: list.group } : {}),
        ids,
      });
      return true;
    } catch (error) {
      logFailure(messageText('en', 'admin.content.toast.orderFailed'), error);
      queryClient.setQueryData<SiteContent>(contentKey, (current) =>
        current
          ? withOrder(
              current,
              list,
              listItems(before, list).map((item) => item.id),
            )
          : before,
      );
      toast('error', 'admin.toast.errorTitle', 'admin.content.toast.orderFailed');
      void queryClient.invalidateQueries({ queryKey: contentKey });
      return false;
    }
  };
}
