import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_READ_PATHS } from '@vb/shared/constants';
import type { Partner } from '@vb/shared/schemas';
import { I18nProvider } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { createQueryClient, seedReads } from '../../app/queries';
import { Partners } from './Partners';

const logo = (id: string) => ({ id, width: 400, height: 120, alt: { en: 'Partner', ar: 'شريك' } });

/** The partner GET /api/content answers, with a logo for each theme. */
const PARTNER: Partner = {
  id: 'partner',
  name: { en: 'Partner Co', ar: 'شركة الشريك' },
  logo: logo('light-logo'),
  logoDark: logo('dark-logo'),
  url: 'https://partner.example.com/',
};

function renderPartners() {
  act(() => usePreferences.getState().setLanguage('en'));
  const client = createQueryClient();
  seedReads(client, {
    [PUBLIC_READ_PATHS.content]: {
      team: { leadership: [], islamic: [], advisory: [] },
      ventures: [],
      partners: [PARTNER],
    },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <I18nProvider>
          <Routes>
            <Route path="/" element={<Partners />} />
            <Route path="/investor" element={<p>investor page</p>} />
          </Routes>
        </I18nProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Partners', () => {
  afterEach(cleanup);

  it('the partner logo links to the partner’s site in a new tab, drawn for each theme', () => {
    renderPartners();
    const link = screen.getByTestId('partner-link');
    expect(link.getAttribute('href')).toBe(PARTNER.url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toMatch(/noopener/);
    // Which of the two shows is the theme's stylesheet (visitor-finish.layout.spec.ts sees the dark one).
    expect(
      screen.getAllByTestId('partner-logo').map((img) => img.getAttribute('src')?.split('/')[3]),
    ).toEqual(['light-logo', 'dark-logo']);
  });

  it('Invest With Us opens /investor', () => {
    renderPartners();
    fireEvent.click(screen.getByTestId('partners-invest'));
    expect(screen.getByText('investor page')).toBeTruthy();
  });
});
