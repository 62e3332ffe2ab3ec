/** How the audit trail and the errors name an item of each submission kind. */
import type { AuditItemKind } from '@vb/shared/audit';
import type { SubmissionKind } from '@vb/shared/status';

/** What the audit trail calls an item of each kind. */
export const ITEM_KIND = {
  applications: 'application',
  'contact-messages': 'contact-message',
  'investor-requests': 'investor-request',
} as const satisfies Record<SubmissionKind, AuditItemKind>;

/** The code of "no such item" for each kind. */
export const NOT_FOUND = {
  applications: 'application_not_found',
  'contact-messages': 'message_not_found',
  'investor-requests': 'request_not_found',
} as const satisfies Record<SubmissionKind, string>;
