/**
 * The investment request as a plain HTML form: posted to the page it is on, in its language,
 * every field named; what was typed before the app ran is kept through hydration; the page
 * answering an invalid post hydrates with its values and problems.
 */
import { cleanup, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '@vb/shared/constants';
import { en } from '@vb/shared/i18n';
import type { FormPostState } from '@vb/shared/render';
import { FormPostContext } from '../../app/formPost';
import { named, serverRenderedPage, type ServerRenderedPage } from '../../app/formPostTestKit';
import { I18nProvider } from '../../app/i18n';
import { LocalizedStaticRouter } from '../../app/languageRouting';
import { usePreferences } from '../../app/preferences';
import { ToastProvider } from '../../app/toast';
import InvestPage from './InvestPage';

const FIELDS = ['name', 'email', 'organization', 'position', 'phone', 'investmentAmount'];

const page = (url: string, variant: 'invest' | 'investor', form?: FormPostState) => (
  <FormPostContext.Provider value={form}>
    <I18nProvider>
      <ToastProvider>
        <LocalizedStaticRouter url={url}>
          <InvestPage variant={variant} />
        </LocalizedStaticRouter>
      </ToastProvider>
    </I18nProvider>
  </FormPostContext.Provider>
);

let rendered: ServerRenderedPage;
const serverPage = (url: string, variant: 'invest' | 'investor', form?: FormPostState) =>
  rendered.show(page(url, variant, form), form, 'invest-form');
const hydrate = (url: string, variant: 'invest' | 'investor') =>
  rendered.hydrate(page(url, variant));

beforeEach(() => {
  usePreferences.setState({ language: 'en' });
  rendered = serverRenderedPage();
});
afterEach(() => {
  rendered.remove();
  cleanup();
});

describe('the investment request without JavaScript', () => {
  it('posts to the page it is on, in its language, every field named and enabled', () => {
    const form = serverPage('/en/investor', 'investor');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/en/investor#invest-form-title');
    for (const name of [...FIELDS, 'message', HONEYPOT_FIELD]) {
      expect(named(form, name), name).toBeTruthy();
      expect(named(form, name).disabled).toBe(false);
    }
    usePreferences.setState({ language: 'ar' });
    expect(serverPage('/invest', 'invest').getAttribute('action')).toBe(
      '/invest#invest-form-title',
    );
  });

  it('keeps what was typed before the app ran', async () => {
    const form = serverPage('/en/invest', 'invest');
    named(form, 'organization').value = 'Fund typed early';
    named(form, 'message').value = 'Typed before the scripts arrived.';
    await hydrate('/en/invest', 'invest');
    expect(rendered.recoverable).toEqual([]);
    expect(named(form, 'organization').value).toBe('Fund typed early');
    expect(named(form, 'message').value).toBe('Typed before the scripts arrived.');
  });

  it('hydrates the page answering an invalid post with its values and problems', async () => {
    const form = serverPage('/en/invest', 'invest', {
      form: 'investor',
      outcome: 'invalid',
      values: { name: 'Faisal', email: '', organization: 'Fund', phone: 'call me', message: 'ok!' },
      issues: [
        { path: 'email', message: en['validation.required'] },
        { path: 'phone', message: en['validation.phone'] },
      ],
    });
    await hydrate('/en/invest', 'invest');
    expect(rendered.recoverable).toEqual([]);
    expect(named(form, 'phone').value).toBe('call me');
    expect(named(form, 'phone').getAttribute('aria-invalid')).toBe('true');
    const notice = within(form).getByTestId('form-notice');
    expect(notice.textContent).toContain(`${en['invest.form.phone']}: ${en['validation.phone']}`);
    expect(notice.textContent).toContain(
      `${en['invest.form.email']}: ${en['validation.required']}`,
    );
  });
});
