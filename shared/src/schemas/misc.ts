import { z } from 'zod';
import { TRANSLATION_LANGUAGES } from '../options';
import { ROLES } from '../roles';
import { LIMITS, emailSchema } from './common';

/** POST /api/translate */
export const translateRequestSchema = z
  .strictObject({
    text: z.string().max(LIMITS.translateText, `At most ${LIMITS.translateText} characters`),
    fromLanguage: z.enum(TRANSLATION_LANGUAGES),
    toLanguage: z.enum(TRANSLATION_LANGUAGES),
  })
  .refine((v) => v.fromLanguage !== v.toLanguage, {
    message: 'fromLanguage and toLanguage must differ',
    path: ['toLanguage'],
  });
export type TranslateRequest = z.infer<typeof translateRequestSchema>;
export const translateResponseSchema = z.object({ translatedText: z.string() });
export type TranslateResponse = z.infer<typeof translateResponseSchema>;

/** The most texts one `POST /api/translate/batch` takes (an article's title and content, a listing's fields). */
export const TRANSLATE_BATCH_MAX = 8;

/**
 * POST /api/translate/batch: several texts of one language translated together, in one call to
 * the translation service (a click on Translate is one call, whatever it fills); each text as
 * long as `POST /api/translate` takes.
 */
export const translateBatchRequestSchema = z
  .strictObject({
    texts: z
      .array(z.string().max(LIMITS.translateText, `At most ${LIMITS.translateText} characters`))
      .min(1)
      .max(TRANSLATE_BATCH_MAX),
    fromLanguage: z.enum(TRANSLATION_LANGUAGES),
    toLanguage: z.enum(TRANSLATION_LANGUAGES),
  })
  .refine((v) => v.fromLanguage !== v.toLanguage, {
    message: 'fromLanguage and toLanguage must differ',
    path: ['toLanguage'],
  });
export type TranslateBatchRequest = z.infer<typeof translateBatchRequestSchema>;
/** The translations, in the order of the texts. */
export const translateBatchResponseSchema = z.object({ translatedTexts: z.array(z.string()) });

/** POST /api/auth/login and POST /api/auth/token */
export const loginSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'This field is required').max(LIMITS.password),
  /** With two-factor sign-in: the authenticator's code or a recovery code. */
  otp: z.string().trim().min(1).max(20).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/auth/password: the signed-in admin's current password and a new one. */
export const passwordChangeSchema = z
  .strictObject({
    currentPassword: z.string().min(1, 'This field is required').max(LIMITS.password),
    newPassword: z
      .string()
      .min(LIMITS.passwordMin, `At least ${LIMITS.passwordMin} characters`)
      .max(LIMITS.password),
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: 'The new password must differ from the current one',
    path: ['newPassword'],
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export const roleSchema = z.enum(ROLES);

/** The signed-in person (GET /api/auth/me, sign-in answers): who they are and their roles. */
export const adminUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string().nullable(),
  roles: z.array(roleSchema),
  /** Whether the person signs in with a second factor. */
  twoFactor: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** POST /api/auth/token answers a bearer token for the desktop console. */
export const tokenResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: adminUserSchema,
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
