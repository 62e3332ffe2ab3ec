import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '@vb/shared/i18n';
import { ApiError } from '../../app/http';
import { usePreferences } from '../../app/preferences';
import { applicationsConfig, contactConfig, investorsConfig } from './kindConfigs';
import {
  type Row,
  cardOf,
  cards,
  choose,
  fakeClient,
  renderView,
  toastShown,
  within,
} from './viewTestKit';

const message = (id: number, name: string, status = 'new'): Row => ({
  id,
  name,
  email: `${id}@example.com`,
  phone: null,
  subject: 'Subject',
  message: 'Hello there',
  status,
  createdAt: new Date(Date.UTC(2025, 0, id)).toISOString(),
});

let log: { mock: { calls: unknown[][] } };
beforeEach(() => {
  act(() => usePreferences.setState({ language: 'en', theme: 'light' }));
  log = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const logged = (text: string) => log.mock.calls.some((call) => call[0] === text);
const card = (name: string) => waitFor(() => cardOf(name), { timeout: 30_000 });

describe('a refused request', { timeout: 120_000 }, () => {
  it('shows its toast and keeps the item as it was, for a status change and a delete', async () => {
    const { client } = fakeClient('contact-messages', [message(1, 'Refused')], {
      setStatus: async () => {
        throw new ApiError(400, 'status must be one of new, read, replied', 'validation_failed');
      },
      remove: async () => {
        throw new ApiError(405, 'Method Not Allowed');
      },
    });
    renderView(contactConfig, client);
    const refused = await card('Refused');
    await choose(refused, 'Mark as Read');
    // What failed, and the server's reason in the person's language.
    await toastShown(en['admin.toast.updateMessageStatusFailed']);
    await toastShown(en['error.validation_failed']);
    expect(within(refused, 'status-badge').textContent).toBe('New');
    await waitFor(() =>
      expect((within(refused, 'status-menu') as HTMLButtonElement).disabled).toBe(false),
    );
    expect(logged(en['admin.toast.updateMessageStatusFailed'])).toBe(true);

    fireEvent.click(within(refused, 'delete-button'));
    fireEvent.click(await screen.findByTestId('delete-confirm'));
    await toastShown(en['admin.toast.deleteMessageFailed']);
    expect(cards()).toHaveLength(1);
    expect(logged(en['admin.toast.deleteMessageFailed'])).toBe(true);
  });

  it('refuses to overwrite a change made meanwhile, says so, and shows the item as it is now', async () => {
    const rows = [message(1, 'Moved')];
    const { client } = fakeClient('contact-messages', rows, {
      setStatus: async (_kind: string, _id: number, _status: string, from?: string) => {
        // A colleague marked it replied after this list was read.
        rows[0]!.status = 'replied';
        if (from !== 'replied')
          throw new ApiError(409, "The item's status was changed meanwhile", 'status_changed');
      },
    } as never);
    renderView(contactConfig, client);
    const moved = await card('Moved');
    await choose(moved, 'Mark as Read');
    await toastShown(en['error.status_changed']);
    await waitFor(() => expect(within(moved, 'status-badge').textContent).toBe('Replied'));
  });

  it('disables only the item whose request runs, until it ends', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const rows = [message(2, 'Two'), message(1, 'One')];
    const { client } = fakeClient('contact-messages', rows, {
      setStatus: async (_kind: string, id: number, status: string) => {
        await gate;
        rows.find((row) => row.id === id)!.status = status;
      },
    } as never);
    renderView(contactConfig, client);
    const one = await card('One');
    const two = cardOf('Two');
    await choose(one, 'Mark as Read');
    const button = (c: HTMLElement, id: string) => within(c, id) as HTMLButtonElement;
    await waitFor(() => expect(button(one, 'status-menu').className).toMatch(/ant-btn-loading/));
    expect(button(one, 'delete-button').disabled).toBe(true);
    expect(button(two, 'status-menu').disabled).toBe(false);
    expect(button(two, 'delete-button').disabled).toBe(false);
    release();
    await waitFor(() => expect(within(one, 'status-badge').textContent).toBe('Read'));
    await waitFor(() => expect(button(one, 'delete-button').disabled).toBe(false));
    expect(button(one, 'status-menu').className).not.toMatch(/ant-btn-loading/);
  });
});

describe('a list that cannot be read', { timeout: 120_000 }, () => {
  for (const config of [applicationsConfig, contactConfig, investorsConfig]) {
    it(`says so in a banner, and logs it (${config.kind})`, async () => {
      const { client } = fakeClient(config.kind, [], {
        list: async () => {
          throw new ApiError(404, 'Not Found', 'not_found');
        },
      });
      renderView(config as typeof contactConfig, client);
      const banner = await screen.findByTestId('submissions-error', {}, { timeout: 30_000 });
      expect(banner.textContent).toContain(en[config.keys.loadError]);
      expect(logged(en[config.keys.loadError])).toBe(true);
    });
  }
});
