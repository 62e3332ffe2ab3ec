/** The people of the admin: staff accounts, their roles, invitations. */
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ITEM_KINDS, AUDIT_PAGE } from '../audit';
import { LANGUAGES } from '../options';
import { roleSchema } from './misc';
import { LIMITS, emailSchema, pageOf } from './common';

const rolesField = z
  .array(roleSchema)
  .min(1, 'Choose at least one role')
  .max(4)
  .refine((roles) => new Set(roles).size === roles.length, 'Each role once');

const nameField = z
  .string()
  .trim()
  .min(1, 'This field is required')
  .max(LIMITS.name, `At most ${LIMITS.name} characters`);

/** A new password: long enough (the API also refuses common passwords). */
export const newPasswordField = z
  .string()
  .min(LIMITS.passwordMin, `At least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.password);

/** POST /api/admin/users: invites a person. */
export const userCreateSchema = z.strictObject({
  email: emailSchema,
  name: nameField,
  roles: rolesField,
  /** The language of the invitation e-mail (default Arabic). */
  language: z.enum(LANGUAGES).optional(),
});
export type UserCreateInput = z.infer<typeof userCreateSchema>;

/** PUT /api/admin/users/:id: any of the name, the roles, disabled. */
export const userUpdateSchema = z
  .strictObject({
    name: nameField.optional(),
    roles: rolesField.optional(),
    disabled: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** A staff account as the people screen shows it. */
export const staffMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string().nullable(),
  roles: z.array(roleSchema),
  /** Signs in with a second factor. */
  twoFactor: z.boolean(),
  disabled: z.boolean(),
  /** Invited, and no password chosen yet. */
  invited: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const usersResponseSchema = z.object({ users: z.array(staffMemberSchema) });
export type UsersResponse = z.infer<typeof usersResponseSchema>;

/** An invitation link: handed over by the owner, and e-mailed when e-mail is set up. */
export const invitationSchema = z.object({
  url: z.string(),
  token: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const userCreatedSchema = z.object({
  user: staffMemberSchema,
  invitation: invitationSchema,
});
export type UserCreated = z.infer<typeof userCreatedSchema>;

/** POST /api/auth/password-reset: always 202 (it never tells whether the account exists). */
export const passwordResetRequestSchema = z.strictObject({
  email: emailSchema,
  /** The language of the e-mail (default Arabic). */
  language: z.enum(LANGUAGES).optional(),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/auth/password-reset/confirm: a new password with the e-mailed link's token. */
export const passwordResetConfirmSchema = z.strictObject({
  token: z.string().min(1).max(200),
  password: newPasswordField,
});

/** POST /api/auth/invitation: the invited person chooses a password. */
export const invitationAcceptSchema = z.strictObject({
  token: z.string().min(1).max(200),
  password: newPasswordField,
});
export type InvitationAcceptInput = z.infer<typeof invitationAcceptSchema>;

/** A live sign-in of a person: a web admin session (cookie) or a desktop console token. */
export const sessionInfoSchema = z.object({
  /** An opaque id, to end it with. */
  id: z.string(),
  kind: z.enum(['cookie', 'bearer']),
  /** The browser or app that signed in (its user agent), if it said. */
  userAgent: z.string().nullable(),
  /** The address it signed in from. */
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export const sessionsResponseSchema = z.object({ sessions: z.array(sessionInfoSchema) });
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

/** The :sessionId of a session route (a SHA-256 in hex). */
export const sessionIdParamSchema = z.string().regex(/^[0-9a-f]{64}$/, 'Not a session id');

/** One event of the audit trail. */
export const auditEventSchema = z.object({
  id: z.number(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** Who acted (null: nobody signed in, e.g. a failed sign-in for an unknown address). */
  actorId: z.number().nullable(),
  /** The e-mail the actor had (or the one a sign-in was tried with). */
  actorEmail: z.string().nullable(),
  itemKind: z.enum(AUDIT_ITEM_KINDS).nullable(),
  itemId: z.string().nullable(),
  /** A short note: the new status, the roles given, what changed. */
  detail: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** GET /api/admin/audit?limit&offset&actor&action&since */
export const auditQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE.max).default(AUDIT_PAGE.default),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  /** The actor's user id. */
  actor: z.coerce.number().int().positive().optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** Events at or after this time (ISO 8601). */
  since: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditResponseSchema = pageOf('events', auditEventSchema);
export type AuditResponse = z.infer<typeof auditResponseSchema>;

/** What the server e-mails (the outbox's kinds). */
export const MAIL_KINDS = [
  'invitation',
  'password_reset',
  /** To a person who sent a submission: it was received. */
  'submission_received',
  /** To staff who follow a kind: a new item. */
  'submission_new',
  /** To staff who chose a daily digest. */
  'digest',
  /** To a person an item was given to. */
  'assigned',
  /** A staff member's answer to the person who sent a submission. */
  'reply',
  /** To the person an item is given to: its sender answered a reply. */
  'answered',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * The order the outbox sends in, lowest first: security mail (a reset's link lives 30 minutes, an
 * invitation waits on it), then staff notices, then confirmations to the public, so a burst of
 * one kind never holds back a more urgent one.
 */
export const MAIL_PRIORITY: Record<MailKind, number> = {
  invitation: 0,
  password_reset: 0,
  assigned: 1,
  submission_new: 1,
  digest: 1,
  // Written by a person to a person who waits for it: ahead of the automatic confirmations.
  reply: 1,
  answered: 1,
  submission_received: 2,
};

/** A message of the mail outbox as owners see it (never its body: its links are secrets). */
export const outboxMessageSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  language: z.enum(LANGUAGES),
  subject: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** GET /api/admin/outbox?limit&offset */
export const outboxQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export const outboxResponseSchema = pageOf('messages', outboxMessageSchema).extend({
  /** Whether e-mail is set up (SMTP_URL): without it the messages wait here. */
  enabled: z.boolean(),
  /** The queue as a whole: messages waiting, the oldest one's time, messages given up. */
  queue: z.object({
    pending: z.number(),
    oldestPendingAt: z.string().nullable(),
    failed: z.number(),
  }),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

/** POST /api/auth/2fa: a new secret to put in an authenticator app (shown once, as a QR code too). */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /api/auth/2fa/confirm: a code from the app turns it on. */
export const twoFactorConfirmSchema = z.strictObject({ otp: z.string().trim().min(1).max(20) });
/** … and answers ten single-use recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** POST /api/auth/reauthenticate: the signed-in person's password, typed again. */
export const reauthenticateSchema = z.strictObject({
  password: z.string().min(1, 'This field is required').max(LIMITS.password),
});

/** DELETE /api/auth/2fa: the password and a code (or a recovery code) turn it off. */
export const twoFactorDisableSchema = z.strictObject({
  password: z.string().min(1, 'This field is required').max(LIMITS.password),
  otp: z.string().trim().min(1).max(20),
});

/** The settings owners change (GET/PUT /api/admin/settings). */
export const settingsSchema = z.object({
  /** Everyone must sign in with a second factor: until they set it up, only their account works. */
  requireTwoFactor: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;
export const settingsUpdateSchema = z
  .strictObject({ requireTwoFactor: z.boolean().optional() })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
