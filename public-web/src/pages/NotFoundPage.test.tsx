import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { localizeDigits } from '@vb/shared/dates';
import { messages } from '@vb/shared/i18n';
import { I18nProvider } from '../app/i18n';
import { usePreferences } from '../app/preferences';
import NotFoundPage from './NotFoundPage';

const PATH = '/this-is-a-missing-page/with-a-rather-long-name';

describe('NotFoundPage', () => {
  afterEach(cleanup);

  for (const language of ['ar', 'en'] as const) {
    it(`says 404 once, in the language's digits, and shows the address as typed (${language})`, () => {
      act(() => usePreferences.getState().setLanguage(language));
      const { container } = render(
        <MemoryRouter initialEntries={[PATH]}>
          <I18nProvider>
            <NotFoundPage />
          </I18nProvider>
        </MemoryRouter>,
      );
      const code = localizeDigits('404', language);
      expect((container.textContent ?? '').split(code).length - 1).toBe(1);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        `${code} ${messages[language]['notFound.title']}`,
      );
      // The router's path is without the language's prefix; the visitor typed it with it.
      const address = container.querySelector('code');
      expect(address?.textContent).toBe(language === 'en' ? `/en${PATH}` : PATH);
      expect(address?.getAttribute('dir')).toBe('ltr');
    });
  }
});
