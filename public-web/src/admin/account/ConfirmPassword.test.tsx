/**
 * A session signed in long ago is asked for the password again before it lists its sessions or
 * starts two-factor setup; a wrong password says so, the right one goes on to what was asked.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@vb/shared/i18n';
import type { SessionInfo } from '@vb/shared/schemas';
import { ApiError } from '../../app/http';
import { usePreferences } from '../../app/preferences';
import type { AdminClient } from '../client';
import { AdminProviders } from '../listings/listingFormKit';
import { SessionsList } from './SessionsList';
import { TwoFactorSection } from './TwoFactorSection';

const en = messages.en;
const ar = messages.ar;
const stale = () => new ApiError(403, 'Enter your password again', 'reauthentication_required');
const wrong = () => new ApiError(400, 'The password is incorrect', 'wrong_password');

const session: SessionInfo = {
  id: 's1',
  kind: 'cookie',
  current: true,
  createdAt: '2026-12-01T09:00:00.000Z',
  lastSeenAt: '2026-12-05T09:00:00.000Z',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
  ip: '127.0.0.1',
};

async function typePassword(password: string) {
  fireEvent.change(await screen.findByTestId('reauth-password'), { target: { value: password } });
  await act(async () => fireEvent.click(screen.getByTestId('reauth-submit')));
}

describe('confirming the password', () => {
  beforeEach(() => usePreferences.setState({ language: 'en', theme: 'light' }));
  afterEach(cleanup);

  it('comes before the sessions of a session signed in long ago', async () => {
    let confirmed = false;
    const client: Partial<AdminClient> = {
      sessions: vi.fn(async () => {
        if (!confirmed) throw stale();
        return [session];
      }),
      reauthenticate: vi.fn(async (password: string) => {
        if (password !== 'right one') throw wrong();
        confirmed = true;
      }),
    };
    render(
      <AdminProviders client={client} roles={['editor']}>
        <SessionsList />
      </AdminProviders>,
    );
    expect(await screen.findByText(en['admin.account.reauth.title'])).toBeTruthy();
    await typePassword('wrong one');
    expect((await screen.findByRole('alert')).textContent).toContain(
      en['admin.account.reauth.wrong'],
    );
    await typePassword('right one');
    expect(await screen.findByTestId('account-session')).toBeTruthy();
    expect(client.reauthenticate).toHaveBeenLastCalledWith('right one');
  });

  it('comes before two-factor setup, in Arabic too', async () => {
    usePreferences.setState({ language: 'ar', theme: 'dark' });
    let confirmed = false;
    const client: Partial<AdminClient> = {
      startTwoFactor: vi.fn(async () => {
        if (!confirmed) throw stale();
        return { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x' };
      }),
      reauthenticate: vi.fn(async () => {
        confirmed = true;
      }),
    };
    render(
      <AdminProviders client={client} roles={['editor']}>
        <TwoFactorSection />
      </AdminProviders>,
    );
    await act(async () => fireEvent.click(screen.getByTestId('two-factor-turn-on')));
    expect(await screen.findByText(ar['admin.account.reauth.title'])).toBeTruthy();
    await typePassword('my password');
    await waitFor(() => expect(client.startTwoFactor).toHaveBeenCalledTimes(2));
    expect(
      await screen.findByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', { exact: false }),
    ).toBeTruthy();
  });
});
