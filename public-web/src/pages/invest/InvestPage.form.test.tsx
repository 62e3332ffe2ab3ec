import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { en } from '@vb/shared/i18n';
import { I18nProvider } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { ToastProvider } from '../../app/toast';
import InvestPage from './InvestPage';

const FIELDS = {
  name: 'invest.form.name',
  email: 'invest.form.email',
  organization: 'invest.form.organization',
  position: 'invest.form.position',
  phone: 'invest.form.phone',
  amount: 'invest.form.investmentAmount',
  message: 'invest.form.message',
} as const;
type Field = keyof typeof FIELDS;

function Home() {
  return <p data-testid="home">{useLocation().pathname}</p>;
}

/** The page at its English address (the router's base is the address's language). */
function renderPage(variant: 'invest' | 'investor') {
  render(
    <I18nProvider>
      <ToastProvider>
        <MemoryRouter basename="/en" initialEntries={[`/en/${variant}`]}>
          <Routes>
            <Route path="/" element={<Home />} />
            <Route path={`/${variant}`} element={<InvestPage variant={variant} />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </I18nProvider>,
  );
  const form = screen.getByTestId('invest-form');
  const field = (name: Field) =>
    within(form).getByLabelText(en[FIELDS[name]], { exact: false }) as
      HTMLInputElement | HTMLTextAreaElement;
  const submit = () => within(form).getByRole('button') as HTMLButtonElement;
  return { form, field, submit };
}

const MESSAGE = 'We would like to co-invest in your next ventures.';

function fill(field: ReturnType<typeof renderPage>['field']) {
  const values: Record<Field, string> = {
    name: 'Faisal Investor',
    email: 'faisal@example.test',
    organization: 'Desert Capital',
    position: 'Partner',
    phone: '+966 50 123 4567',
    amount: '1,000,000 SAR',
    message: MESSAGE,
  };
  for (const [name, value] of Object.entries(values)) {
    fireEvent.change(field(name as Field), { target: { value } });
  }
}

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

for (const variant of ['invest', 'investor'] as const) {
  describe(`InvestPage: the form on /${variant}`, () => {
    it('has the required fields, the hint, and a Back to Home link', () => {
      const { form, field } = renderPage(variant);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en['invest.title']);
      expect(field('email').getAttribute('type')).toBe('email');
      for (const name of ['name', 'email', 'organization', 'message'] as const) {
        expect(field(name).required).toBe(true);
      }
      for (const name of ['position', 'phone', 'amount'] as const) {
        expect(field(name).required).toBe(false);
      }
      expect(form.textContent).toContain(en['invest.form.messageHint']);
      const back = screen.getByRole('link', { name: en['invest.backToHome'] });
      expect(back.getAttribute('href')).toBe('/en');
      fireEvent.click(back);
      expect(screen.getByTestId('home').textContent).toBe('/');
    });

    it('success: the toast, every field emptied', async () => {
      const fetchMock = answer(201, { success: true, id: 1 });
      const { field, submit } = renderPage(variant);
      fill(field);
      fireEvent.click(submit());
      const toast = (await screen.findByText(en['invest.toast.successTitle'])).closest('li')!;
      expect(toast.textContent).toContain(en['invest.toast.successText']);
      for (const name of Object.keys(FIELDS) as Field[]) expect(field(name).value).toBe('');
      expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
        organization: 'Desert Capital',
        position: 'Partner',
        investmentAmount: '1,000,000 SAR',
      });
    });

    it('failure: the destructive toast, the fields kept', async () => {
      // The server's answer to a body it cannot read (api/test/submissions: invalid_json).
      answer(400, { code: 'invalid_json', message: 'The request body is not valid JSON' });
      const { field, submit } = renderPage(variant);
      fill(field);
      fireEvent.click(submit());
      const toast = (await screen.findByText(en['invest.toast.errorTitle'])).closest('li')!;
      expect(toast.textContent).toContain(en['invest.toast.errorText']);
      expect(toast.getAttribute('data-variant')).toBe('destructive');
      expect(field('organization').value).toBe('Desert Capital');
      expect(field('message').value).toBe(MESSAGE);
    });
  });
}
