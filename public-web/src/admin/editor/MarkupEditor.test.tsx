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

function setup(
  initial: string,
  language: 'en' | 'ar' = 'en',
  interfaceLanguage: 'en' | 'ar' = 'en',
) {
  act(() => usePreferences.setState({ language: interfaceLanguage }));
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

  it('toggles bold off again, and puts italic and underline around the selection', () => {
    const textarea = setup('hello world');
    selectRange(textarea, 6, 11);
    fireEvent.click(screen.getByTestId('editor-en-bold'));
    fireEvent.click(screen.getByTestId('editor-en-bold'));
    expect(textarea.value).toBe('hello world');
    selectRange(textarea, 0, 5);
    fireEvent.click(screen.getByTestId('editor-en-italic'));
    expect(textarea.value).toBe('*hello* world');
    selectRange(textarea, 8, 13);
    fireEvent.click(screen.getByTestId('editor-en-underline'));
    expect(textarea.value).toBe('*hello* <u>world</u>');
  });

  it('makes a heading of the line and lists of the selected lines', () => {
    const textarea = setup('Title\nalpha\nbeta');
    selectRange(textarea, 2, 2);
    fireEvent.click(screen.getByTestId('editor-en-heading'));
    expect(textarea.value).toBe('## Title\nalpha\nbeta');
    selectRange(textarea, 9, 19);
    fireEvent.click(screen.getByTestId('editor-en-bullets'));
    expect(textarea.value).toBe('## Title\n- alpha\n- beta');
    fireEvent.click(screen.getByTestId('editor-en-numbers'));
    expect(textarea.value).toBe('## Title\n1. alpha\n2. beta');
  });

  it('links the selected words, with the example address selected to be typed over', () => {
    const textarea = setup('read the report');
    selectRange(textarea, 9, 15);
    fireEvent.click(screen.getByTestId('editor-en-link'));
    expect(textarea.value).toBe('read the [report](https://example.com)');
    const { selectionStart, selectionEnd } = textarea;
    expect(textarea.value.slice(selectionStart, selectionEnd)).toBe('https://example.com');
  });

  it('bolds a selected Arabic word in the Arabic text', () => {
    const textarea = setup('نص **عريض** هنا', 'ar');
    selectRange(textarea, 0, 2);
    fireEvent.click(screen.getByTestId('editor-ar-bold'));
    expect(textarea.value).toBe('**نص** **عريض** هنا');
  });

  it('applies the link template with the localized placeholder selected', () => {
    const textarea = setup('');
    selectRange(textarea, 0, 0);
    fireEvent.click(screen.getByTestId('editor-en-link'));
    expect(textarea.value).toBe('[link text](https://example.com)');
    expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([1, 10]);
  });

  it("writes the link's placeholder in the language of the text, not of the interface", () => {
    const english = setup('', 'en', 'ar');
    selectRange(english, 0, 0);
    fireEvent.click(screen.getByTestId('editor-en-link'));
    expect(english.value).toBe('[link text](https://example.com)');
    cleanup();
    const arabic = setup('', 'ar', 'en');
    selectRange(arabic, 0, 0);
    fireEvent.click(screen.getByTestId('editor-ar-link'));
    expect(arabic.value).toBe('[نص الرابط](https://example.com)');
  });

  it('continues a list on Enter, and leaves Shift+Enter and other lines alone', () => {
    const textarea = setup('1. one');
    selectRange(textarea, 6, 6);
    fireEvent.keyDown(textarea, { key: 'Enter' });
    expect(textarea.value).toBe('1. one\n2. ');
    expect(textarea.selectionStart).toBe(10);
    // Enter on the empty item ends the list.
    fireEvent.keyDown(textarea, { key: 'Enter' });
    expect(textarea.value).toBe('1. one\n');
    const before = textarea.value;
    fireEvent.keyDown(textarea, { key: 'Enter', shiftKey: true });
    expect(textarea.value).toBe(before);
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
