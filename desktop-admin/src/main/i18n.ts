/**
 * The main process's own words (menus, dialogs, notifications) from the shared catalogs, in the
 * language the admin chose in the renderer (remembered in the settings). ICU messages are
 * formatted as react-intl formats them in the renderer.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { DATE_LOCALES } from '@vb/shared/constants';
import { messages, type MessageKey } from '@vb/shared/i18n';
import type { Language } from '@vb/shared/options';
import { SITE } from '@vb/shared/site-config';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function createTranslator(language: () => Language): Translate {
  const cache = new Map<string, IntlMessageFormat>();
  return (key, values) => {
    const lang = language();
    const id = `${lang}\u0000${key}`;
    let format = cache.get(id);
    if (!format) {
      format = new IntlMessageFormat(messages[lang][key], DATE_LOCALES[lang]);
      cache.set(id, format);
    }
    return String(format.format({ brand: SITE.brandName[lang], ...values }));
  };
}
