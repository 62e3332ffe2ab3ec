import { act, cleanup, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_READ_PATHS } from '@vb/shared/constants';
import { messages } from '@vb/shared/i18n';
import type { Venture } from '@vb/shared/schemas';
import { I18nProvider } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { createQueryClient, seedReads } from '../../app/queries';
import { Ventures } from './Ventures';

const venture = (id: string, en: string, ar: string): Venture => ({
  id,
  name: { en, ar },
  description: { en: `${en} builds things.`, ar: `${ar} تبني أشياء.` },
  logo: { id: `logo-${id}`, width: 256, height: 256, alt: { en: `${en} logo`, ar: `شعار ${ar}` } },
  url: `https://${id}.example.com/`,
});

/** The ventures GET /api/content answers (from the database). */
const VENTURES = [venture('alpha', 'Alpha', 'ألفا'), venture('beta', 'Beta', 'بيتا')];

function renderVentures(language: 'ar' | 'en', ventures = VENTURES) {
  act(() => usePreferences.getState().setLanguage(language));
  const client = createQueryClient();
  seedReads(client, {
    [PUBLIC_READ_PATHS.content]: {
      team: { leadership: [], islamic: [], advisory: [] },
      ventures,
      partners: [],
    },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <I18nProvider>
          <Ventures />
        </I18nProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Ventures', () => {
  afterEach(cleanup);

  it('each venture shows its name, description and logo and links to its site in a new tab', () => {
    renderVentures('en');
    for (const item of VENTURES) {
      const card = within(screen.getByTestId(`venture-${item.id}`));
      expect(card.getByRole('heading', { level: 3 }).textContent).toBe(item.name.en);
      expect(card.getByText(item.description.en)).toBeTruthy();
      expect(card.getByRole('img', { name: item.logo!.alt.en }).getAttribute('src')).toMatch(
        new RegExp(`^/api/images/${item.logo!.id}/`),
      );
      const link = card.getByTestId('venture-link');
      expect(link.textContent).toContain(messages.en['ventures.visitWebsite']);
      expect(link.textContent).toContain('Visit Website');
      expect(link.getAttribute('href')).toBe(item.url);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toMatch(/noopener/);
      expect(link.getAttribute('rel')).toMatch(/noreferrer/);
    }
    expect(screen.getByTestId('ventures-coming-soon').textContent).toBe(
      messages.en['ventures.comingSoon'],
    );
  });

  it('is in Arabic in Arabic', () => {
    renderVentures('ar');
    const card = within(screen.getByTestId('venture-alpha'));
    expect(card.getByRole('heading', { level: 3 }).textContent).toBe('ألفا');
    expect(card.getByTestId('venture-link').textContent).toContain(
      messages.ar['ventures.visitWebsite'],
    );
  });

  it('shows the numbers of a name and description in Arabic-Indic digits in Arabic only', () => {
    const numbered: Venture = {
      ...venture('gamma', 'Gamma 360', 'جاما 360'),
      description: { en: 'Founded in 2026 for 5G.', ar: 'تأسست عام 2026 لشبكات 5G.' },
      url: 'https://gamma360.example.com/2026',
    };
    const arabic = renderVentures('ar', [numbered]);
    const card = within(screen.getByTestId('venture-gamma'));
    expect(card.getByRole('heading', { level: 3 }).textContent).toBe('جاما ٣٦٠');
    expect(card.getByText('تأسست عام ٢٠٢٦ لشبكات 5G.')).toBeTruthy();
    expect(card.getByTestId('venture-link').getAttribute('href')).toBe(numbered.url);
    arabic.unmount();

    renderVentures('en', [numbered]);
    const english = within(screen.getByTestId('venture-gamma'));
    expect(english.getByRole('heading', { level: 3 }).textContent).toBe('Gamma 360');
    expect(english.getByText('Founded in 2026 for 5G.')).toBeTruthy();
  });
});
