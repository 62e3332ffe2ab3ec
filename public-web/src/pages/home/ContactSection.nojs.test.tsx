/**
 * The contact form as a plain HTML form: what the server renders (a real form, enabled, every
 * field named), what a visitor typed before the app ran kept through hydration and sent by the
 * app, and the page the server answers a plain post with (values, each field's problem, the
 * summary, the confirmation) hydrated as it was rendered.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HONEYPOT_FIELD, STORAGE_KEYS } from '@vb/shared/constants';
import { ar, en } from '@vb/shared/i18n';
import { FORM_POST_ELEMENT_ID, type FormPostState } from '@vb/shared/render';
import { FormPostContext } from '../../app/formPost';
import { named, serverRenderedPage, type ServerRenderedPage } from '../../app/formPostTestKit';
import { I18nProvider } from '../../app/i18n';
import { LocalizedStaticRouter } from '../../app/languageRouting';
import { usePreferences } from '../../app/preferences';
import { ToastProvider } from '../../app/toast';
import { ContactSection } from './ContactSection';

const tree = (form?: FormPostState): ReactNode => (
  <FormPostContext.Provider value={form}>
    <I18nProvider>
      <ToastProvider>
        <ContactSection />
      </ToastProvider>
    </I18nProvider>
  </FormPostContext.Provider>
);

let page: ServerRenderedPage;
let consoleErrors: ReturnType<typeof vi.spyOn>;
const serverPage = (form?: FormPostState) => page.show(tree(form), form, 'contact-form');
const hydrate = () => page.hydrate(tree());

beforeEach(() => {
  usePreferences.setState({ language: 'en' });
  page = serverRenderedPage();
  consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  page.remove();
  cleanup();
  consoleErrors.mockRestore();
  vi.unstubAllGlobals();
});

describe('the contact form without JavaScript', () => {
  it('is a real form in the server HTML: posted to the home page, enabled, every field named', () => {
    const form = serverPage();
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/#contact');
    for (const name of ['name', 'email', 'subject', 'message', HONEYPOT_FIELD]) {
      const field = named(form, name);
      expect(field, name).toBeTruthy();
      expect(field.disabled).toBe(false);
    }
    const submit = form.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
  });

  it('posts to the English home page in English', () => {
    const html = renderToString(<LocalizedStaticRouter url="/en">{tree()}</LocalizedStaticRouter>);
    expect(html).toContain('action="/en#contact"');
  });

  it('keeps what was typed before the app ran, and the app sends it', async () => {
    const form = serverPage();
    named(form, 'name').value = 'Nora Typed-Early';
    named(form, 'email').value = 'nora@example.test';
    named(form, 'subject').value = 'Partnership';
    named(form, 'message').value = 'Typed before the scripts arrived.';
    await hydrate();
    expect(page.recoverable).toEqual([]);
    expect(named(form, 'name').value).toBe('Nora Typed-Early');
    expect(named(form, 'message').value).toBe('Typed before the scripts arrived.');

    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ success: true, id: 1 }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // Still typing after the app took over: both parts are sent.
    fireEvent.change(named(form, 'subject'), { target: { value: 'Partnership, again' } });
    fireEvent.click(within(form).getByRole('button'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const sent = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as Record<string, string>;
    expect(sent).toMatchObject({
      name: 'Nora Typed-Early',
      email: 'nora@example.test',
      subject: 'Partnership, again',
      message: 'Typed before the scripts arrived.',
    });
    await screen.findByText(en['contact.toast.successTitle']);
    expect(named(form, 'name').value).toBe('');
  });

  it('a value typed early wins over an older draft; the draft fills the empty fields', async () => {
    sessionStorage.setItem(
      `${STORAGE_KEYS.draftPrefix}contact`,
      JSON.stringify({ name: 'Old Draft', subject: 'From the draft' }),
    );
    const form = serverPage();
    named(form, 'name').value = 'Typed Now';
    await hydrate();
    await waitFor(() => expect(named(form, 'subject').value).toBe('From the draft'));
    expect(named(form, 'name').value).toBe('Typed Now');
  });

  it('hydrates the page answering an invalid post as rendered: values, errors, summary', async () => {
    const posted: FormPostState = {
      form: 'contact',
      outcome: 'invalid',
      values: {
        name: '<script>alert(1)</script>',
        email: 'not-an-address',
        subject: '',
        message: 'Hi there',
      },
      issues: [
        { path: 'email', message: en['validation.email'] },
        { path: 'subject', message: en['validation.required'] },
      ],
    };
    const form = serverPage(posted);
    // Rendered by the server: the hostile value as text in the field, never as markup.
    expect(page.container().querySelector('script')).toBeNull();
    expect(named(form, 'name').value).toBe('<script>alert(1)</script>');
    expect(within(form).getByTestId('form-notice').textContent).toContain(en['validation.email']);
    await hydrate();
    expect(page.recoverable).toEqual([]);
    expect(document.getElementById(FORM_POST_ELEMENT_ID)).toBeNull();
    expect(named(form, 'name').value).toBe('<script>alert(1)</script>');
    expect(named(form, 'email').getAttribute('aria-invalid')).toBe('true');
    expect(named(form, 'subject').getAttribute('aria-invalid')).toBe('true');
    expect(named(form, 'message').getAttribute('aria-invalid')).toBeNull();
    const notice = within(form).getByTestId('form-notice');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain(en['form.summary.title']);
    expect(notice.textContent).toContain(`${en['contact.form.email']}: ${en['validation.email']}`);
    // Each problem links to its field, whose label names it.
    const links = within(notice).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      `${en['contact.form.email']}: ${en['validation.email']}`,
      `${en['contact.form.subject']}: ${en['validation.required']}`,
    ]);
    for (const [link, name] of [
      [links[0]!, 'email'],
      [links[1]!, 'subject'],
    ] as const) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target).toBe(named(form, name));
      expect(within(form).getByLabelText(new RegExp(en[`contact.form.${name}`]))).toBe(target);
    }
    // Correcting a field takes it off the summary.
    fireEvent.change(named(form, 'email'), { target: { value: 'nora@example.test' } });
    expect(notice.textContent).not.toContain(en['validation.email']);
    expect(notice.textContent).toContain(en['validation.required']);
  });

  it('shows the problems in Arabic on the Arabic page', async () => {
    usePreferences.setState({ language: 'ar' });
    const form = serverPage({
      form: 'contact',
      outcome: 'invalid',
      values: { name: '', email: 'x', subject: 's', message: 'long enough' },
      issues: [
        { path: 'name', message: en['validation.required'] },
        { path: 'email', message: en['validation.email'] },
      ],
    });
    const notice = within(form).getByTestId('form-notice');
    expect(notice.textContent).toContain(ar['form.summary.title']);
    expect(notice.textContent).toContain(ar['validation.email']);
    expect(form.textContent).toContain(ar['validation.required']);
    await hydrate();
    expect(page.recoverable).toEqual([]);
    expect(within(form).getByTestId('form-notice').textContent).toContain(ar['validation.email']);
  });

  it('hydrates the confirmation of a sent form, a status in the toast’s words', async () => {
    const form = serverPage({ form: 'contact', outcome: 'sent', values: {}, issues: [] });
    await hydrate();
    expect(page.recoverable).toEqual([]);
    const status = within(form).getByRole('status');
    expect(status.textContent).toContain(en['contact.toast.successTitle']);
    expect(status.textContent).toContain(en['contact.toast.successText']);
  });

  it('says so when the post was refused for sending too often, values kept', async () => {
    const form = serverPage({
      form: 'contact',
      outcome: 'rateLimited',
      values: { name: 'Nora', email: 'nora@example.test', subject: 'S', message: 'Hello there' },
      issues: [],
    });
    await hydrate();
    expect(page.recoverable).toEqual([]);
    expect(within(form).getByRole('alert').textContent).toContain(en['error.too_many_requests']);
    expect(named(form, 'message').value).toBe('Hello there');
  });

  it('ignores the state of another form', async () => {
    const form = serverPage({ form: 'investor', outcome: 'sent', values: {}, issues: [] });
    expect(within(form).queryByTestId('form-notice')).toBeNull();
    await hydrate();
    expect(page.recoverable).toEqual([]);
    expect(within(form).queryByTestId('form-notice')).toBeNull();
  });
});
