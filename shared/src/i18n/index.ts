/**
 * The message catalogs of both languages (react-intl / ICU MessageFormat).
 *
 * `intl-messageformat` is not a dependency of shared, so non-React code gets the raw catalog
 * text through `messageText`; React code formats through react-intl's `formatMessage`.
 */
import type { ErrorCode } from '../errors';
import type { Language } from '../options';
import { ar } from './ar';
import { type MessageKey, en } from './en';
import type { ErrorMessageKey } from './public';

// The public catalogs have their own entry, `@vb/shared/i18n/public` (the site's first load).
export { ar, en };

/** Every catalog key; `en` is the reference catalog. */
export type { MessageKey };

export const messages: Record<Language, Record<MessageKey, string>> = { en, ar };

// Compile-time proof that every error code has its text in the full catalogs (the admin's).
const errorKeysAreMessages: ErrorMessageKey extends MessageKey ? true : never = true;
void errorKeysAreMessages;

/** Maps an API error code to its catalog key (`error.<code>`). */
export function errorMessageKey(code: ErrorCode): MessageKey {
  const key: ErrorMessageKey = `error.${code}`;
  return key;
}

/** Whether a string is a catalog key (e.g. a status label key built at run time). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}

/** The raw (unformatted ICU) text of a key in a language. */
export function messageText(language: Language, key: MessageKey): string {
  return messages[language][key];
}
