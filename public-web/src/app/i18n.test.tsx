import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { DATE_LOCALES } from '@vb/shared/constants';
import { messages, type MessageKey } from '@vb/shared/i18n';
import { publicMessages } from '@vb/shared/i18n/public';
import { SITE } from '@vb/shared/site-config';
import { I18nProvider, useT } from './i18n';
import { usePreferences } from './preferences';

describe('useT', () => {
  for (const language of ['ar', 'en'] as const) {
    it(`gives every ${language} message exactly as react-intl formats it`, () => {
      usePreferences.setState({ language });
      const wrapper = ({ children }: { children: ReactNode }) => (
        <I18nProvider messages={messages}>{children}</I18nProvider>
      );
      const { result } = renderHook(() => useT(), { wrapper });
      const intl = createIntl({ locale: DATE_LOCALES[language], messages: messages[language] });
      // A value for every placeholder of the catalog: numbers for plurals, text otherwise.
      const values: Record<string, string | number> = { brand: SITE.brandName[language] };
      for (const text of Object.values(messages[language])) {
        for (const [, name, kind] of text.matchAll(/\{\s*(\w+)\s*(,\s*\w+)?/g)) {
          if (name && !(name in values)) values[name] = kind ? 3 : `<${name}>`;
        }
      }
      const keys = Object.keys(messages[language]) as MessageKey[];
      expect(keys.length).toBeGreaterThan(300);
      for (const key of keys) {
        expect(result.current(key, values), key).toBe(intl.formatMessage({ id: key }, values));
      }
      // Quoting and placeholders still go through ICU formatting.
      expect(result.current('meta.title' as MessageKey)).toContain(SITE.brandName[language]);
    });
  }

  it('reads a failure whose text the public catalogs leave out as the general failure', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider messages={publicMessages}>{children}</I18nProvider>
    );
    for (const language of ['ar', 'en'] as const) {
      usePreferences.setState({ language });
      const { result } = renderHook(() => useT(), { wrapper });
      const general = publicMessages[language]['error.unknown'];
      expect(result.current('error.reply_no_address')).toBe(general);
      expect(result.current('error.too_many_requests')).toBe(
        publicMessages[language]['error.too_many_requests'],
      );
      // Any other missing key still shows as itself, as react-intl does.
      expect(result.current('admin.signOut')).toBe('admin.signOut');
    }
  });

  it('leaves quoting, plurals, numbers and spaced arguments to ICU formatting', () => {
    const tricky = {
      'a.quoted': "It's '{x}' here, {name}",
      'a.doubled': "a ''b'' {name}",
      'a.apostrophe': "{name}'s page",
      'a.spaced': 'Hi { name }',
      'a.plural': '{n, plural, one {# item} other {# items}} for {name}',
      'a.number': 'Year {year}',
      'a.brand': '© {brand}',
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider messages={{ ar: tricky, en: tricky }}>{children}</I18nProvider>
    );
    usePreferences.setState({ language: 'en' });
    const { result } = renderHook(() => useT(), { wrapper });
    const intl = createIntl({ locale: DATE_LOCALES.en, messages: tricky });
    for (const values of [
      { name: 'Sara', n: 2, year: 2026 },
      { name: 'Sara', n: 1, year: '2026' },
    ]) {
      for (const key of Object.keys(tricky)) {
        const all = { brand: SITE.brandName.en, ...values };
        expect(result.current(key as MessageKey, values), key).toBe(
          intl.formatMessage({ id: key }, all),
        );
      }
    }
  });
});
