import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ar, en } from '@vb/shared/i18n';
import { I18nProvider } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { ToastProvider } from '../../app/toast';
import { expectHiddenHoneypot } from '../../components/honeypotTestKit';
import { ContactSection } from './ContactSection';

function renderSection() {
  render(
    <I18nProvider>
      <ToastProvider>
        <ContactSection />
      </ToastProvider>
    </I18nProvider>,
  );
  return screen.getByTestId('contact-form');
}

/** Every request answered with `status` and `body` (and its headers). */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Fills the visible fields in the form's current language. */
function fill(form: HTMLElement, language: 'en' | 'ar') {
  const t = language === 'en' ? en : ar;
  const field = (key: keyof typeof en, value: string) =>
    fireEvent.change(within(form).getByRole('textbox', { name: new RegExp(t[key]) }), {
      target: { value },
    });
  field('contact.form.name', 'Nora Test');
  field('contact.form.email', 'nora@example.test');
  field('contact.form.subject', 'Hello');
  field('contact.form.message', 'Hello there, again.');
}

const nameField = (form: HTMLElement, language: 'en' | 'ar') =>
  within(form).getByRole('textbox', {
    name: new RegExp((language === 'en' ? en : ar)['contact.form.name']),
  }) as HTMLInputElement;

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  usePreferences.setState({ language: 'en' });
  // A failed submission is logged to the console as well as shown.
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  errors.mockRestore();
  vi.unstubAllGlobals();
});

describe('ContactSection: spam defences', () => {
  for (const [language, t] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    it(`holds a hidden honeypot, labelled in ${language}`, () => {
      usePreferences.setState({ language });
      expectHiddenHoneypot(renderSection(), t['form.honeypot']);
    });
  }

  it('sends what a robot put in the honeypot, and tells it the message was sent', async () => {
    const fetchMock = answer(201, { success: true, id: 12 });
    const form = renderSection();
    fill(form, 'en');
    // A robot fills every input it finds, seen or not.
    fireEvent.change(form.querySelector('input[name="website"]')!, {
      target: { value: 'https://spam.example' },
    });
    fireEvent.click(within(form).getByRole('button', { name: en['contact.form.submit'] }));
    expect(await screen.findByText(en['contact.toast.successTitle'])).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Nora Test',
      subject: 'Hello',
      website: 'https://spam.example',
    });
  });

  it('past the rate limit: the catalog message in English, then in Arabic, the fields kept', async () => {
    const fetchMock = answer(
      429,
      { code: 'too_many_requests', message: 'Too many requests' },
      { 'retry-after': '42' },
    );
    const form = renderSection();
    fill(form, 'en');
    fireEvent.click(within(form).getByRole('button', { name: en['contact.form.submit'] }));
    expect(await screen.findByText(en['error.too_many_requests'])).toBeTruthy();
    expect(nameField(form, 'en').value).toBe('Nora Test');

    // The same visitor in Arabic, still refused.
    act(() => usePreferences.setState({ language: 'ar' }));
    fireEvent.click(within(form).getByRole('button', { name: ar['contact.form.submit'] }));
    expect(await screen.findByText(ar['error.too_many_requests'])).toBeTruthy();
    expect(nameField(form, 'ar').value).toBe('Nora Test');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
