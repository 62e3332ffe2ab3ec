/**
 * ICU message formatting through react-intl (`createIntl`), for the catalog messages `useT` does
 * not fill itself (plurals, number arguments, quoting). A chunk of its own on the public site (see
 * catalogs.ts); the server render and the admin import it directly.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';

const cache = createIntlCache();
/** One language's messages, by key. */
export type Catalog = Readonly<Record<string, string>>;

const intls = new WeakMap<Catalog, Map<string, IntlShape>>();

/**
 * The locale is given as the default locale only: given as `locale`, react-intl first checks
 * that the browser has data for it (Intl.NumberFormat.supportedLocalesOf), which makes the
 * browser load its number-format data, though most messages format no numbers. Both locales are
 * built into every browser.
 */
function intlFor(locale: string, messages: Catalog): IntlShape {
  let byLocale = intls.get(messages);
  if (!byLocale) intls.set(messages, (byLocale = new Map()));
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale: undefined as unknown as string,
        defaultLocale: locale,
        messages,
        onError: ignoreUnsetLocale,
      },
      cache,
    );
    byLocale.set(locale, intl);
  }
  return intl;
}

/** react-intl's error handler, less the notice that `locale` is not set (see intlFor). */
function ignoreUnsetLocale(error: { code?: string; message: string }) {
  if (error.code === 'INVALID_CONFIG' && error.message.includes('"locale" was not configured')) {
    return;
  }
  // As react-intl's own handler: logged while developing only.
  // eslint-disable-next-line no-console -- a developer's diagnostic
  if (import.meta.env.DEV) console.error(error);
}

export function formatWithIntl(
  locale: string,
  messages: Catalog,
  key: string,
  values: Record<string, unknown>,
): string {
  return intlFor(locale, messages).formatMessage(
    { id: key },
    values as Record<string, string | number | Date>,
  );
}
