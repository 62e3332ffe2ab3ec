import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerFile } from '@vb/shared/schemas';
import { usePreferences } from '../../app/preferences';
import { ToastProvider } from '../../app/toast';
import type { AdminClient } from '../client';
import { AdminContextProvider } from '../context';
import { I18nProvider } from '../i18n';
import { ThreadFiles } from './ThreadFiles';
import { host } from './viewTestKit';

const files: AnswerFile[] = [
  { id: 1, filename: 'العرض.pdf', size: 2_500_000, refused: null },
  { id: 2, filename: 'setup.exe', size: 800, refused: 'type' },
  { id: 3, filename: 'infected.pdf', size: 3_000, refused: 'virus' },
];

function renderFiles(download: () => Promise<unknown> = async () => 'saved') {
  const client = { downloadAnswerFile: vi.fn(download) } as unknown as AdminClient;
  render(
    <I18nProvider>
      <ConfigProvider>
        <AntApp>
          <ToastProvider>
            <AdminContextProvider value={{ host, client }}>
              <ThreadFiles kind="contact-messages" id={42} files={files} />
            </AdminContextProvider>
          </ToastProvider>
        </AntApp>
      </ConfigProvider>
    </I18nProvider>,
  );
  return client;
}

beforeEach(() => {
  act(() => usePreferences.setState({ language: 'en', theme: 'light' }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('an answer’s attachments', () => {
  it('download the kept ones and name the refused ones with why', async () => {
    const client = renderFiles();
    const rows = screen.getAllByTestId('thread-file');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('2.4 MB');
    expect(rows[1]!.textContent).toContain('Not kept: only PDF and Word documents are kept');
    expect(rows[2]!.textContent).toContain('Not kept: refused by the virus scanner');
    // Only the kept one is a button.
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Download العرض.pdf' }));
    await waitFor(() =>
      expect(client.downloadAnswerFile).toHaveBeenCalledWith('contact-messages', 42, files[0]),
    );
  });

  it('tell a failed download, in Arabic', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => usePreferences.setState({ language: 'ar' }));
    renderFiles(async () => {
      throw new Error('offline');
    });
    expect(screen.getByRole('list', { name: 'المرفقات' })).toBeTruthy();
    expect(screen.getAllByTestId('thread-file')[1]!.textContent).toContain(
      'لم يُحفظ: تُحفظ مستندات PDF وWord فقط',
    );
    fireEvent.click(screen.getByRole('button', { name: 'تنزيل العرض.pdf' }));
    expect(await screen.findByText('تعذّر تنزيل المرفق')).toBeTruthy();
  });
});
