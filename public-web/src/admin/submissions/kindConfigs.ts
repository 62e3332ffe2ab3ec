// How the admin shows each submission kind (applications, contact messages, investor requests):
// its statuses, catalog texts and fields (its CSV columns are shared with the API's export:
// @vb/shared/submission-csv). SubmissionsView renders any of them.
import { isMessageKey, type MessageKey } from '@vb/shared/i18n';
import type { ContactMessage, InvestorRequest, JobApplication } from '@vb/shared/schemas';
import {
  APPLICATION_STATUSES,
  CONTACT_STATUSES,
  INVESTOR_STATUSES,
  applicationStatusActions,
  contactStatusActions,
  investorStatusActions,
  type StatusAction,
} from '@vb/shared/status';
import { submissionStatusLabelKey } from '@vb/shared/submission-csv';
import type { SubmissionKind } from '../client';
import { adminKeys } from '../queries';

/** What every submission shown in these tabs has. */
export interface BaseSubmission {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  status: string;
  createdAt: string;
}

/** A field of an item: its catalog label and its value (null when the visitor left it empty). */
interface SubmissionField<T> {
  label: MessageKey;
  value(item: T): string | null;
}

/** Everything that differs between applications, contact messages and investor requests. */
export interface SubmissionKindConfig<T extends BaseSubmission> {
  kind: SubmissionKind;
  queryKey: readonly string[];
  /** The kind's status set (SPEC section 4); their labels are the shared ones. */
  statuses: readonly string[];
  /** The status menu of an item in a given status (the shared rules). */
  statusActions(current: string): StatusAction<string>[];
  keys: {
    empty: MessageKey;
    loadError: MessageKey;
    deleted: MessageKey;
    deleteFailed: MessageKey;
    statusFailed: MessageKey;
  };
  /** Short fields shown after e-mail and phone (position, subject, organization…). */
  fields: SubmissionField<T>[];
  /** The long text (message or cover letter), shown with its line breaks. */
  text: SubmissionField<T>;
  /** The résumé of an item, for applications. */
  resume?(item: T): { filename: string; size: number };
  /** A reply link's subject, for contact messages. */
  replySubject?(item: T): string;
}

/** The catalog key of a status label, or null for a status outside the kind's set. */
export function statusLabelKey(
  config: Pick<SubmissionKindConfig<BaseSubmission>, 'kind'>,
  status: string,
): MessageKey | null {
  return submissionStatusLabelKey(config.kind, status);
}

/** A status menu entry's label key (the shared rules give plain strings). */
export function actionLabelKey(action: StatusAction<string>): MessageKey | null {
  return isMessageKey(action.labelKey) ? action.labelKey : null;
}

export const applicationsConfig: SubmissionKindConfig<JobApplication> = {
  kind: 'applications',
  queryKey: adminKeys.applications,
  statuses: APPLICATION_STATUSES,
  statusActions: applicationStatusActions,
  keys: {
    empty: 'admin.empty.applications',
    loadError: 'admin.loadError.applications',
    deleted: 'admin.toast.applicationDeleted',
    deleteFailed: 'admin.toast.deleteApplicationFailed',
    statusFailed: 'admin.toast.updateApplicationStatusFailed',
  },
  fields: [{ label: 'admin.field.position', value: (a) => a.position }],
  text: { label: 'admin.field.coverLetter', value: (a) => a.message },
  resume: (a) => ({ filename: a.resumeFilename, size: a.resumeSize }),
};

export const contactConfig: SubmissionKindConfig<ContactMessage> = {
  kind: 'contact-messages',
  queryKey: adminKeys.contact,
  statuses: CONTACT_STATUSES,
  statusActions: contactStatusActions,
  keys: {
    empty: 'admin.empty.contact',
    loadError: 'admin.loadError.contact',
    deleted: 'admin.toast.messageDeleted',
    deleteFailed: 'admin.toast.deleteMessageFailed',
    statusFailed: 'admin.toast.updateMessageStatusFailed',
  },
  fields: [{ label: 'admin.field.subject', value: (m) => m.subject }],
  text: { label: 'admin.field.message', value: (m) => m.message },
  replySubject: (m) => `Re: ${m.subject}`,
};

export const investorsConfig: SubmissionKindConfig<InvestorRequest> = {
  kind: 'investor-requests',
  queryKey: adminKeys.investors,
  statuses: INVESTOR_STATUSES,
  statusActions: investorStatusActions,
  keys: {
    empty: 'admin.empty.investors',
    loadError: 'admin.loadError.investors',
    deleted: 'admin.toast.requestDeleted',
    deleteFailed: 'admin.toast.deleteRequestFailed',
    statusFailed: 'admin.toast.updateRequestStatusFailed',
  },
  fields: [
    { label: 'admin.field.organization', value: (r) => r.organization },
    { label: 'admin.field.position', value: (r) => r.position },
    { label: 'admin.field.investmentAmount', value: (r) => r.investmentAmount },
  ],
  text: { label: 'admin.field.message', value: (r) => r.message },
};
