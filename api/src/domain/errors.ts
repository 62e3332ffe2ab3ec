/**
 * The failures of the API's own rules, raised by services, repositories and the upload checks. They
 * know nothing of HTTP: the error middleware (`http/errors.ts`) gives each kind its status.
 */
import type { ErrorCode, FieldIssue } from '@vb/shared/errors';

export type FailureKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'rate_limited'
  | 'not_configured'
  | 'upstream_failed'
  /** Well-formed but refused for what it holds (the antivirus flagged the résumé). */
  | 'unprocessable'
  /** A service the action needs did not answer (the résumé antivirus). */
  | 'unavailable';

/** A refusal with a stable code (for the clients' catalogs) and a plain-English message. */
export class DomainError extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
    /** For `rate_limited`: how long until another try is counted. */
    readonly retryAfterMs?: number,
    /** More of the answer's body (an edit conflict's `current` article). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (code: ErrorCode, message: string, issues?: FieldIssue[]) =>
  new DomainError('invalid', code, message, issues);

export const conflict = (code: ErrorCode, message: string, issues?: FieldIssue[]) =>
  new DomainError('conflict', code, message, issues);

export const tooLarge = (code: ErrorCode, message: string, issues?: FieldIssue[]) =>
  new DomainError('too_large', code, message, issues);

const NOT_FOUND_TEXT: Partial<Record<ErrorCode, string>> = {
  article_not_found: 'Article not found',
  application_not_found: 'Job application not found',
  message_not_found: 'Contact message not found',
  request_not_found: 'Investor request not found',
  job_listing_not_found: 'Job listing not found',
  resume_not_found: 'Resume not found',
  note_not_found: 'Note not found',
  media_not_found: 'Image not found',
  user_not_found: 'User not found',
  session_not_found: 'Session not found',
  revision_not_found: 'Revision not found',
  content_not_found: 'Content item not found',
  content_image_not_found: 'Picture not found',
};

/** The "no such item" of a resource, with its plain-English message. */
export const notFound = (code: ErrorCode) =>
  new DomainError('not_found', code, NOT_FOUND_TEXT[code] ?? 'Not found');

/** Too many tries in the window; `retryAfterMs` until the next one counts. */
export const rateLimited = (message: string, retryAfterMs: number) =>
  new DomainError('rate_limited', 'too_many_requests', message, undefined, retryAfterMs);
