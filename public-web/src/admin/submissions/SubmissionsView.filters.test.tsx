import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '@vb/shared/i18n';
import { usePreferences } from '../../app/preferences';
import { contactConfig } from './kindConfigs';
import { type Row, cards, fakeClient, renderView } from './viewTestKit';

const message = (id: number, name: string, status: string): Row => ({
  id,
  name,
  email: `${id}@example.com`,
  phone: null,
  subject: 'Subject',
  message: 'Hello there',
  status,
  createdAt: new Date(Date.UTC(2025, 0, id)).toISOString(),
});

beforeEach(() => {
  act(() => usePreferences.setState({ language: 'en', theme: 'light' }));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const names = () =>
  cards().map((card) => card.querySelector('[data-testid="submission-name"]')!.textContent);
const results = () => screen.getByTestId('submissions-results').textContent;
const search = () => screen.getByTestId('submissions-search') as HTMLInputElement;

/** Picks a status in the status filter. */
async function pickStatus(label: string) {
  const select = screen.getByTestId('submissions-status-filter');
  fireEvent.mouseDown(select.querySelector('.ant-select-selector, input')!);
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`,
    );
    expect(found).toBeTruthy();
    return found!;
  });
  fireEvent.click(option);
}

describe('the list’s filters', { timeout: 120_000 }, () => {
  it('search, status and clear narrow the list as the server answers; the results are counted', async () => {
    // Newest first, as the server orders them.
    const { client, list } = fakeClient('contact-messages', [
      message(2, 'Beta', 'replied'),
      message(1, 'Alpha', 'new'),
    ]);
    renderView(contactConfig, client);
    await waitFor(() => expect(cards()).toHaveLength(2), { timeout: 30_000 });
    expect(results()).toBe('Showing 2 results');
    expect(names()).toEqual(['Beta', 'Alpha']);

    fireEvent.change(search(), { target: { value: 'BETA' } });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(list).toHaveBeenLastCalledWith(
      'contact-messages',
      expect.objectContaining({ q: 'BETA' }),
      expect.anything(),
    );
    expect(results()).toBe('Showing 1 result');

    fireEvent.change(search(), { target: { value: '' } });
    await waitFor(() => expect(cards()).toHaveLength(2));
    await pickStatus('Replied');
    await waitFor(() => expect(names()).toEqual(['Beta']));
    expect(list).toHaveBeenLastCalledWith(
      'contact-messages',
      expect.objectContaining({ status: 'replied' }),
      expect.anything(),
    );
    await pickStatus('New');
    await waitFor(() => expect(names()).toEqual(['Alpha']));

    fireEvent.change(search(), { target: { value: 'nothing-matches-this' } });
    expect((await screen.findByTestId('submissions-empty-filtered')).textContent).toContain(
      en['admin.empty.filtered'],
    );

    fireEvent.click(screen.getByTestId('submissions-clear'));
    await waitFor(() => expect(search().value).toBe(''));
    await waitFor(() =>
      expect((screen.getByTestId('submissions-clear') as HTMLButtonElement).disabled).toBe(true),
    );
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it('exports what the filters keep, in the admin’s language', async () => {
    const { client } = fakeClient('contact-messages', [message(1, 'Csv person', 'new')]);
    renderView(contactConfig, client, { q: 'csv' });
    await waitFor(() => expect(cards()).toHaveLength(1), { timeout: 30_000 });
    fireEvent.click(screen.getByTestId('submissions-export'));
    await waitFor(() =>
      expect(client.exportCsv).toHaveBeenCalledWith(
        'contact-messages',
        expect.objectContaining({ q: 'csv', status: null }),
        'en',
      ),
    );
  });
});
