/**
 * What a colleague's change does to the lists on screen (never a jump under the pointer). An
 * item changed or deleted elsewhere is changed or taken out where the cached pages hold it; the
 * pages are not read again, since a page read again would also bring in what arrived meanwhile,
 * at the top, which the list's "N new" marker holds back until asked. Everything else read under
 * the kind (the job board, the applicant counts) and the item's own read are refreshed.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { SubmissionKind } from '@vb/shared/status';
import { ApiError } from '../app/http';
import { patchPages } from './pageCache';
import { itemKey } from './queries';

/** A change the feed reported: an item of `kind` changed, or was deleted. */
export interface SubmissionChange {
  kind: SubmissionKind;
  id: number;
  deleted: boolean;
}

/**
 * More changed items than this of one kind on screen at once (a colleague's bulk action): their
 * pages are read again instead of each item.
 */
export const MAX_ITEM_READS = 20;

interface ListPage {
  items: { id: number }[];
  total: number;
}

/** A page of a list (queries.ts useSubmissionPage): the kind's key, then the page's parameters. */
export const isListPageKey = (key: QueryKey, kind: SubmissionKind): boolean =>
  key[0] === 'admin' &&
  key[1] === kind &&
  key.length === 3 &&
  typeof key[2] === 'object' &&
  key[2] !== null;

const isListPage = (data: unknown): data is ListPage =>
  typeof data === 'object' &&
  data !== null &&
  Array.isArray((data as ListPage).items) &&
  typeof (data as ListPage).total === 'number';

/**
 * Applies the feed's changes to the cached lists of their kinds. `read` gives an item as it now
 * stands (the item's own read, GET /api/admin/<kind>/<id>); an item no longer there is taken out.
 */
export async function followSubmissionChanges(
  queryClient: QueryClient,
  read: (kind: SubmissionKind, id: number) => Promise<object>,
  changes: readonly SubmissionChange[],
): Promise<void> {
  const pages = (kind: SubmissionKind) => ({
    predicate: (q: { queryKey: QueryKey }) => isListPageKey(q.queryKey, kind),
  });
  const remove = (kind: SubmissionKind, id: number) =>
    patchPages<unknown>(queryClient, pages(kind), (data) =>
      isListPage(data) && data.items.some((i) => i.id === id)
        ? { ...data, items: data.items.filter((i) => i.id !== id), total: data.total - 1 }
        : data,
    );
  // Only a list on screen (a page with an observer) is followed item by item; a page kept for a
  // tab not shown is marked stale instead, and read afresh when its tab is shown again. No read is
  // made for what nobody looks at (a person whose access just ended would be asked to sign in).
  const isShown = (kind: SubmissionKind, id: number) =>
    queryClient
      .getQueryCache()
      .findAll({ ...pages(kind), type: 'active' })
      .some((q) => {
        const data: unknown = q.state.data;
        return isListPage(data) && data.items.some((i) => i.id === id);
      });
  const kinds = new Set(changes.map((c) => c.kind));
  for (const kind of kinds) {
    // What else was read under the kind (the job board, the applicant counts).
    void queryClient.invalidateQueries({
      queryKey: ['admin', kind],
      predicate: (q) => !isListPageKey(q.queryKey, kind),
    });
    // Marked only: a read made now could be answered after the person's own next change to the
    // item, and would then be kept as fresh without it.
    void queryClient.invalidateQueries({ ...pages(kind), type: 'inactive', refetchType: 'none' });
  }
  const many = new Set(
    [...kinds].filter(
      (kind) =>
        changes.filter((c) => c.kind === kind && !c.deleted && isShown(kind, c.id)).length >
        MAX_ITEM_READS,
    ),
  );
  for (const kind of many) void queryClient.invalidateQueries(pages(kind));
  await Promise.all(
    changes.map(async ({ kind, id, deleted }) => {
      // The item's own read (its panel).
      void queryClient.invalidateQueries({ queryKey: itemKey(kind, id) });
      if (many.has(kind) || !isShown(kind, id)) return;
      if (deleted) {
        remove(kind, id);
        return;
      }
      let now: object;
      try {
        now = await read(kind, id);
      } catch (error) {
        // Gone meanwhile: out of the list. Another failure: the next read of the page will do.
        if (error instanceof ApiError && error.status === 404) remove(kind, id);
        return;
      }
      patchPages<unknown>(queryClient, pages(kind), (data) =>
        isListPage(data) && data.items.some((i) => i.id === id)
          ? { ...data, items: data.items.map((i) => (i.id === id ? { ...i, ...now } : i)) }
          : data,
      );
    }),
  );
}
