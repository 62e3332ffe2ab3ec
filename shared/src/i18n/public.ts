/**
 * The public site's message catalogs: every area but the admin's, so that the public bundle does
 * not carry the admin's messages (the admin module adds them through `./index`). Same ICU rules
 * as `./index`; `i18n.test.ts` checks both the full and the public catalogs.
 */
import type { ErrorCode } from '../errors';
import type { Language } from '../options';
import { arPublic } from './ar/public';
import { type PublicMessageKey, enPublic } from './en/public';

export { arPublic, enPublic };

/** Every key of the public catalogs. */
export type { PublicMessageKey };

export const publicMessages: Record<Language, Record<PublicMessageKey, string>> = {
  en: enPublic,
  ar: arPublic,
};

/** The catalog key of an API error code's visitor-facing text. */
export type ErrorMessageKey = `error.${ErrorCode}`;

// Compile-time proof that every error code has a message in the public catalogs.
const errorKeysArePublic: ErrorMessageKey extends PublicMessageKey ? true : never = true;
void errorKeysArePublic;

/** Maps an API error code to its catalog key (`error.<code>`). */
export function errorMessageKey(code: ErrorCode): PublicMessageKey {
  const key: ErrorMessageKey = `error.${code}`;
  return key;
}

/** Whether a string is a key of the public catalogs (e.g. a label key built at run time). */
export function isPublicMessageKey(key: string): key is PublicMessageKey {
  return Object.prototype.hasOwnProperty.call(enPublic, key);
}
