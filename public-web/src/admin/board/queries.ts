/**
 * The job board's reads. Their keys start with the applications list's key, so a
 * live event about any application (another person's move, a new note's status, a deletion) and
 * every local change that refreshes the applications also refreshes the counts and the columns.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { JobApplication, ListingApplicantCounts } from '@vb/shared/schemas';
import { useAdmin, useMayUse } from '../context';
import { adminKeys } from '../queries';

/** How many cards a column shows at first, and adds with each "Load more". */
export const BOARD_PAGE = 50;

/** The key of every listing's applicant counts (one grouped read for the listings tab). */
export const applicantCountsKey = [...adminKeys.applications, 'applicant-counts'] as const;

/** The key of one column of a listing's board. */
export const boardColumnKey = (jobId: number, status: string) =>
  [...adminKeys.applications, 'board', jobId, status] as const;

/**
 * The applicants of every listing per status, read by those who may see applications only (the
 * API answers 403 to the others), keyed by listing id.
 */
export function useApplicantCounts(enabled = true) {
  const { client } = useAdmin();
  const mayUse = useMayUse('applications');
  return useQuery({
    queryKey: applicantCountsKey,
    queryFn: async () => {
      const { counts } = await client.applicantCounts();
      return new Map<number, ListingApplicantCounts>(counts.map((c) => [c.jobListingId, c]));
    },
    enabled: mayUse && enabled,
  });
}

/** One column of a listing's board: its applicants, newest first, a page at a time. */
export function useBoardColumn(jobId: number, status: string) {
  const { client } = useAdmin();
  const mayUse = useMayUse('applications');
  return useInfiniteQuery({
    queryKey: boardColumnKey(jobId, status),
    queryFn: ({ pageParam, signal }) =>
      client.list(
        'applications',
        { jobId, status, sort: '-createdAt', limit: BOARD_PAGE, offset: pageParam },
        signal,
      ) as Promise<{ items: JobApplication[]; total: number }>,
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
    enabled: mayUse,
  });
}
