import { z } from 'zod';
import { CONTENT_PAGE } from '../constants';
import { SEARCH_MAX_LENGTH } from '../search';

/** Length limits of stored text, shared by the API's validation and the forms' hints. */
export const LIMITS = {
  name: 120,
  email: 254,
  phone: 32,
  subject: 200,
  message: 5000,
  organization: 200,
  position: 200,
  investmentAmount: 100,
  filename: 200,
  title: 200,
  slug: 120,
  excerpt: 500,
  articleContent: 50_000,
  listingText: 10_000,
  locationAr: 200,
  translateText: 20_000,
  password: 1024,
  /** Shortest admin password (ADMIN_PASSWORD at start-up and a password change). */
  passwordMin: 12,
  honeypot: 200,
} as const;

/**
 * Text that can be stored and read back byte for byte on SQLite and PostgreSQL alike: no NUL
 * (PostgreSQL refuses it in text) and no lone UTF-16 surrogate (not encodable as UTF-8).
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE_TEXT = /[\u0000\uD800-\uDFFF]/u;
export const UNSUPPORTED_CHARACTERS_MESSAGE = 'Remove the unsupported characters from this text';
export const isStorableText = (value: string) => !UNSTORABLE_TEXT.test(value);

/** A required single-line text: trimmed, not empty, bounded. */
export const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'This field is required')
    .max(max, `At most ${max} characters`)
    .refine(isStorableText, UNSUPPORTED_CHARACTERS_MESSAGE);

/** An optional text: trimmed and bounded; empty or missing becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine(isStorableText, UNSUPPORTED_CHARACTERS_MESSAGE)
    .nullish()
    .transform((v) => (v ? v : null));

/** An e-mail address; an empty one is reported as missing, not as malformed. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, 'This field is required')
  .max(LIMITS.email, `At most ${LIMITS.email} characters`)
  .pipe(z.email('Enter a valid e-mail address'));

/** Phone numbers: digits with the usual separators and an optional leading plus; 6 to 20 digits. */
export const phoneSchema = z
  .string()
  .trim()
  .max(LIMITS.phone, `At most ${LIMITS.phone} characters`)
  .regex(/^\+?[0-9\u0660-\u0669\s().-]+$/, 'Enter a valid phone number')
  .refine((v) => {
    const digits = v.replace(/[^0-9\u0660-\u0669]/g, '').length;
    return digits >= 6 && digits <= 20;
  }, 'Enter a valid phone number');

export const optionalPhoneSchema = z
  .union([z.literal(''), phoneSchema])
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * The honeypot of the public forms (HONEYPOT_FIELD in constants): a field people never see
 * (rendered off-screen), so only a robot fills it in. The API answers a filled one like a success
 * and stores nothing.
 */
export const honeypotSchema = z.string().max(LIMITS.honeypot).nullish();

/** Whether a (parsed) public submission has its honeypot filled in. */
export const honeypotFilled = (input: { website?: string | null }) => !!input.website?.trim();

/** A positive integer id in a URL path. */
export const idParamSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Timestamps travel as ISO 8601 strings. */
export const isoDate = z.string();

/** Who saved an item last (an edit conflict's answer): null when unknown or since removed. */
export const savedBySchema = z.object({ id: z.number().nullable(), name: z.string().nullable() });

/** A list page's `limit`: a whole number from 1 to `max`, said so when it is not. */
export const pageLimit = (max: number) =>
  z.coerce
    .number('limit must be a whole number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`);

/** A list page's `offset`: how many items come before it (0 by default). */
export const pageOffset = z.coerce
  .number('offset must be a whole number')
  .int('offset must be a whole number')
  .min(0, 'offset must be 0 or more')
  .max(10_000_000, 'offset is too large')
  .default(0);

/**
 * GET /api/admin/news and /api/admin/job-listings: one page of the list, newest first, narrowed
 * to the items whose titles (either language) or address hold every word of `q`, any case.
 */
export const contentListQuerySchema = z.strictObject({
  limit: pageLimit(CONTENT_PAGE.max).default(CONTENT_PAGE.default),
  offset: pageOffset,
  /** Cut to SEARCH_MAX_LENGTH, as the submission lists' search is (never an error). */
  q: z
    .string()
    .default('')
    .transform((q) => q.slice(0, SEARCH_MAX_LENGTH)),
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

/**
 * The answer of a paged list: one page of items under `key` (the resource's plural name) and how
 * many match in all, which the pagers count pages by.
 */
export function pageOf<const K extends string, T extends z.ZodType>(key: K, item: T) {
  const shape = { [key]: z.array(item), total: z.number().int().nonnegative() };
  return z.object(shape as { [P in K]: z.ZodArray<T> } & { total: z.ZodNumber });
}
