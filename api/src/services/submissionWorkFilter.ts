/**
 * The lists' filters of working an item, apart from the work service (which the
 * submissions service's lists use, and which uses that service's names of the kinds).
 */
import type { SubmissionListQuery } from '@vb/shared/schemas';
import type { Actor } from '../domain/actor';

/**
 * The list filter of a query's `assignee` and `archived`. Without `archived=1` a list holds the
 * items not archived only: the default lists, the export and the badges' counts leave the archive
 * out (it is where finished items go), and `archived=1` shows the archive alone.
 */
export function workFilter(
  actor: Actor,
  query: Pick<SubmissionListQuery, 'assignee' | 'archived'>,
): { assigneeId?: number | null; archived: boolean } {
  const archived = query.archived === '1';
  if (query.assignee === undefined) return { archived };
  const assigneeId =
    query.assignee === 'me'
      ? actor.user.id
      : query.assignee === 'none'
        ? null
        : Number(query.assignee);
  return { archived, assigneeId };
}
