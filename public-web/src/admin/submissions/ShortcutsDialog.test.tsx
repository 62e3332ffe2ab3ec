import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ar, en } from '@vb/shared/i18n';
import { usePreferences } from '../../app/preferences';
import { I18nProvider } from '../i18n';
import { ShortcutsDialog } from './ShortcutsDialog';
import type { Direction } from './useTriageKeys';

function renderDialog(direction: Direction, pages = false) {
  const onClose = vi.fn();
  render(
    <I18nProvider>
      <ConfigProvider>
        <AntApp>
          <ShortcutsDialog open onClose={onClose} direction={direction} pages={pages} />
        </AntApp>
      </ConfigProvider>
    </I18nProvider>,
  );
  return { onClose };
}

/** A shortcut's row: its label and the keys shown in <kbd>. */
const row = (action: string) => {
  const el = screen.getByTestId(`shortcut-${action}`);
  return {
    label: el.querySelector('dt')?.textContent,
    keys: [...el.querySelectorAll('kbd')].map((k) => k.textContent),
  };
};

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('the shortcuts dialog', { timeout: 20_000 }, () => {
  it('lists every shortcut with its keys in <kbd>, in English', async () => {
    act(() => usePreferences.setState({ language: 'en' }));
    const { onClose } = renderDialog('ltr', true);
    expect(await screen.findByText(en['admin.shortcuts.title'])).toBeTruthy();
    expect(row('next')).toEqual({ label: en['admin.shortcuts.next'], keys: ['j', '↓'] });
    expect(row('previous')).toEqual({ label: en['admin.shortcuts.previous'], keys: ['k', '↑'] });
    expect(row('open').keys).toEqual(['Enter']);
    expect(row('status').keys).toEqual(['s']);
    expect(row('search')).toEqual({ label: en['admin.filters.search'], keys: ['/'] });
    expect(row('help').keys).toEqual(['?']);
    expect(row('nextPage').keys).toEqual(['→']);
    expect(row('previousPage').keys).toEqual(['←']);
    expect(row('tab')).toEqual({ label: en['admin.shortcuts.goToTab'], keys: ['g', '1–9'] });
    expect(screen.getByTestId('shortcut-tab').textContent).toContain(en['admin.shortcuts.then']);
    expect(screen.getByTestId('shortcut-next').textContent).toContain(en['admin.shortcuts.or']);
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('in Arabic: the labels translated, the page arrows mirrored, the letters the same', async () => {
    act(() => usePreferences.setState({ language: 'ar' }));
    renderDialog('rtl', true);
    expect(await screen.findByText(ar['admin.shortcuts.title'])).toBeTruthy();
    expect(row('next')).toEqual({ label: ar['admin.shortcuts.next'], keys: ['j', '↓'] });
    expect(row('nextPage')).toEqual({ label: ar['admin.shortcuts.nextPage'], keys: ['←'] });
    expect(row('previousPage').keys).toEqual(['→']);
    expect(screen.getByText(ar['admin.shortcuts.note'])).toBeTruthy();
  });

  it('leaves out the page arrows of a list without pages', async () => {
    act(() => usePreferences.setState({ language: 'en' }));
    renderDialog('ltr');
    await screen.findByText(en['admin.shortcuts.title']);
    expect(screen.queryByTestId('shortcut-nextPage')).toBeNull();
    // The list's six, and the tabs' (g, then a number).
    expect(screen.getAllByTestId(/^shortcut-/)).toHaveLength(7);
  });
});
