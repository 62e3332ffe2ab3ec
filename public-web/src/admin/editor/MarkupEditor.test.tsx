import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
// The admin's provider: every catalog, the admin's messages included.
import { I18nProvider } from '../i18n';
import { usePreferences } from '../../app/preferences';
import { createAdminClient } from '../client';
import { AdminContextProvider } from '../context';
import type { AdminHost } from '../host';
import { MarkupEditor } from './MarkupEditor';

const host: AdminHost = {
  apiBase: '',
  siteUrl: 'http://localhost',
  session: { kind: 'cookie' },
  saveFile: async () => 'saved',
  openExternal: () => {},
};
const adminContext = { host, client: createAdminClient(host, () => {}) };

beforeAll(() => {
  // antd's textarea measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(cleanup);

function Harness({ initial, language = 'en' }: { initial: string; language?: 'en' | 'ar' }) {
  const [value, setValue] = useState(initial);
  return (
    <MarkupEditor
      id="content"
      language={language}
      value={value}
      onChange={setValue}
      placeholder="Write"
    />
  );
}

function setup(initial: string, language: 'en' | 'ar' = 'en') {
  act(() => usePreferences.setState({ language: 'en' }));
  render(
    <I18nProvider>
      <AntApp>
        <AdminContextProvider value={adminContext}>
          <Harness initial={initial} language={language} />
        </AdminContextProvider>
      </AntApp>
    </I18nProvider>,
  );
  return screen.getByTestId(`editor-content-${language}`) as HTMLTextAreaElement;
}

function selectRange(textarea: HTMLTextAreaElement, start: number, end: number) {
  textarea.focus();
  textarea.setSelectionRange(start, end);
}

describe('MarkupEditor', () => {
  it('bolds the selection and keeps the word selected', () => {
    const textarea = setup('hello world');
    selectRange(textarea, 6, 11);
    fireEvent.click(screen.getByTestId('editor-en-bold'));
    expect(textarea.value).toBe('hello **world**');
    expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([8, 13]);
  });

  it('applies the link template with the localized placeholder selected', () => {
    const textarea = setup('');
    selectRange(textarea, 0, 0);
    fireEvent.click(screen.getByTestId('editor-en-link'));
    expect(textarea.value).toBe('[link text](https://example.com)');
    expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([1, 10]);
  });

  it('has keyboard shortcuts for bold and italic', () => {
    const textarea = setup('one two');
    selectRange(textarea, 0, 3);
    fireEvent.keyDown(textarea, { key: 'b', ctrlKey: true });
    expect(textarea.value).toBe('**one** two');
    selectRange(textarea, 8, 11);
    fireEvent.keyDown(textarea, { key: 'i', metaKey: true });
    expect(textarea.value).toBe('**one** *two*');
  });

  it('lays the Arabic editor out right to left and names the toolbar', () => {
    const textarea = setup('نص', 'ar');
    expect(textarea.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('toolbar').getAttribute('aria-label')).toBe('Formatting');
    expect(screen.getByRole('button', { name: 'Numbered list' })).toBeTruthy();
  });
});
