/**
 * The public site's message catalogs, one chunk per language, and the ICU formatter (react-intl),
 * a chunk of its own. A visitor reads one language: the page loads that language's catalog only
 * (the server lists it among the page's preloads), and the other one when the visitor is about to
 * switch (the language toggle preloads it on hover and focus; a switch waits for it, see
 * `setLanguagePreparer` in preferences.ts). The server render and the admin hold both catalogs
 * from the start (`provideCatalogs`).
 *
 * Nearly every public message is plain text with `{name}` arguments, which `useT` fills itself;
 * the formatter is needed only for the others (a plural, a number argument), all of which appear
 * after a form submission, which loads it first (`loadFormatter`).
 */
import type { PublicMessageKey } from '@vb/shared/i18n/public';
import type { Language } from '@vb/shared/options';
import type { Catalog } from './intlFormatter';

export type { Catalog };

/** Formats one catalog message with ICU rules (react-intl's `formatMessage`). */
export type Formatter = (
  locale: string,
  messages: Catalog,
  key: string,
  values: Record<string, unknown>,
) => string;

const loaders: Record<Language, () => Promise<Record<PublicMessageKey, string>>> = {
  ar: () => import('./catalog/ar').then((m) => m.catalog),
  en: () => import('./catalog/en').then((m) => m.catalog),
};

let catalogs: Partial<Record<Language, Catalog>> = {};
const pending: Partial<Record<Language, Promise<Catalog>>> = {};
let formatter: Formatter | undefined;
let formatterPending: Promise<Formatter> | undefined;
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/** Subscribes to catalogs and the formatter arriving (for useSyncExternalStore). */
export function subscribeCatalogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The catalogs at hand (a new object whenever one arrives). */
export function loadedCatalogs(): Partial<Record<Language, Catalog>> {
  return catalogs;
}

/** The formatter, once loaded. */
export function loadedFormatter(): Formatter | undefined {
  return formatter;
}

/** Catalogs that are at hand without loading: both on the server, every one in the admin. */
export function provideCatalogs(given: Partial<Record<Language, Catalog>>) {
  catalogs = { ...catalogs, ...given };
  changed();
}

/** A formatter at hand without loading (the server render, the admin). */
export function provideFormatter(given: Formatter) {
  formatter = given;
  changed();
}

/** `language`'s catalog: at once when at hand, else loaded (once; a failed load can be retried). */
export function loadCatalog(language: Language): Promise<Catalog> {
  const have = catalogs[language];
  if (have) return Promise.resolve(have);
  const started =
    pending[language] ??
    loaders[language]().then(
      (catalog) => {
        delete pending[language];
        if (!catalogs[language]) provideCatalogs({ [language]: catalog });
        return catalogs[language] ?? catalog;
      },
      (error: unknown) => {
        delete pending[language];
        throw error;
      },
    );
  pending[language] = started;
  return started;
}

/**
 * What a change to `language` waits for: nothing when its catalog is at hand, else its loading
 * (the preferences' language preparer on the public site).
 */
export function catalogReady(language: Language): Promise<unknown> | undefined {
  return catalogs[language] ? undefined : loadCatalog(language);
}

/** The ICU formatter (react-intl), loaded once. */
export function loadFormatter(): Promise<Formatter> {
  if (formatter) return Promise.resolve(formatter);
  formatterPending ??= import('./intlFormatter').then(
    (m) => {
      formatterPending = undefined;
      provideFormatter(m.formatWithIntl);
      return m.formatWithIntl;
    },
    (error: unknown) => {
      formatterPending = undefined;
      throw error;
    },
  );
  return formatterPending;
}
