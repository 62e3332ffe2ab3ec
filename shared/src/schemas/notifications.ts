import { z } from 'zod';
import { type Role, mayUse } from '../roles';
import { SUBMISSION_KINDS, type SubmissionKind } from '../status';

/**
 * How each person hears of new submissions: per kind they may see, an e-mail for every
 * new item, a daily digest (at an hour of the day in the company's time zone), or nothing.
 * GET/PUT /api/admin/account/notifications (one's own only).
 */
export const NOTIFICATION_MODES = ['each', 'digest', 'none'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

/** The digest's hour when a person has not chosen one (in the company's time zone). */
export const DEFAULT_DIGEST_HOUR = 8;

/** At most this many items are named per kind in a digest (the rest are counted). */
export const DIGEST_ITEMS_PER_KIND = 10;

const modeSchema = z.enum(NOTIFICATION_MODES, {
  error: `A notification choice is one of ${NOTIFICATION_MODES.join(', ')}`,
});

/** PUT body: the choice for some kinds (the others keep theirs), and the digest's hour. */
export const notificationSettingsBodySchema = z.strictObject({
  modes: z
    .partialRecord(
      z.enum(SUBMISSION_KINDS, { error: `kind must be one of ${SUBMISSION_KINDS.join(', ')}` }),
      modeSchema,
    )
    .default({}),
  digestHour: z
    .number('digestHour must be a whole number from 0 to 23')
    .int('digestHour must be a whole number from 0 to 23')
    .min(0, 'digestHour must be a whole number from 0 to 23')
    .max(23, 'digestHour must be a whole number from 0 to 23')
    .optional(),
});
export type NotificationSettingsBody = z.input<typeof notificationSettingsBodySchema>;

/** The answer: a choice for each kind the person may see, and the digest's hour. */
export const notificationSettingsSchema = z.object({
  modes: z.partialRecord(z.enum(SUBMISSION_KINDS), z.enum(NOTIFICATION_MODES)),
  digestHour: z.number().int().min(0).max(23),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** GET/PUT /api/admin/account/notifications */
export const notificationSettingsResponseSchema = z.object({
  notifications: notificationSettingsSchema,
});

/**
 * A person's choice for a kind when they made none: a recruiter hears of every new application;
 * anything else stays quiet until chosen.
 */
export function defaultNotificationMode(roles: readonly Role[], kind: SubmissionKind) {
  return kind === 'applications' && roles.includes('recruiter') ? 'each' : 'none';
}

/** The choices in effect for a person: stored ones for the kinds they may see, else defaults. */
export function effectiveNotificationModes(
  roles: readonly Role[],
  stored: Partial<Record<string, unknown>>,
): Partial<Record<SubmissionKind, NotificationMode>> {
  const modes: Partial<Record<SubmissionKind, NotificationMode>> = {};
  for (const kind of SUBMISSION_KINDS) {
    if (!mayUse(roles, kind)) continue;
    const value = stored[kind];
    modes[kind] = (NOTIFICATION_MODES as readonly unknown[]).includes(value)
      ? (value as NotificationMode)
      : defaultNotificationMode(roles, kind);
  }
  return modes;
}
