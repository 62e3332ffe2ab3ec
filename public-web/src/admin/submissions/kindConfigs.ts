// How the admin shows each submission kind (applications, contact messages, investor requests):
// its statuses, catalog texts and fields (its CSV columns are shared with the API's export:
// @vb/shared/submission-csv). SubmissionsView renders any of them.
import { PDF_MIME_TYPE } from '@vb/shared/constants';
import { isMessageKey, type MessageKey } from '@vb/shared/i18n';
import type {
  ContactMessage,
  InvestorRequest,
  JobApplication,
  SubmissionAssignee,
  SubmissionColumn,
} from '@vb/shared/schemas';
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
  /** Who works on it, and when it was archived. */
  assignee?: SubmissionAssignee | null;
  archivedAt?: string | null;
  /** In a list, how many other submissions the same person made (the reader's kinds). */
  duplicates?: number;
  /** In a list, how many of the person's answers to staff replies no one has read. */
  newAnswers?: number;
}

/** A field of an item: its catalog label and its value (null when the visitor left it empty). */
interface SubmissionField<T> {
  label: MessageKey;
  value(item: T): string | null;
  /** The table column showing it (the long text has none). */
  column?: SubmissionColumn;
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
  /** The table's columns shown until the person picks their own. */
  defaultColumns: readonly SubmissionColumn[];
  /** The long text (message or cover letter), shown with its line breaks. */
  text: SubmissionField<T>;
  /** The résumé of an item, for applications. */
  /**
   * An application's résumé (none once anonymised); `previewable`: a PDF, which the
   * admin can show.
   */
  resume?(item: T):
    | {
        filename: string;
        size: number;
        previewable: boolean;
        /** Its structure shows scripts, macros or embedded objects. */
        activeContent?: boolean;
      }
    | undefined;
  /** A reply link's subject, for contact messages. */
  replySubject?(item: T): string;
  /**
   * Marks shown beside the status (An applicant's "keep my résumé for future openings",
   * an application anonymised by retention), each with its test id.
   */
  flags?(item: T): { label: MessageKey; testId: string }[];
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
  fields: [{ label: 'admin.field.position', value: (a) => a.position, column: 'position' }],
  defaultColumns: ['name', 'email', 'position', 'status', 'assignee', 'createdAt'],
  text: { label: 'admin.field.coverLetter', value: (a) => a.message },
  // An anonymised application has no résumé left.
  resume: (a) =>
    a.anonymisedAt
      ? undefined
      : {
          filename: a.resumeFilename,
          size: a.resumeSize,
          previewable: a.resumeMimeType === PDF_MIME_TYPE,
          activeContent: a.resumeActiveContent ?? false,
        },
  flags: (a) => [
    ...(a.keepResume
      ? [{ label: 'admin.applications.keepResume' as const, testId: 'keep-resume-flag' }]
      : []),
    ...(a.anonymisedAt
      ? [{ label: 'admin.applications.anonymised' as const, testId: 'anonymised-flag' }]
      : []),
  ],
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
  fields: [{ label: 'admin.field.subject', value: (m) => m.subject, column: 'subject' }],
  defaultColumns: ['name', 'email', 'subject', 'status', 'assignee', 'createdAt'],
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
    { label: 'admin.field.organization', value: (r) => r.organization, column: 'organization' },
    { label: 'admin.field.position', value: (r) => r.position, column: 'position' },
    {
      label: 'admin.field.investmentAmount',
      value: (r) => r.investmentAmount,
      column: 'investmentAmount',
    },
  ],
  defaultColumns: ['name', 'email', 'organization', 'status', 'assignee', 'createdAt'],
  text: { label: 'admin.field.message', value: (r) => r.message },
};

/** A table column of a kind: its label and, for the kind's own fields, how its value is read. */
export interface ColumnChoice<T> {
  id: SubmissionColumn;
  label: MessageKey;
  /** The server's order for it, when the list can be sorted by it. */
  sortable: boolean;
  value?(item: T): string | null;
}

/** The columns a kind's table offers, in their order: identity, its fields, status, assignee, date. */
export function columnChoices<T extends BaseSubmission>(
  config: SubmissionKindConfig<T>,
): ColumnChoice<T>[] {
  return [
    { id: 'name', label: 'admin.field.name', sortable: true },
    { id: 'email', label: 'admin.field.email', sortable: true },
    { id: 'phone', label: 'admin.field.phone', sortable: false, value: (item) => item.phone },
    ...config.fields.flatMap((field) =>
      field.column
        ? [{ id: field.column, label: field.label, sortable: false, value: field.value }]
        : [],
    ),
    { id: 'status', label: 'admin.filters.status', sortable: true },
    {
      id: 'assignee',
      label: 'admin.work.assignee',
      sortable: false,
      value: (item) => item.assignee?.name ?? null,
    },
    { id: 'createdAt', label: 'admin.columns.date', sortable: true },
  ];
}
