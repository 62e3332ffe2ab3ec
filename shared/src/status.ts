/**
 * Status sets and the admin menu transitions of SPEC section 4, defined once for the API
 * (which accepts only these statuses) and the dashboards (which build their menus from them).
 */

export const APPLICATION_STATUSES = [
  'new',
  'reviewed',
  'contacted',
  'interviewed',
  'hired',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The status that closes an application with a no: retention anonymises a rejected
 * application once its grace (REJECTED_RETENTION_DAYS since its last status change) is over.
 */
export const REJECTED_APPLICATION_STATUS = 'rejected' as const satisfies ApplicationStatus;

export const CONTACT_STATUSES = ['new', 'read', 'replied'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const INVESTOR_STATUSES = ['new', 'contacted', 'in_discussion', 'closed'] as const;
export type InvestorStatus = (typeof INVESTOR_STATUSES)[number];

/** The first status of every submission. */
export const INITIAL_STATUS = 'new' as const;

/** One entry of a status menu: the status it sets and the catalog key of its label. */
export interface StatusAction<S extends string> {
  status: S;
  labelKey: string;
}

/** Job applications: any status may be set from any other ('Change Status' menu). */
export function applicationStatusActions(current: string): StatusAction<ApplicationStatus>[] {
  return APPLICATION_STATUSES.filter((s) => s !== current).map((status) => ({
    status,
    labelKey: `status.application.${status}`,
  }));
}

/** Contact messages: Mark as Read while new, otherwise Mark as Unread; Mark as Replied always. */
export function contactStatusActions(current: string): StatusAction<ContactStatus>[] {
  const first: StatusAction<ContactStatus> =
    current === 'new'
      ? { status: 'read', labelKey: 'admin.contact.markAsRead' }
      : { status: 'new', labelKey: 'admin.contact.markAsUnread' };
  return [first, { status: 'replied', labelKey: 'admin.contact.markAsReplied' }];
}

/** Investor requests: the next step (new→contacted→in_discussion, anything else resets to new); Close Request always. */
export function investorStatusActions(current: string): StatusAction<InvestorStatus>[] {
  const next: StatusAction<InvestorStatus> =
    current === 'new'
      ? { status: 'contacted', labelKey: 'admin.investor.markAsContacted' }
      : current === 'contacted'
        ? { status: 'in_discussion', labelKey: 'admin.investor.markAsInDiscussion' }
        : { status: 'new', labelKey: 'admin.investor.resetToNew' };
  return [next, { status: 'closed', labelKey: 'admin.investor.closeRequest' }];
}

/** The menu of a kind's item in `current` status (the moves a person is offered). */
export function statusActions(kind: SubmissionKind, current: string): StatusAction<string>[] {
  if (kind === 'applications') return applicationStatusActions(current);
  if (kind === 'contact-messages') return contactStatusActions(current);
  return investorStatusActions(current);
}

/** Whether the menu of an item in status `from` offers `to` (a board's move). */
export function mayMoveStatus(kind: SubmissionKind, from: string, to: string): boolean {
  return statusActions(kind, from).some((action) => action.status === to);
}

/** Whether a status belongs to a set; an unknown one is shown as is with an outline badge. */
export function isKnownStatus(set: readonly string[], status: string): boolean {
  return set.includes(status);
}

/** The kinds of public submission, as the admin API names them in its paths. */
export const SUBMISSION_KINDS = ['applications', 'contact-messages', 'investor-requests'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** The keys of a kind's list answer and of its one-item answer (SPEC section 7). */
export const SUBMISSION_RESPONSE_KEYS = {
  applications: { list: 'applications', item: 'application' },
  'contact-messages': { list: 'messages', item: 'message' },
  'investor-requests': { list: 'requests', item: 'request' },
} as const satisfies Record<SubmissionKind, { list: string; item: string }>;
