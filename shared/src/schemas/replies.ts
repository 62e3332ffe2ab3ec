/**
 * Answering a submission from the admin: the reply staff write (e-mailed to the person who sent
 * the item, through the outbox), and the item's thread as GET /api/admin/<kind>/:id shows it,
 * the person's answers (taken by the server's SMTP listener) among them.
 */
import { z } from 'zod';
import { REPLY_MAX } from '../constants';
import { LANGUAGES } from '../options';
import { isStorableText, UNSUPPORTED_CHARACTERS_MESSAGE } from './common';
import { bulkIdsSchema } from './submissions';

/**
 * POST /api/admin/<kind>/:id/replies: the text (kept as written, trimmed) and, when staff choose
 * it, the language of the e-mail's own words (else the language the person used on the form).
 */
export const replyBodySchema = z.strictObject({
  body: z
    .string('Write the reply')
    .trim()
    .min(1, 'Write the reply')
    .max(REPLY_MAX, `At most ${REPLY_MAX} characters`)
    .refine(isStorableText, UNSUPPORTED_CHARACTERS_MESSAGE),
  language: z.enum(LANGUAGES).optional(),
});
export type ReplyBody = z.infer<typeof replyBodySchema>;

/** Which way a message went: 'out' (staff to the person) or 'in' (the person's answer). */
export const THREAD_DIRECTIONS = ['out', 'in'] as const;

/**
 * Where an outgoing message's e-mail stands in the outbox: queued (not sent yet, retries
 * included), sent, failed (given up); null once the outbox has pruned it (long sent).
 */
export const THREAD_MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type ThreadMailStatus = (typeof THREAD_MAIL_STATUSES)[number];

/**
 * Why an answer's attachment was not kept: not a PDF or Word document (or not what its name
 * says), over the résumé's size limit, empty, or refused by the virus scanner.
 */
export const ANSWER_FILE_REFUSALS = ['type', 'size', 'empty', 'virus'] as const;
export type AnswerFileRefusal = (typeof ANSWER_FILE_REFUSALS)[number];

/**
 * An attachment of an answer: a kept one downloads from GET /api/admin/<kind>/:id/files/:fileId;
 * a refused one is named only, with why.
 */
export const answerFileSchema = z.object({
  id: z.number(),
  filename: z.string(),
  size: z.number(),
  refused: z.enum(ANSWER_FILE_REFUSALS).nullable(),
});
export type AnswerFile = z.infer<typeof answerFileSchema>;

/** One message of an item's thread. */
export const threadMessageSchema = z.object({
  id: z.number(),
  direction: z.enum(THREAD_DIRECTIONS),
  /** Who wrote it (a staff account; null once the account is removed, and on answers). */
  author: z.object({ id: z.number(), name: z.string().nullable() }).nullable(),
  /** An answer's sender as their e-mail names them (null on staff's replies). */
  sender: z.object({ name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  /** An answer no one of staff has read yet (the item's panel marks them read once shown). */
  unread: z.boolean(),
  language: z.enum(LANGUAGES),
  body: z.string(),
  createdAt: z.string(),
  mailStatus: z.enum(THREAD_MAIL_STATUSES).nullable(),
  /** An answer's attachments, in the order they came (none on staff's replies). */
  files: z.array(answerFileSchema),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** The answer of POST …/replies: the message as the thread now shows it. */
export const replyResponseSchema = z.object({ reply: threadMessageSchema });

/**
 * POST /api/admin/<kind>/replies: one template (of the kind) sent to each selected item, in the
 * language its person used on the form, filled in with their name (and position).
 */
export const replyBulkBodySchema = z.strictObject({
  ids: bulkIdsSchema,
  templateId: z.number('Choose a template').int('Choose a template').positive('Choose a template'),
});
export type ReplyBulkBody = z.infer<typeof replyBulkBodySchema>;

/**
 * Its answer: how many were sent and to which items; the ids that named no item (deleted
 * meanwhile), and those with no address to write to (anonymised applications), left out.
 */
export const replyBulkResultSchema = z.object({
  sent: z.number(),
  ids: z.array(z.number()),
  missing: z.array(z.number()),
  skipped: z.array(z.number()),
});
export type ReplyBulkResult = z.infer<typeof replyBulkResultSchema>;
