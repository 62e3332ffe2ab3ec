import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE } from '@vb/shared/site-config';
import { I18nProvider } from '../app/i18n';
import { usePreferences } from '../app/preferences';
import { Footer } from './Footer';
import { Header } from './Header';

describe('the logo in the header and the footer', () => {
  afterEach(cleanup);

  for (const language of ['ar', 'en'] as const) {
    it(`the logo link's name contains its visible text; each mark has its own gradient (${language})`, () => {
      act(() => usePreferences.getState().setLanguage(language));
      const { container } = render(
        <MemoryRouter>
          <I18nProvider>
            <Header />
            <Footer />
          </I18nProvider>
        </MemoryRouter>,
      );
      const brand = SITE.brandName[language];
      const logoLinks = [...container.querySelectorAll('a')].filter((a) =>
        [...a.querySelectorAll('span')].some((span) => span.textContent === brand),
      );
      expect(logoLinks.length).toBeGreaterThan(0);
      for (const link of logoLinks) {
        expect(link.getAttribute('aria-label') ?? link.textContent).toContain(brand);
      }
      expect(screen.getAllByRole('link', { name: new RegExp(brand) }).length).toBeGreaterThan(0);
      // Drawn twice (header, footer): the ids stay unique and every mark finds its gradient.
      const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
      const fills = [...container.querySelectorAll('svg rect[fill^="url(#"]')].map(
        (rect) =>
          document.getElementById(/url\(#(.+)\)/.exec(rect.getAttribute('fill')!)![1]!)?.tagName,
      );
      expect(fills.length).toBeGreaterThanOrEqual(2);
      for (const tag of fills) expect(tag).toBe('linearGradient');
    });
  }
});
