import type { MessageKey } from '@vb/shared/i18n';
import { errorKey } from '../app/i18n';

/**
 * What a failed translation tells the person: what went wrong, in the catalog's words for the
 * API's code (not configured, unavailable, timed out, refused, an unusable answer, the formatting
 * lost, the limit reached) or the connection's failure; `fallback`, the form's own "translation
 * failed", only when the failure named nothing.
 */
export function translationFailureText(error: unknown, fallback: MessageKey): MessageKey {
  const key = errorKey(error);
  return key === 'error.unknown' ? fallback : key;
}
