/** A kind's reply templates: the one query the reply box, its templates' dialog and the bulk bar share. */
import { useQuery } from '@tanstack/react-query';
import type { SubmissionKind } from '@vb/shared/status';
import { useAdmin } from '../context';

/** The query key of a kind's reply templates: the reply box's picker and this dialog share it. */
export const templatesKey = (kind: SubmissionKind) => ['admin', 'reply-templates', kind] as const;

/**
 * A kind's reply templates, as the reply box, this dialog and the bulk bar read them: one query,
 * kept a while (templates change seldom; this dialog refreshes it after each change).
 */
export function useReplyTemplates(kind: SubmissionKind, enabled = true) {
  const { client } = useAdmin();
  return useQuery({
    queryKey: templatesKey(kind),
    queryFn: ({ signal }) => client.replyTemplates(kind, signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}
