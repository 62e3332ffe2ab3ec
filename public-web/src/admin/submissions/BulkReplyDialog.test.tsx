import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReplyBulkResult, ReplyTemplate } from '@vb/shared/schemas';
import { usePreferences } from '../../app/preferences';
import { ToastProvider } from '../../app/toast';
import type { AdminClient } from '../client';
import { AdminContextProvider } from '../context';
import { I18nProvider } from '../i18n';
import { BulkBar } from './BulkBar';
import { applicationsConfig } from './kindConfigs';
import { host } from './viewTestKit';

const rejection: ReplyTemplate = {
  id: 7,
  kind: 'applications',
  name: 'Not this time',
  bodyAr: 'شكرًا يا {name} على اهتمامك بوظيفة {position}.',
  bodyEn: 'Thank you, {name}, for your interest in the {position} role.',
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
};

function renderBar(ids: number[], sendTemplate: (...args: unknown[]) => Promise<ReplyBulkResult>) {
  const client = {
    replyTemplates: vi.fn(async () => [rejection]),
    sendTemplate: vi.fn(sendTemplate),
  } as unknown as AdminClient;
  const onReplied = vi.fn();
  render(
    <I18nProvider>
      <ConfigProvider>
        <AntApp>
          <ToastProvider>
            <QueryClientProvider client={new QueryClient()}>
              <AdminContextProvider value={{ host, client }}>
                <BulkBar
                  config={applicationsConfig}
                  ids={ids}
                  onDone={vi.fn()}
                  onReplied={onReplied}
                  onClear={vi.fn()}
                />
              </AdminContextProvider>
            </QueryClientProvider>
          </ToastProvider>
        </AntApp>
      </ConfigProvider>
    </I18nProvider>,
  );
  return { client, onReplied };
}

async function chooseTemplate() {
  fireEvent.click(screen.getByTestId('bulk-reply'));
  const dialog = await screen.findByRole('dialog');
  const select = within(dialog).getByRole('combobox');
  fireEvent.mouseDown(select);
  fireEvent.click(
    await screen.findByText('Not this time', { selector: '.ant-select-item-option-content' }),
  );
  return dialog;
}

beforeEach(() => {
  act(() => usePreferences.setState({ language: 'en', theme: 'light' }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('sending a template to the selection', { timeout: 20_000 }, () => {
  it('shows the template in both languages, sends it to every selected item and says how it went', async () => {
    const { client, onReplied } = renderBar([3, 4, 5], async () => ({
      sent: 2,
      ids: [3, 4],
      missing: [],
      skipped: [5],
    }));
    const dialog = await chooseTemplate();
    expect(within(dialog).getByText('Send a template to 3 people')).toBeTruthy();
    const preview = within(dialog).getByTestId('bulk-reply-preview');
    const arabic = within(preview).getByText(rejection.bodyAr);
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(within(preview).getByText(rejection.bodyEn).getAttribute('dir')).toBe('ltr');

    fireEvent.click(within(dialog).getByTestId('bulk-reply-send'));
    await waitFor(() => expect(onReplied).toHaveBeenCalled());
    expect(client.sendTemplate).toHaveBeenCalledWith('applications', {
      ids: [3, 4, 5],
      templateId: 7,
    });
    expect(
      await screen.findByText('Sent to 2 people. 1 item has no e-mail address left.'),
    ).toBeTruthy();
  });

  it('cannot send before a template is chosen, and keeps the dialog with the reason on failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onReplied } = renderBar([3], async () => {
      throw new Error('offline');
    });
    fireEvent.click(screen.getByTestId('bulk-reply'));
    const send = (await screen.findByTestId('bulk-reply-send')) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('bulk-reply-cancel'));
    const dialog = await chooseTemplate();
    fireEvent.click(within(dialog).getByTestId('bulk-reply-send'));
    expect(
      await within(dialog).findByText('The template could not be sent; no one was sent it'),
    ).toBeTruthy();
    expect(onReplied).not.toHaveBeenCalled();
  });

  it('speaks Arabic, with the dual', async () => {
    act(() => usePreferences.setState({ language: 'ar' }));
    renderBar([3, 4], async () => ({ sent: 2, ids: [3, 4], missing: [], skipped: [] }));
    fireEvent.click(screen.getByTestId('bulk-reply'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('إرسال قالب إلى شخصين')).toBeTruthy();
    expect(within(dialog).getByTestId('bulk-reply-send').textContent).toBe('إرسال إلى شخصين');
  });
});
