import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { DATE_LOCALES } from '@vb/shared/constants';
import { localDigits } from '@vb/shared/dates';
import type { MessageKey } from '@vb/shared/i18n';
import { errorMessageKey, publicMessages } from '@vb/shared/i18n/public';
import type { Language } from '@vb/shared/options';
import { SITE } from '@vb/shared/site-config';
import { ApiError, NetworkError } from './http';
import { usePreferences } from './preferences';

/**
 * react-intl with the shared catalogs, following the visitor's language. The public site gives it
 * the public catalogs only; the admin module passes all of them (`messages` of `@vb/shared/i18n`).
 */
export function I18nProvider({
  children,
  messages = publicMessages,
}: {
  children: ReactNode;
  messages?: Record<Language, Record<string, string>>;
}) {
  const language = usePreferences((s) => s.language);
  // The locale is given as the default locale only: given as `locale`, react-intl first checks
  // that the browser has data for it (Intl.NumberFormat.supportedLocalesOf), which makes the
  // browser load its number-format data on every page load, though the site formats no numbers
  // there. Both locales are built into every browser.
  return (
    <IntlProvider
      locale={undefined as unknown as string}
      defaultLocale={DATE_LOCALES[language]}
      messages={messages[language]}
      onError={ignoreUnsetLocale}
    >
      {children}
    </IntlProvider>
  );
}

/** react-intl's error handler, less the notice that `locale` is not set (see I18nProvider). */
function ignoreUnsetLocale(error: { code?: string; message: string }) {
  if (error.code === 'INVALID_CONFIG' && error.message.includes('"locale" was not configured')) {
    return;
  }
  // As react-intl's own handler: logged while developing only.
  // eslint-disable-next-line no-console -- a developer's diagnostic
  if (import.meta.env.DEV) console.error(error);
}

type Values = Record<string, string | number | Date | ReactNode>;

/**
 * A typed translator: `t('nav.home')`, with `{brand}` always available. A whole-number value is
 * written in the language's digits (one digit system per language, as the catalogs are).
 */
export function useT() {
  const intl = useIntl();
  const language = usePreferences((s) => s.language);
  return (key: MessageKey, values?: Values): string => {
    const message = intl.messages[key];
    const all = { brand: SITE.brandName[language], ...values };
    if (typeof message === 'string') {
      const plain = plainText(message, all, language);
      if (plain !== undefined) return plain;
    }
    return intl.formatMessage({ id: key }, all as Record<string, string>);
  };
}

/**
 * A message that ICU formatting would give back as written but for its simple `{name}`
 * arguments filled with text: no other braces, no apostrophe that quotes, and a string for each
 * argument or whole number (other numbers and dates are formatted by the locale, so those go
 * through react-intl).
 * Nearly the whole catalog is such text. Through react-intl, each message builds a formatter (a
 * parse, and a lookup of the locale among the browser's supported ones, the first of which loads
 * its locale data), a large share of the home page's first render.
 */
function plainText(
  message: string,
  values: Record<string, unknown>,
  language: Language,
): string | undefined {
  // Other braces (plurals, selects, formats) or quoting apostrophes: ICU's business.
  if (/''|'[{}]/.test(message) || /[{}]/.test(message.replace(/\{\w+\}/g, ''))) return undefined;
  let ok = true;
  const filled = message.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (typeof value === 'string') return value;
    // A count in a plain message: in the language's digits, as react-intl writes it for ar-SA.
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) {
      return localDigits(value, language);
    }
    ok = false;
    return '';
  });
  return ok ? filled : undefined;
}

/**
 * The catalog key that explains an API failure to a person: its code's text; without a code of
 * this API (a proxy's or gateway's answer), the text of its status where there is one.
 */
export function errorKey(error: unknown): MessageKey {
  if (error instanceof NetworkError) return 'error.network';
  if (!(error instanceof ApiError)) return 'error.unknown';
  if (error.code) return errorMessageKey(error.code);
  if (error.status === 429) return errorMessageKey('too_many_requests');
  if (error.status === 413) return errorMessageKey('payload_too_large');
  return 'error.unknown';
}

/**
 * Logs a read failure in the visitor's language (SPEC section 8: failures are logged as well as
 * shown), once per failure: a language change does not log it again.
 */
export function useFailureLog(
  isError: boolean,
  error: unknown,
  message: MessageKey | ((error: unknown) => MessageKey),
) {
  const t = useT();
  const log = useEffectEvent((failure: unknown) => {
    // eslint-disable-next-line no-console -- failures are logged on purpose
    console.error(t(typeof message === 'function' ? message(failure) : message), failure);
  });
  useEffect(() => {
    if (isError) log(error);
  }, [isError, error]);
}
