/**
 * A failure staff may have to report shows its reference (the request id the server's log lines
 * carry), whichever way it reached the page: the error body's `requestId`, else the answer's
 * X-Request-Id header (a proxy's page has no API body). What the message itself explains, such
 * as a validation failure, shows none. Through the real HTTP core and admin client.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@vb/shared/i18n';
import type { Language } from '@vb/shared/options';
import type { SessionInfo, StaffMember } from '@vb/shared/schemas';
import { ApiError, NetworkError } from '../app/http';
import { usePreferences } from '../app/preferences';
import { NotificationsSection } from './account/NotificationsSection';
import { SessionsList } from './account/SessionsList';
import { createAdminClient } from './client';
import { errorReference } from './errorMessage';
import { AdminProviders, host } from './listings/listingFormKit';
import { EditPersonDialog } from './people/EditPersonDialog';

/** How the id reads inside a message: isolated, so Arabic text does not reorder it. */
const isolated = (id: string) => `\u2068${id}\u2069`;
const reference = (language: Language, id: string) =>
  messages[language]['admin.error.reference'].replace('{ref}', isolated(id));

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** The server's own failure: a 500 whose body names the request. */
const serverFailure = (requestId: string) =>
  json(
    500,
    { code: 'internal_error', message: 'Something went wrong on our side', requestId },
    { 'x-request-id': requestId },
  );

/** Answers by "METHOD path"; anything else is a test mistake. */
function serve(routes: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const route = routes[`${init?.method ?? 'GET'} ${url}`];
      if (!route) throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`);
      return route();
    }),
  );
}

function renderWithClient(children: React.ReactNode) {
  const client = createAdminClient(host, () => undefined);
  return render(
    <AdminProviders client={client} roles={['owner']}>
      {children}
    </AdminProviders>,
  );
}

beforeEach(() => usePreferences.setState({ language: 'en', theme: 'light' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("an error's reference", () => {
  it.each(['en', 'ar'] as const)(
    'is shown, copyable, with a server failure (%s)',
    async (language) => {
      usePreferences.setState({ language });
      serve({ 'GET /api/admin/account/notifications': () => serverFailure('req-500-abc') });
      renderWithClient(<NotificationsSection />);

      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(
        messages[language]['admin.account.notifications.loadFailed'],
      );
      const shown = within(alert).getByTestId('error-reference');
      expect(shown.textContent).toContain(reference(language, 'req-500-abc'));
      // The copy button copies the id alone, named in the person's language.
      expect(
        within(alert).getByRole('button', {
          name: messages[language]['admin.error.copyReference'],
        }),
      ).toBeTruthy();
    },
  );

  it("is read from the X-Request-Id header when the body is not the API's (a proxy's page)", async () => {
    serve({
      'GET /api/admin/account/notifications': () =>
        new Response('<html><body>502 Bad Gateway</body></html>', {
          status: 502,
          headers: { 'content-type': 'text/html', 'x-request-id': 'proxy-502-xyz' },
        }),
    });
    renderWithClient(<NotificationsSection />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByTestId('error-reference').textContent).toContain(
      reference('en', 'proxy-502-xyz'),
    );
  });

  it('is not shown when the failure named no request (no body id, no header)', async () => {
    serve({
      'GET /api/admin/account/notifications': () =>
        new Response('Bad Gateway', { status: 502, headers: { 'content-type': 'text/plain' } }),
    });
    renderWithClient(<NotificationsSection />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.en['admin.account.notifications.loadFailed']);
    expect(within(alert).queryByTestId('error-reference')).toBeNull();
  });

  it("is shown in a failed action's toast", async () => {
    const other: SessionInfo = {
      id: 's2',
      kind: 'cookie',
      current: false,
      createdAt: '2026-12-01T09:00:00.000Z',
      lastSeenAt: '2026-12-05T09:00:00.000Z',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
      ip: '127.0.0.1',
    };
    usePreferences.setState({ language: 'ar' });
    serve({
      'GET /api/auth/sessions': () => json(200, { sessions: [other] }),
      'DELETE /api/auth/sessions/s2': () => serverFailure('req-end-42'),
    });
    renderWithClient(<SessionsList />);
    await act(async () => fireEvent.click(await screen.findByTestId('account-session-end')));
    const shown = await screen.findByTestId('error-reference');
    expect(shown.textContent).toContain(reference('ar', 'req-end-42'));
    expect(document.body.textContent).toContain(messages.ar['error.internal_error']);
  });

  it('is not shown with a validation failure beside the form, though the body has an id', async () => {
    const person: StaffMember = {
      id: 5,
      email: 'p@example.test',
      name: 'Person',
      roles: ['editor'],
      twoFactor: false,
      disabled: false,
      invited: false,
      createdAt: '2026-12-01T09:00:00.000Z',
      lastSeenAt: null,
    };
    serve({
      'PUT /api/admin/users/5': () =>
        json(400, {
          code: 'validation_failed',
          message: 'Validation failed',
          issues: [{ path: 'name', message: 'Too long' }],
          requestId: 'req-400-val',
        }),
    });
    renderWithClient(
      <EditPersonDialog open person={person} onClose={() => undefined} onSaved={() => undefined} />,
    );
    await act(async () => fireEvent.click(await screen.findByTestId('person-save')));
    await waitFor(() =>
      expect(document.body.textContent).toContain(messages.en['error.validation_failed']),
    );
    expect(screen.queryByTestId('error-reference')).toBeNull();
    expect(document.body.textContent).not.toContain('req-400-val');
  });
});

describe('which failures have a reference', () => {
  const failure = (
    status: number,
    code?: 'unauthorized' | 'edit_conflict' | 'service_unavailable',
  ) => new ApiError(status, `${status}`, code, [], undefined, undefined, 'id-1');

  it('the server failing, or an answer not of the API', () => {
    expect(errorReference(failure(500))).toBe('id-1');
    expect(errorReference(failure(503, 'service_unavailable'))).toBe('id-1');
    expect(errorReference(failure(405))).toBe('id-1');
  });

  it('not what the message explains (a sign-in, a conflict), nor no answer at all', () => {
    expect(errorReference(failure(401, 'unauthorized'))).toBeUndefined();
    expect(errorReference(failure(409, 'edit_conflict'))).toBeUndefined();
    expect(errorReference(new NetworkError())).toBeUndefined();
    expect(errorReference(new Error('thrown'))).toBeUndefined();
  });
});
