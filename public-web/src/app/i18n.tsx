import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { DATE_LOCALES } from '@vb/shared/constants';
import type { ErrorCode } from '@vb/shared/errors';
import { localDigits } from '@vb/shared/dates';
import type { MessageKey } from '@vb/shared/i18n';
import type { ErrorMessageKey } from '@vb/shared/i18n/public';
import type { Language } from '@vb/shared/options';
import { SITE } from '@vb/shared/site-config';
import {
  loadCatalog,
  loadedCatalogs,
  loadedFormatter,
  loadFormatter,
  subscribeCatalogs,
  type Catalog,
  type Formatter,
} from './catalogs';
import { ApiError, NetworkError } from './http';
import { usePreferences } from './preferences';

interface I18nValue {
  /** The language of `messages` (the visitor's, once its catalog is at hand). */
  language: Language;
  messages: Catalog;
  formatter: Formatter | undefined;
}

const I18nContext = createContext<I18nValue>({
  language: 'ar',
  messages: {},
  formatter: undefined,
});

/**
 * The shared catalogs, following the visitor's language. The public site gives it the public
 * catalogs, one language at a time (catalogs.ts: the visitor's is loaded before the app renders,
 * the other on demand); the admin module passes all of them (`messages` of `@vb/shared/i18n`).
 * Should the visitor's language be set before its catalog has arrived, the page keeps the text of
 * the catalog it has until then (never a message key).
 */
export function I18nProvider({
  children,
  messages,
}: {
  children: ReactNode;
  messages?: Record<Language, Record<string, string>>;
}) {
  const wanted = usePreferences((s) => s.language);
  const loaded = useSyncExternalStore(subscribeCatalogs, loadedCatalogs, loadedCatalogs);
  const formatter = useSyncExternalStore(subscribeCatalogs, loadedFormatter, loadedFormatter);
  const other: Language = wanted === 'ar' ? 'en' : 'ar';
  const language = messages || loaded[wanted] || !loaded[other] ? wanted : other;
  const catalog = messages?.[language] ?? loaded[language];
  const missing = !messages && !loaded[wanted];
  useEffect(() => {
    // Logged by the import's own failure; the page keeps the text it has.
    if (missing) loadCatalog(wanted).catch(() => undefined);
  }, [missing, wanted]);
  const value = useMemo(
    () => ({ language, messages: catalog ?? {}, formatter }),
    [language, catalog, formatter],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

type Values = Record<string, string | number | Date | ReactNode>;

/**
 * A typed translator: `t('nav.home')`, with `{brand}` always available. A whole-number value is
 * written in the language's digits (one digit system per language, as the catalogs are).
 */
export function useT() {
  const { language, messages, formatter } = useContext(I18nContext);
  return (key: MessageKey, values?: Values): string => {
    const message = messages[key];
    const all = { brand: SITE.brandName[language], ...values };
    // A failure whose text is not in the catalog at hand (a staff-only code on the public site,
    // whose catalog leaves those out) reads as the general failure, never as a key.
    if (typeof message !== 'string' && key.startsWith('error.')) {
      const general = messages['error.unknown'];
      if (typeof general === 'string') return general;
    }
    // As react-intl answers a key its catalog lacks: the key.
    if (typeof message !== 'string') return key;
    const plain = plainText(message, all, language);
    if (plain !== undefined) return plain;
    if (formatter) return formatter(DATE_LOCALES[language], messages, key, all);
    // The formatter comes with a form's first submission, before any such message shows; should
    // one show earlier, it reads as plain text until the formatter arrives (a re-render).
    loadFormatter().catch(() => undefined);
    return roughText(message, all, DATE_LOCALES[language]);
  };
}

/** Whether the catalog has a key (e.g. a label key built at run time). */
export function useHasMessage() {
  const { messages } = useContext(I18nContext);
  return (key: string): key is MessageKey => Object.prototype.hasOwnProperty.call(messages, key);
}

/**
 * A message that ICU formatting would give back as written but for its simple `{name}`
 * arguments filled with text: no other braces, no apostrophe that quotes, and a string for each
 * argument or whole number (other numbers and dates are formatted by the locale, so those go
 * through the ICU formatter). Nearly the whole catalog is such text, and the public site's first
 * load carries no ICU formatter for it (catalogs.ts).
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

/** A message's simple arguments filled in (numbers in the locale's digits), until ICU's formatter arrives. */
function roughText(message: string, values: Record<string, unknown>, locale: string): string {
  return message.replace(/\{\s*(\w+)\s*\}/g, (whole, name: string) => {
    const value = values[name];
    if (typeof value === 'number') return new Intl.NumberFormat(locale).format(value);
    return typeof value === 'string' ? value : whole;
  });
}

/** Maps an API error code to its catalog key (`error.<code>`). */
export function errorMessageKey(code: ErrorCode): MessageKey {
  const key: ErrorMessageKey = `error.${code}`;
  return key;
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
