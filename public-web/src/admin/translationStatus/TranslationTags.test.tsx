/** The translation tags as an editor reads them, in either interface language. */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@vb/shared/i18n';
import type { Language } from '@vb/shared/options';
import { usePreferences } from '../../app/preferences';
import { AdminProviders } from '../listings/listingFormKit';
import { TranslationTag, TranslationTags } from './TranslationTags';

afterEach(() => {
  cleanup();
  usePreferences.setState({ language: 'en' });
});

function renderIn(language: Language, children: React.ReactNode) {
  usePreferences.setState({ language });
  render(<AdminProviders client={{}}>{children}</AdminProviders>);
}

describe.each(['en', 'ar'] as const)('the translation tags in %s', (language) => {
  const m = messages[language];

  it('name each language and its state, Arabic first, as one labelled group', () => {
    renderIn(language, <TranslationTags translation={{ ar: 'stale', en: 'present' }} />);
    const group = screen.getByRole('group', { name: m['admin.translation.label'] });
    const tags = within(group).getAllByText(/./, { selector: '[data-testid^="translation-"]' });
    expect(tags.map((tag) => tag.getAttribute('data-testid'))).toEqual([
      'translation-ar',
      'translation-en',
    ]);
    expect(tags[0]).toHaveProperty('textContent', m['admin.translation.ar.stale']);
    expect(tags[0]?.getAttribute('data-state')).toBe('stale');
    expect(tags[1]).toHaveProperty('textContent', m['admin.translation.en.present']);
  });

  it('explain a language that needs an update when pointed at or focused', async () => {
    renderIn(language, <TranslationTags translation={{ ar: 'stale', en: 'missing' }} />);
    const stale = screen.getByTestId('translation-ar');
    // Focusable, so the explanation opens from the keyboard too.
    expect(stale.getAttribute('tabindex')).toBe('0');
    await act(async () => fireEvent.mouseEnter(stale));
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      m['admin.translation.ar.staleHint'],
    );
    expect(screen.getByTestId('translation-en').textContent).toBe(
      m['admin.translation.en.missing'],
    );
  });

  it('say the state alone beside a language’s own tab, still explained', async () => {
    renderIn(language, <TranslationTag language="ar" state="stale" short />);
    const tag = screen.getByTestId('translation-ar');
    expect(tag.textContent).toBe(m['admin.translation.short.stale']);
    // Inside a tab, itself the focusable control, the tag takes no focus of its own.
    expect(tag.hasAttribute('tabindex')).toBe(false);
    await act(async () => fireEvent.mouseEnter(tag));
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      m['admin.translation.ar.staleHint'],
    );
  });
});
