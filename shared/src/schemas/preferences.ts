import { z } from 'zod';
import { LANGUAGES } from '../options';
import { SUBMISSION_KINDS } from '../status';
import { SUBMISSION_SORTS } from './submissions';
import { isStorableText } from './common';

/**
 * A person's admin preferences, kept on the server so they follow the person across
 * browsers and the desktop console: how each submissions list is shown, and their saved views.
 * GET/PUT /api/admin/account/preferences (the whole document; one's own only).
 */

/** How a submissions list is shown: a card per item, or a dense table. */
export const SUBMISSION_LAYOUTS = ['cards', 'table'] as const;
export type SubmissionLayout = (typeof SUBMISSION_LAYOUTS)[number];

/** The page sizes a submissions list offers; the first is the default. */
export const SUBMISSION_PAGE_SIZES = [20, 50, 100] as const;
export type SubmissionPageSize = (typeof SUBMISSION_PAGE_SIZES)[number];

/** The table's columns (each kind offers those of its fields, see the admin's kindConfigs). */
export const SUBMISSION_COLUMNS = [
  'name',
  'email',
  'phone',
  'position',
  'subject',
  'organization',
  'investmentAmount',
  'status',
  'createdAt',
  'assignee',
] as const;
export type SubmissionColumn = (typeof SUBMISSION_COLUMNS)[number];

/** How many views a person may save, and how long a view's name may be. */
export const SAVED_VIEWS = { max: 20, nameMax: 60, queryMax: 200 } as const;

const calendarDay = z.iso.date('Dates must be YYYY-MM-DD').nullable();

/** How one kind's list is shown. */
export const submissionListPreferencesSchema = z.strictObject({
  layout: z
    .enum(SUBMISSION_LAYOUTS, { error: `layout must be one of ${SUBMISSION_LAYOUTS.join(', ')}` })
    .optional(),
  columns: z
    .array(
      z.enum(SUBMISSION_COLUMNS, {
        error: `columns must be among ${SUBMISSION_COLUMNS.join(', ')}`,
      }),
    )
    .max(SUBMISSION_COLUMNS.length, 'Too many columns')
    .refine((c) => new Set(c).size === c.length, 'A column is listed twice')
    .optional(),
  pageSize: z
    .literal(SUBMISSION_PAGE_SIZES, {
      error: `pageSize must be one of ${SUBMISSION_PAGE_SIZES.join(', ')}`,
    })
    .optional(),
});
export type SubmissionListPreferences = z.infer<typeof submissionListPreferencesSchema>;

/** A named set of filters and an order of one submissions list. */
export const savedViewSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'A saved view needs a name')
    .max(SAVED_VIEWS.nameMax, `A view's name is at most ${SAVED_VIEWS.nameMax} characters`)
    .refine(isStorableText, 'The name contains characters that cannot be stored'),
  kind: z.enum(SUBMISSION_KINDS, { error: `kind must be one of ${SUBMISSION_KINDS.join(', ')}` }),
  q: z
    .string()
    .max(SAVED_VIEWS.queryMax, `A saved search is at most ${SAVED_VIEWS.queryMax} characters`)
    .refine(isStorableText, 'The search contains characters that cannot be stored'),
  status: z.string().max(40, 'status is too long').nullable(),
  from: calendarDay,
  to: calendarDay,
  sort: z.enum(SUBMISSION_SORTS, { error: `sort must be one of ${SUBMISSION_SORTS.join(', ')}` }),
  /** Whose items ('me', 'none'; none saved: everyone's) and the archived ones or not. */
  assignee: z.enum(['me', 'none'], { error: "assignee must be 'me' or 'none'" }).optional(),
  archived: z.boolean('archived must be true or false').optional(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

/** The whole document: PUT replaces it, GET answers it (empty until the person saves anything). */
export const preferencesSchema = z.strictObject({
  /**
   * The language the person last used the admin in: the e-mails sent to them (an item
   * given to them) are written in it; Arabic until they saved one.
   */
  language: z
    .enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` })
    .optional(),
  submissions: z
    .strictObject({
      applications: submissionListPreferencesSchema.optional(),
      'contact-messages': submissionListPreferencesSchema.optional(),
      'investor-requests': submissionListPreferencesSchema.optional(),
    })
    .optional(),
  savedViews: z
    .array(savedViewSchema)
    .max(SAVED_VIEWS.max, `At most ${SAVED_VIEWS.max} saved views`)
    .refine(
      (views) => new Set(views.map((v) => `${v.kind}\n${v.name}`)).size === views.length,
      'Two saved views of a list have the same name',
    )
    .optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const preferencesResponseSchema = z.object({ preferences: preferencesSchema });
