import { z } from 'zod';
import { DEFAULT_LANGUAGE, MESSAGE_MIN_CHARS, RESUME } from '../constants';
import { LANGUAGES } from '../options';
import {
  APPLICATION_STATUSES,
  CONTACT_STATUSES,
  INVESTOR_STATUSES,
  SUBMISSION_RESPONSE_KEYS,
  type SubmissionKind,
} from '../status';
import {
  LIMITS,
  UNSUPPORTED_CHARACTERS_MESSAGE,
  emailSchema,
  honeypotSchema,
  isStorableText,
  isoDate,
  optionalPhoneSchema,
  optionalText,
  phoneSchema,
  requiredText,
  pageLimit,
  pageOf,
  pageOffset,
} from './common';

const messageText = z
  .string()
  .trim()
  .min(MESSAGE_MIN_CHARS, `Message must be at least ${MESSAGE_MIN_CHARS} characters long`)
  .max(LIMITS.message, `At most ${LIMITS.message} characters`)
  .refine(isStorableText, UNSUPPORTED_CHARACTERS_MESSAGE);

/** POST /api/contact */
export const contactPayloadSchema = z.strictObject({
  name: requiredText(LIMITS.name),
  email: emailSchema,
  subject: requiredText(LIMITS.subject),
  message: messageText,
  phone: optionalPhoneSchema,
  /** The honeypot (see honeypotSchema): people leave it empty. */
  website: honeypotSchema,
});
export type ContactPayload = z.input<typeof contactPayloadSchema>;

/** POST /api/investor */
export const investorPayloadSchema = z.strictObject({
  name: requiredText(LIMITS.name),
  email: emailSchema,
  organization: requiredText(LIMITS.organization),
  message: messageText,
  position: optionalText(LIMITS.position),
  phone: optionalPhoneSchema,
  investmentAmount: optionalText(LIMITS.investmentAmount),
  website: honeypotSchema,
});
export type InvestorPayload = z.input<typeof investorPayloadSchema>;

/** Base64 of at most RESUME.maxBytes decoded bytes (4 characters per 3 bytes, plus padding). */
const MAX_RESUME_BASE64 = Math.ceil(RESUME.maxBytes / 3) * 4;

/** A file name with an accepted résumé extension. */
const resumeFilenameSchema = z
  .string()
  .trim()
  .min(1, 'Please upload your resume')
  .max(LIMITS.filename, `At most ${LIMITS.filename} characters`)
  .refine(
    (name) => RESUME.extensions.some((ext) => name.toLowerCase().endsWith(ext)),
    'Only .pdf, .doc and .docx files are accepted',
  );

/** POST /api/careers/apply */
export const applicationPayloadSchema = z.strictObject({
  name: requiredText(LIMITS.name),
  email: emailSchema,
  phone: phoneSchema,
  position: requiredText(LIMITS.position),
  message: optionalText(LIMITS.message),
  resumeFilename: resumeFilenameSchema,
  /** Base64 of the file (a `data:` URL prefix is accepted and stripped). */
  resumeData: z
    .string()
    .min(1, 'Please upload your resume')
    .max(MAX_RESUME_BASE64 + 200, 'File is too large. Maximum size is 10MB.'),
  /** The listing applied for, when the visitor chose one. */
  jobListingId: z.number().int().positive().nullish(),
  /** Keep the résumé for future openings: kept past APPLICATION_RETENTION_DAYS. */
  keepResume: z.boolean().optional(),
  website: honeypotSchema,
});
export type ApplicationPayload = z.input<typeof applicationPayloadSchema>;

/** What every public submission answers on success. */
export const submissionResponseSchema = z.object({ success: z.literal(true), id: z.number() });
export type SubmissionResponse = z.infer<typeof submissionResponseSchema>;

/**
 * Who works on an item: a member of staff, or null. An answer of a server before the
 * assignee and the archive reads as unassigned and not archived.
 */
export const submissionAssigneeSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
});
export type SubmissionAssignee = z.infer<typeof submissionAssigneeSchema>;
const workFields = {
  assignee: submissionAssigneeSchema.nullable().optional(),
  archivedAt: isoDate.nullable().optional(),
  /**
   * In a list: how many other submissions of the same person (the same e-mail key,
   * shared/emailKey), of the kinds the reader's roles reach, there are. Absent elsewhere.
   */
  duplicates: z.number().int().nonnegative().optional(),
  /** In a list and an item's own read: the sender's answers to staff replies no one has read. */
  newAnswers: z.number().int().nonnegative().optional(),
  /**
   * In an item's own read: the language of the site it was sent from, which replies use unless
   * staff choose another (null for items from before it was kept).
   */
  language: z.enum(LANGUAGES).nullable().optional(),
};

export const jobApplicationSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  position: z.string(),
  message: z.string().nullable(),
  resumeFilename: z.string(),
  resumeSize: z.number(),
  resumeMimeType: z.string(),
  /**
   * The résumé's structure shows active content (scripts, macros, embedded objects):
   * the admin warns before it is opened. A cheap check, not a virus scan.
   */
  resumeActiveContent: z.boolean().optional(),
  jobListingId: z.number().nullable(),
  status: z.string(),
  createdAt: isoDate,
  ...workFields,
  /** Whether the applicant asked to keep their résumé for future openings. */
  keepResume: z.boolean().optional(),
  /** When retention anonymised it (name, e-mail, phone, message and résumé removed), or null. */
  anonymisedAt: isoDate.nullable().optional(),
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;

export const contactMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.string(),
  createdAt: isoDate,
  ...workFields,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const investorRequestSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  organization: z.string(),
  position: z.string().nullable(),
  phone: z.string().nullable(),
  investmentAmount: z.string().nullable(),
  message: z.string(),
  status: z.string(),
  createdAt: isoDate,
  ...workFields,
});
export type InvestorRequest = z.infer<typeof investorRequestSchema>;

/** GET /api/admin/<kind>: one page of a kind's items, under the kind's list key. */
export const submissionPageSchemas = {
  applications: pageOf(SUBMISSION_RESPONSE_KEYS.applications.list, jobApplicationSchema),
  'contact-messages': pageOf(
    SUBMISSION_RESPONSE_KEYS['contact-messages'].list,
    contactMessageSchema,
  ),
  'investor-requests': pageOf(
    SUBMISSION_RESPONSE_KEYS['investor-requests'].list,
    investorRequestSchema,
  ),
} satisfies Record<SubmissionKind, z.ZodType>;

/**
 * PUT /api/admin/<kind>/:id/status bodies: only the statuses of the kind's set. `from` (for
 * the job board's moves) is the status the client saw: the change is made only if the item still
 * has it and the kind's menu offers the move from it (shared/src/status.ts), else it is refused.
 */
function statusBodySchema<S extends readonly [string, ...string[]]>(statuses: S) {
  const status = z.enum(statuses, { error: `status must be one of ${statuses.join(', ')}` });
  return z.strictObject({ status, from: z.string().max(40, 'from is too long').optional() });
}
export const applicationStatusBodySchema = statusBodySchema(APPLICATION_STATUSES);
export const contactStatusBodySchema = statusBodySchema(CONTACT_STATUSES);
export const investorStatusBodySchema = statusBodySchema(INVESTOR_STATUSES);

/**
 * GET /api/admin/applications/:id/resume: `preview=1` asks for the bytes to be shown in the admin
 * (a PDF only; audited as `resume_viewed`), else they are downloaded (`resume_downloaded`).
 */
export const resumeQuerySchema = z.strictObject({
  preview: z.literal('1', "preview must be '1'").optional(),
});
export type ResumeQuery = z.infer<typeof resumeQuerySchema>;

/** The most items one bulk action or one export of a selection may name. */
export const BULK_MAX_IDS = 500;

/** A selection of items by id: 1 to BULK_MAX_IDS positive whole numbers, none repeated. */
export const bulkIdsSchema = z
  .array(
    z
      .number('each id must be a whole number')
      .int('each id must be a whole number')
      .positive('each id must be a positive whole number'),
    'ids must be a list of item ids',
  )
  .min(1, 'ids must name at least one item')
  .max(BULK_MAX_IDS, `ids may name at most ${BULK_MAX_IDS} items`)
  .refine((ids) => new Set(ids).size === ids.length, 'ids must not repeat an id');

/** Whom an item is given to: a person's id, or null for nobody. */
const assigneeIdSchema = z
  .number("userId must be a person's id or null")
  .int("userId must be a person's id or null")
  .positive("userId must be a person's id or null")
  .nullable();

/** PUT /api/admin/<kind>/:id/assignee: give the item to a person, or to nobody. */
export const submissionAssigneeBodySchema = z.strictObject({ userId: assigneeIdSchema });
export type SubmissionAssigneeBody = z.infer<typeof submissionAssigneeBodySchema>;

/** PUT /api/admin/<kind>/:id/archived: archive the item, or bring it back. */
export const submissionArchivedBodySchema = z.strictObject({
  archived: z.boolean('archived must be true or false'),
});

/** GET /api/admin/<kind>/assignees: the people who may be given the kind's items. */
export const submissionAssigneesResponseSchema = z.object({
  assignees: z.array(submissionAssigneeSchema),
});

/**
 * POST /api/admin/<kind>/bulk bodies: set one status (of the kind's set) on every
 * selected item, or delete them all.
 */
function bulkBodySchema<S extends readonly [string, ...string[]]>(statuses: S) {
  return z.discriminatedUnion(
    'action',
    [
      z.strictObject({
        action: z.literal('status'),
        ids: bulkIdsSchema,
        status: z.enum(statuses, { error: `status must be one of ${statuses.join(', ')}` }),
      }),
      z.strictObject({ action: z.literal('delete'), ids: bulkIdsSchema }),
      z.strictObject({ action: z.literal('archive'), ids: bulkIdsSchema }),
      z.strictObject({ action: z.literal('unarchive'), ids: bulkIdsSchema }),
      z.strictObject({ action: z.literal('assign'), ids: bulkIdsSchema, userId: assigneeIdSchema }),
    ],
    { error: "action must be 'status', 'delete', 'archive', 'unarchive' or 'assign'" },
  );
}
export const applicationBulkBodySchema = bulkBodySchema(APPLICATION_STATUSES);
export const contactBulkBodySchema = bulkBodySchema(CONTACT_STATUSES);
export const investorBulkBodySchema = bulkBodySchema(INVESTOR_STATUSES);
/** What a client sends to POST /api/admin/<kind>/bulk (the status checked per kind). */
export type SubmissionBulkBody =
  | { action: 'status'; ids: number[]; status: string }
  | { action: 'delete'; ids: number[] }
  | SubmissionWorkBulkBody;
/** The bulk actions of archive, bring back, give to a person (or to nobody). */
export type SubmissionWorkBulkBody =
  | { action: 'archive' | 'unarchive'; ids: number[] }
  | { action: 'assign'; ids: number[]; userId: number | null };

/**
 * What a bulk action answers: how many items it changed or deleted, their ids (those that
 * existed), and the ids that named no item (already deleted, by someone else perhaps).
 */
export const submissionBulkResultSchema = z.union([
  z.object({ updated: z.number(), ids: z.array(z.number()), missing: z.array(z.number()) }),
  z.object({ deleted: z.number(), ids: z.array(z.number()), missing: z.array(z.number()) }),
]);
export type SubmissionBulkResult = z.infer<typeof submissionBulkResultSchema>;

/** The orders a submissions list can be read in: a field, descending with a leading `-`. */
export const SUBMISSION_SORTS = [
  '-createdAt',
  'createdAt',
  'name',
  '-name',
  'email',
  '-email',
  'status',
  '-status',
] as const;
export type SubmissionSort = (typeof SUBMISSION_SORTS)[number];

/** The most items one request for an admin list may ask for. */
export const SUBMISSION_PAGE = { max: 200 } as const;

const calendarDay = (name: string) => z.iso.date(`${name} must be a date (YYYY-MM-DD)`).optional();

/**
 * GET /api/admin/<kind>?limit&offset&q&status&from&to&sort. Without `limit` the whole
 * list is answered (as the spec's first admin did); `from` and `to` are calendar days in the
 * company's time zone (SITE_TIME_ZONE), both included.
 */
export const submissionListQuerySchema = z.strictObject({
  limit: pageLimit(SUBMISSION_PAGE.max).optional(),
  offset: pageOffset,
  q: z.string().default(''),
  status: z.string().max(40, 'status is too long').optional(),
  from: calendarDay('from'),
  to: calendarDay('to'),
  sort: z
    .enum(SUBMISSION_SORTS, { error: `sort must be one of ${SUBMISSION_SORTS.join(', ')}` })
    .default('-createdAt'),
  /** The items of the one asking (`me`), of nobody (`none`), or of a person (an id). */
  assignee: z
    .string()
    .regex(/^(me|none|[1-9]\d{0,14})$/, "assignee must be 'me', 'none' or a person's id")
    .optional(),
  /** `0` (the default) only the items not archived, `1` only the archived ones. */
  archived: z.enum(['0', '1'], { error: "archived must be '0' or '1'" }).default('0'),
  /** (Applications only): the applicants of one job listing (the job board). */
  jobId: z.coerce
    .number('jobId must be a job listing id')
    .int('jobId must be a job listing id')
    .positive('jobId must be a job listing id')
    .max(Number.MAX_SAFE_INTEGER, 'jobId must be a job listing id')
    .optional(),
});
export type SubmissionListQuery = z.infer<typeof submissionListQuerySchema>;

/**
 * GET /api/admin/<kind>/export.csv: the list's filters and order (every matching item, so no
 * limit or offset), optionally a selection of ids, and the language of the headers and status
 * labels.
 */
export const submissionExportQuerySchema = submissionListQuerySchema
  .omit({ limit: true, offset: true })
  .extend({
    lang: z
      .enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(', ')}` })
      .default(DEFAULT_LANGUAGE),
    /**
     * A selection: `ids=1,2,3`, at most BULK_MAX_IDS, none repeated. It narrows the
     * export like the other filters do (an item must be selected and match them); the admin sends
     * the selection alone.
     */
    ids: z
      .string()
      .regex(/^\d{1,15}(,\d{1,15})*$/, 'ids must be item ids separated by commas (ids=1,2,3)')
      .transform((text) => text.split(',').map(Number))
      .pipe(bulkIdsSchema)
      .optional(),
  });
export type SubmissionExportQuery = z.infer<typeof submissionExportQuerySchema>;

/** A submission kind's counts: all its items, and those still new (unread). */
export const submissionCountsSchema = z.object({ total: z.number(), new: z.number() });

/**
 * GET /api/admin/summary: the counts behind the dashboard's tab badges, of the areas the person
 * may use (the others are left out).
 */
export const adminSummarySchema = z.object({
  applications: submissionCountsSchema.optional(),
  'contact-messages': submissionCountsSchema.optional(),
  'investor-requests': submissionCountsSchema.optional(),
  listings: z.object({ total: z.number() }).optional(),
  news: z.object({ total: z.number() }).optional(),
  people: z.object({ total: z.number() }).optional(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;
