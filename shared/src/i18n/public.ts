/**
 * The public site's message catalogs: every area but the admin's, so that the public bundle does
 * not carry the admin's messages (the admin module adds them through `./index`). Same ICU rules
 * as `./index`; `i18n.test.ts` checks both the full and the public catalogs.
 */
import type { ErrorCode, PublicErrorCode } from '../errors';
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

/** The catalog key of an API error code's text. */
export type ErrorMessageKey = `error.${ErrorCode}`;

// Compile-time proof that every code a visitor can meet has its text in the public catalogs.
const publicErrorKeysArePublic: `error.${PublicErrorCode}` extends PublicMessageKey ? true : never =
  true;
void publicErrorKeysArePublic;

/** Maps an API error code a visitor can meet to its catalog key (`error.<code>`). */
export function errorMessageKey(code: PublicErrorCode): PublicMessageKey {
  const key: `error.${PublicErrorCode}` = `error.${code}`;
  return key;
}

/** Whether a string is a key of the public catalogs (e.g. a label key built at run time). */
export function isPublicMessageKey(key: string): key is PublicMessageKey {
  return Object.prototype.hasOwnProperty.call(enPublic, key);
}
