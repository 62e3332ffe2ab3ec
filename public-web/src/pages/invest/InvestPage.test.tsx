import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { ar, en } from '@vb/shared/i18n';
import { I18nProvider } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { ToastProvider } from '../../app/toast';
import { expectHiddenHoneypot } from '../../components/honeypotTestKit';
import InvestPage from './InvestPage';

afterEach(cleanup);

describe('InvestPage: spam defences', () => {
  for (const [language, t] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    it(`holds a hidden honeypot, labelled in ${language}`, () => {
      usePreferences.setState({ language });
      render(
        <I18nProvider>
          <ToastProvider>
            <MemoryRouter initialEntries={['/invest']}>
              <InvestPage variant="invest" />
            </MemoryRouter>
          </ToastProvider>
        </I18nProvider>,
      );
      expectHiddenHoneypot(screen.getByTestId('invest-form'), t['form.honeypot']);
    });
  }
});
