/**
 * Working an item: staff's internal notes on a submission and the item's history, as
 * GET /api/admin/<kind>/:id answers them with the item, and the body of a note written or edited.
 */
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../audit';
import { NOTE_MAX } from '../constants';
import { SUBMISSION_KINDS } from '../status';
import { isStorableText, UNSUPPORTED_CHARACTERS_MESSAGE } from './common';
import { threadMessageSchema } from './replies';

/** POST /api/admin/<kind>/:id/notes and PUT …/notes/:noteId: the note's text (kept as written). */
export const noteBodySchema = z.strictObject({
  body: z
    .string('Write the note')
    .trim()
    .min(1, 'Write the note')
    .max(NOTE_MAX, `At most ${NOTE_MAX} characters`)
    .refine(isStorableText, UNSUPPORTED_CHARACTERS_MESSAGE),
});
export type NoteBody = z.infer<typeof noteBodySchema>;

/** Who wrote a note or acted: their account (null once removed) and the name and e-mail then. */
export const staffRefSchema = z.object({
  id: z.number().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type StaffRef = z.infer<typeof staffRefSchema>;

export const submissionNoteSchema = z.object({
  id: z.number(),
  body: z.string(),
  author: staffRefSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Until when the one reading may still edit it (ISO): set only for its author, the end of the
   * edit window (past once it is over); null for everyone else.
   */
  editableUntil: z.string().nullable(),
});
export type SubmissionNote = z.infer<typeof submissionNoteSchema>;

/** What a history entry can say: the item arrived, or an audit action on it. */
export const HISTORY_TYPES = ['received', ...AUDIT_ACTIONS] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

export const historyEntrySchema = z.object({
  /** 'received', or `audit-<id>`. */
  id: z.string(),
  type: z.enum(HISTORY_TYPES),
  at: z.string(),
  /** Who acted (null for what the person did: sent the item, answered a reply). */
  actor: staffRefSchema.nullable(),
  /** status_changed: the new status; else null. */
  status: z.string().nullable(),
  /** The audit event's detail (never a note's text), or null. */
  detail: z.string().nullable(),
  /** assigned: who the item was given to (their current name), or null for nobody. */
  assignee: staffRefSchema.nullable().optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/**
 * One of the same person's other submissions (the same e-mail key, shared/emailKey), as
 * an item's page links to it: its kind and id (adminItemPath), when it came, its status, and what
 * names it (an application's position, a message's subject, an investor's organization).
 */
export const relatedItemSchema = z.object({
  kind: z.enum(SUBMISSION_KINDS),
  id: z.number(),
  createdAt: z.string(),
  status: z.string(),
  title: z.string().nullable(),
});
export type RelatedItem = z.infer<typeof relatedItemSchema>;

/**
 * GET /api/admin/<kind>/:id: the item as the list shows it, its notes oldest first, its thread
 * oldest first, and its history oldest first (received first; at most ITEM_HISTORY_MAX of the
 * newest audit events, `historyTruncated` when there were more).
 */
export const submissionDetailSchema = <I extends z.ZodType>(item: I) =>
  z.object({
    item,
    notes: z.array(submissionNoteSchema),
    history: z.array(historyEntrySchema),
    historyTruncated: z.boolean(),
    /**
     * The person's other submissions of the kinds the reader reaches, newest first (at
     * most RELATED_ITEMS_MAX); an older server's answer reads as none.
     */
    related: z.array(relatedItemSchema).default([]),
    /** The replies e-mailed to the person, oldest first; an older server's answer reads as none. */
    thread: z.array(threadMessageSchema).default([]),
  });

export const submissionNoteResponseSchema = z.object({ note: submissionNoteSchema });
