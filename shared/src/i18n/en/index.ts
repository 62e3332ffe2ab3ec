/**
 * English message catalog (react-intl, ICU MessageFormat).
 *
 * Keys are flat and dotted, grouped by area. Every key here must also exist in the same area file of `ar/`
 * (enforced by `Record<MessageKey, string>` there and by `i18n.test.ts`), with the same ICU
 * argument names. English text uses the typographic apostrophe (’) so that no ICU quoting
 * can be triggered by accident.
 *
 * Language toggle: the tooltip is shown in the *target* language (SPEC section 1) — while the
 * site is Arabic it reads `en['language.switchToEnglish']` ('Switch to English'), while it is
 * English it reads `ar['language.switchToArabic']` (the Arabic 'switch to Arabic').
 */
import { enPublic } from './public';
import { admin } from './admin';

/** The English catalog: the public areas plus the admin's (the reference for the key set). */
export const en = {
  ...enPublic,
  ...admin,
} as const;

/** A key of the catalogs: the English one is the reference the others match. */
export type MessageKey = keyof typeof en;
