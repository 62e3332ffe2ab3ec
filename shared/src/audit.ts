/**
 * The audit trail's vocabulary: every staff action and sign-in the server records, with
 * who, when, from where and on what (never a password, token or résumé content). The API writes
 * these actions; the admin's audit view filters and names them.
 */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password_changed',
  'person_invited',
  'person_changed',
  'invitation_accepted',
  'password_reset_requested',
  'password_reset',
  'two_factor_enabled',
  'two_factor_disabled',
  'session_ended',
  'status_changed',
  'submission_deleted',
  'resume_downloaded',
  'resume_viewed',
  'submissions_exported',
  'note_added',
  'note_edited',
  'assigned',
  'archived',
  'unarchived',
  'article_created',
  'article_updated',
  'article_published',
  'article_unpublished',
  'article_deleted',
  'article_scheduled',
  'listing_created',
  'listing_updated',
  'listing_deleted',
  'setting_changed',
  // ── privacy ──
  'applications_anonymised',
  'person_erased',
  // ── revisions ──
  'article_restored',
  // ── site content ──
  'content_created',
  'content_updated',
  'content_deleted',
  'content_reordered',
  // ── replies ──
  'reply_sent',
  'reply_received',
  'answer_file_downloaded',
  // ── reply templates ──
  'reply_template_created',
  'reply_template_updated',
  'reply_template_deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit event is about. */
export const AUDIT_ITEM_KINDS = [
  'person',
  'session',
  'application',
  'contact-message',
  'investor-request',
  'article',
  'listing',
  // ── site content ──
  'team-member',
  'venture',
  'partner',
  'reply-template',
] as const;
export type AuditItemKind = (typeof AUDIT_ITEM_KINDS)[number];

/** How long events are kept unless AUDIT_RETENTION_DAYS says otherwise. */
export const AUDIT_RETENTION_DAYS_DEFAULT = 365;
/** The audit view's page size, and the largest page the API serves. */
export const AUDIT_PAGE = { default: 50, max: 200 } as const;
