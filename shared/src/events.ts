/**
 * The admin's live feed (issue 14): what `GET /api/admin/events` (Server-Sent Events) tells the
 * signed-in staff, each event with the kind and id it is about. A person gets the events of the
 * areas they may use (@vb/shared/roles); the admin refreshes its badges and lists from them.
 */
import type { Area } from './roles';
import { SUBMISSION_KINDS, type SubmissionKind } from './status';

export const ADMIN_EVENT_TYPES = [
  'submission.created',
  'submission.updated',
  'submission.deleted',
  'article.changed',
  'listing.changed',
] as const;
export type AdminEventType = (typeof ADMIN_EVENT_TYPES)[number];

/** An event's data: a submission's kind and id, or an article's or listing's id. */
export type AdminEvent =
  | {
      type: 'submission.created' | 'submission.updated' | 'submission.deleted';
      kind: SubmissionKind;
      id: number;
    }
  | { type: 'article.changed' | 'listing.changed'; id: number };

/**
 * Sent instead of the events missed when a reconnecting client's `Last-Event-ID` is too far behind
 * (or unknown): the client reads its lists and badges afresh.
 */
export const ADMIN_EVENTS_RESET = 'reset';

/** The area an event belongs to: only people who may use it receive it. */
export function adminEventArea(event: AdminEvent): Area {
  if ('kind' in event) return event.kind;
  return event.type === 'article.changed' ? 'news' : 'listings';
}

/** Whether a value is a submission kind (event data is checked before it is used). */
export const isSubmissionKind = (value: unknown): value is SubmissionKind =>
  (SUBMISSION_KINDS as readonly unknown[]).includes(value);
