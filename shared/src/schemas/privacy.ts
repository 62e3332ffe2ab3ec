/**
 * Privacy by design: erasing a person (an owner names their e-mail; every submission of
 * theirs, with its résumé and notes, and the e-mails addressed to them are removed) and what the
 * erasure answers: how many of each were removed, never what they held.
 */
import { z } from 'zod';
import { emailSchema } from './common';

/** POST /api/admin/privacy/erasure */
export const privacyErasureBodySchema = z.strictObject({ email: emailSchema });
export type PrivacyErasureBody = z.input<typeof privacyErasureBodySchema>;

export const privacyErasureResultSchema = z.object({
  erased: z.object({
    applications: z.number().int(),
    'contact-messages': z.number().int(),
    'investor-requests': z.number().int(),
    notes: z.number().int(),
    emails: z.number().int(),
  }),
});
export type PrivacyErasureResult = z.infer<typeof privacyErasureResultSchema>;
