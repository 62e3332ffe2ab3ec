/**
 * The admin's live feed: what `GET /api/admin/events` (Server-Sent Events) tells the
 * signed-in staff, each event with the kind and id it is about. A person gets the events of the
 * areas they may use (@vb/shared/roles); the admin refreshes its badges and lists from them.
 */
import { z } from 'zod';
import type { Area } from './roles';
import { SUBMISSION_KINDS } from './status';

/** An event's data: a submission's kind and id, or an article's or listing's id. */
export const adminEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['submission.created', 'submission.updated', 'submission.deleted']),
    kind: z.enum(SUBMISSION_KINDS),
    id: z.number().int(),
  }),
  z.object({ type: z.enum(['article.changed', 'listing.changed']), id: z.number().int() }),
]);
export type AdminEvent = z.infer<typeof adminEventSchema>;

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
