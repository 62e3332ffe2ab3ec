/**
 * The API's error vocabulary. Every failure answers `{ code, message }` (plus `issues` for a
 * validation failure); `message` is plain English for logs and developers, and clients show the
 * catalog's text for `error.<code>` in the visitor's language.
 */

/**
 * The codes a visitor's request can answer with (the public site's forms and reads): their texts
 * are in the public catalogs, which the site's first load carries.
 */
export const PUBLIC_ERROR_CODES = [
  'validation_failed',
  'invalid_json',
  'unsupported_media_type',
  'payload_too_large',
  'not_found',
  'method_not_allowed',
  'article_not_found',
  'job_listing_not_found',
  'media_not_found',
  'resume_invalid_type',
  'resume_too_large',
  'resume_empty',
  'forbidden_origin',
  'too_many_requests',
  'service_unavailable',
  'internal_error',
  'resume_rejected_by_scanner',
  'resume_scanner_unavailable',
] as const;

/**
 * The codes only staff requests answer with (sign-in, the admin's work): their texts travel with
 * the admin's catalog.
 */
export const STAFF_ERROR_CODES = [
  'application_not_found',
  'message_not_found',
  'request_not_found',
  'resume_not_found',
  'answer_file_not_found',
  'note_not_found',
  'note_not_author',
  'note_edit_window_over',
  'slug_taken',
  'publish_at_past',
  'resume_not_previewable',
  'image_invalid',
  'image_too_large',
  'unauthorized',
  'invalid_credentials',
  'wrong_password',
  'reauthentication_required',
  'forbidden',
  'user_not_found',
  'session_not_found',
  'email_taken',
  'last_owner',
  'assignee_invalid',
  'status_changed',
  'status_move_not_allowed',
  'edit_conflict',
  'revision_not_found',
  'content_not_found',
  'content_image_not_found',
  'content_image_invalid',
  'content_image_unknown',
  'content_order_invalid',
  'console_outdated',
  'listing_changed',
  'invitation_invalid',
  'reset_link_invalid',
  'password_too_common',
  'account_disabled',
  'otp_required',
  'invalid_otp',
  'two_factor_enabled',
  'two_factor_not_started',
  'two_factor_setup_required',
  'translation_not_configured',
  'translation_unavailable',
  'translation_timeout',
  'translation_refused',
  'translation_unusable',
  'translation_markup_changed',
  'reply_no_address',
] as const;

export const ERROR_CODES = [...PUBLIC_ERROR_CODES, ...STAFF_ERROR_CODES] as const;
export type PublicErrorCode = (typeof PUBLIC_ERROR_CODES)[number];
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One field problem of a validation failure; `path` is the dotted field name. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** The JSON body of every error response. */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  issues?: FieldIssue[];
  /** An `edit_conflict`'s article as it now is (see `editConflictSchema`). */
  current?: unknown;
  /** The request's id (also its `X-Request-Id`): a reference that finds the server's log lines. */
  requestId?: string;
}

/** Whether a value is one of the API's error codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return (ERROR_CODES as readonly unknown[]).includes(value);
}

/**
 * Whether a parsed JSON body is an API error body: a code of this API's vocabulary and a message
 * (a proxy's or another server's error with some other code is not: clients show their own text).
 */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    isErrorCode((value as { code?: unknown }).code) &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}
