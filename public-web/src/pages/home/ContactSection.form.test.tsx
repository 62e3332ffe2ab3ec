import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HONEYPOT_FIELD } from '@vb/shared/constants';
import { en } from '@vb/shared/i18n';
import { I18nProvider } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { ToastProvider } from '../../app/toast';
import { ContactSection } from './ContactSection';

function renderSection() {
  render(
    <I18nProvider>
      <ToastProvider>
        <ContactSection />
      </ToastProvider>
    </I18nProvider>,
  );
  const form = screen.getByTestId('contact-form');
  const field = (key: 'name' | 'email' | 'subject' | 'message') =>
    within(form).getByRole('textbox', { name: new RegExp(en[`contact.form.${key}`]) }) as
      HTMLInputElement | HTMLTextAreaElement;
  const submit = () => within(form).getByRole('button') as HTMLButtonElement;
  return { form, field, submit };
}

type Contact = ReturnType<typeof renderSection>;

const MESSAGE = 'Hello, I would like to talk about a partnership.';

function fill({ field }: Contact) {
  fireEvent.change(field('name'), { target: { value: 'Nora Test' } });
  fireEvent.change(field('email'), { target: { value: 'nora@example.test' } });
  fireEvent.change(field('subject'), { target: { value: 'Partnership' } });
  fireEvent.change(field('message'), { target: { value: MESSAGE } });
}

/** Every request answered with `status` and `body`. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The toast whose title is `title`, once shown. */
async function toastTitled(title: string) {
  return (await screen.findByText(title)).closest('li')!;
}

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

describe('ContactSection: the form', () => {
  it('shows the required fields, the hint and the contact information', () => {
    const { form, field } = renderSection();
    expect(field('email').getAttribute('type')).toBe('email');
    for (const key of ['name', 'email', 'subject', 'message'] as const) {
      expect(field(key).required).toBe(true);
    }
    expect(field('message').getAttribute('placeholder')).toBe(
      en['contact.form.messagePlaceholder'],
    );
    expect(form.textContent).toContain(en['contact.form.messageHint']);
    const section = form.closest('section')!;
    expect(section.id).toBe('contact');
    expect(section.textContent).toContain(en['contact.info.address']);
    expect(section.querySelectorAll('a[href^="mailto:"]')).toHaveLength(1);
    expect(
      within(section).getByRole('link', { name: en['social.x'] }).getAttribute('href'),
    ).toMatch(/^https:\/\/x\.com\//);
    expect(
      within(section).getByRole('link', { name: en['social.linkedin'] }).getAttribute('href'),
    ).toMatch(/^https:\/\/www\.linkedin\.com\//);
  });

  it('flags empty fields without sending anything', async () => {
    const fetchMock = answer(201, { success: true, id: 1 });
    const contact = renderSection();
    fireEvent.change(contact.field('message'), { target: { value: 'Hi' } });
    fireEvent.click(contact.submit());
    await waitFor(() => expect(contact.field('name').getAttribute('aria-invalid')).toBe('true'));
    expect(contact.field('message').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("while sending, the button is disabled and reads 'Sending...'; then the success toast", async () => {
    let release: (res: Response) => void = () => {};
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const contact = renderSection();
    fill(contact);
    fireEvent.click(contact.submit());
    await waitFor(() => expect(contact.submit().textContent).toBe(en['contact.form.submitting']));
    expect(contact.submit().disabled).toBe(true);
    release(new Response(JSON.stringify({ success: true, id: 1 }), { status: 201 }));
    const toast = await toastTitled(en['contact.toast.successTitle']);
    expect(toast.textContent).toContain(en['contact.toast.successText']);
    expect(contact.submit().textContent).toBe(en['contact.form.submit']);
    expect(contact.submit().disabled).toBe(false);
    for (const key of ['name', 'email', 'subject', 'message'] as const) {
      expect(contact.field(key).value).toBe('');
    }
  });

  it('a refused request shows the destructive toast and keeps the fields', async () => {
    // The server's answer to a body it cannot read (api/test/submissions: invalid_json).
    answer(400, { code: 'invalid_json', message: 'The request body is not valid JSON' });
    const contact = renderSection();
    fill(contact);
    fireEvent.click(contact.submit());
    const toast = await toastTitled(en['contact.toast.errorTitle']);
    expect(toast.textContent).toContain(en['contact.toast.errorText']);
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(contact.field('subject').value).toBe('Partnership');
    expect(contact.field('name').value).toBe('Nora Test');
    expect(contact.field('message').value).toBe(MESSAGE);
  });

  it('shows a server field error next to the field it concerns, the others unflagged', async () => {
    // The server's refusal of an address it finds invalid (api/test/formIssues).
    answer(400, {
      code: 'validation_failed',
      message: 'Validation failed',
      issues: [{ path: 'email', message: en['validation.email'] }],
    });
    const contact = renderSection();
    fill(contact);
    fireEvent.click(contact.submit());
    const toast = await toastTitled(en['contact.toast.errorTitle']);
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    const email = contact.field('email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const errorId = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(en['validation.email']);
    expect(contact.field('name').getAttribute('aria-invalid')).toBeNull();
    expect(email.value).toBe('nora@example.test');
  });
});

describe('ContactSection: a half-typed message', () => {
  it('survives a reload of the tab, without the honeypot, and asks before the tab is left', async () => {
    const first = renderSection();
    fireEvent.change(first.field('name'), { target: { value: 'Nora Test' } });
    fireEvent.change(first.field('message'), { target: { value: MESSAGE } });
    const honeypot = first.form.querySelector<HTMLInputElement>(`[name="${HONEYPOT_FIELD}"]`)!;
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    cleanup();

    const again = renderSection();
    await waitFor(() => expect(again.field('name').value).toBe('Nora Test'));
    expect(again.field('message').value).toBe(MESSAGE);
    expect(again.field('email').value).toBe('');
    expect(again.form.querySelector<HTMLInputElement>(`[name="${HONEYPOT_FIELD}"]`)!.value).toBe(
      '',
    );
  });

  it('is gone once sent: the next visit starts empty and leaving asks nothing', async () => {
    answer(201, { success: true, id: 1 });
    const contact = renderSection();
    fill(contact);
    fireEvent.click(contact.submit());
    await toastTitled(en['contact.toast.successTitle']);
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(false);
    cleanup();

    // A kept draft comes back in the effects of the first render, which render() has run.
    const again = renderSection();
    expect(again.field('name').value).toBe('');
    expect(sessionStorage.length).toBe(0);
  });
});
