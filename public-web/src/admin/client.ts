/**
 * The admin's API client, one module of client/ per resource over one transport
 * (client/transport.ts: the host's session, renewal after a sign-in, the forbidden signal).
 */
import { accountCalls } from './client/account';
import { contentCalls } from './client/content';
import { ownerCalls } from './client/owners';
import { replyTemplateCalls } from './client/replyTemplates';
import { submissionCalls } from './client/submissions';
import { createTransport } from './client/transport';
import type { AdminHost } from './host';

export type { SubmissionKind } from '@vb/shared/status';
export type { AuditPageQuery } from './client/owners';
export type { ContentPageQuery } from './client/content';
export type {
  SubmissionDetail,
  SubmissionExportParams,
  SubmissionItems,
  SubmissionListParams,
} from './client/submissions';

/** The client of a host; see createTransport for what `onUnauthorized` and `onForbidden` do. */
export function createAdminClient(
  host: AdminHost,
  onUnauthorized: () => Promise<boolean> | void,
  onForbidden?: () => void,
) {
  const transport = createTransport(host, onUnauthorized, onForbidden);
  return {
    ...accountCalls(transport),
    ...submissionCalls(transport),
    ...contentCalls(transport),
    ...ownerCalls(transport),
    ...replyTemplateCalls(transport),
  };
}

export type AdminClient = ReturnType<typeof createAdminClient>;
