import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ar, en } from '@vb/shared/i18n';
import type { SubmissionBulkResult } from '@vb/shared/schemas';
import { usePreferences } from '../../app/preferences';
import { ToastProvider } from '../../app/toast';
import type { AdminClient } from '../client';
import { AdminContextProvider } from '../context';
import type { AdminHost } from '../host';
import { I18nProvider } from '../i18n';
import { BulkBar, applyBulk } from './BulkBar';
import { contactConfig } from './kindConfigs';

const host: AdminHost = {
  apiBase: '',
  siteUrl: 'http://localhost',
  session: { kind: 'cookie' },
  saveFile: async () => 'saved',
  openExternal: () => undefined,
};

function renderBar(
  ids: number[],
  answer: (body: unknown) => Promise<SubmissionBulkResult> = async () => ({
    updated: ids.length,
    ids,
    missing: [],
  }),
) {
  const bulk = vi.fn(async (_kind: string, body: unknown) => answer(body));
  const exportCsv = vi.fn(async () => 'saved' as const);
  const client = { bulk, exportCsv } as unknown as AdminClient;
  const onDone = vi.fn();
  const onClear = vi.fn();
  render(
    <I18nProvider>
      <ConfigProvider>
        <AntApp>
          <ToastProvider>
            <AdminContextProvider value={{ host, client }}>
              <BulkBar
                config={contactConfig}
                ids={ids}
                onDone={onDone}
                onReplied={vi.fn()}
                onClear={onClear}
              />
            </AdminContextProvider>
          </ToastProvider>
        </AntApp>
      </ConfigProvider>
    </I18nProvider>,
  );
  return { bulk, exportCsv, onDone, onClear };
}

beforeEach(() => {
  act(() => usePreferences.setState({ language: 'en', theme: 'light' }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the bulk actions bar', { timeout: 20_000 }, () => {
  it('is not shown without a selection', () => {
    renderBar([]);
    expect(screen.queryByTestId('bulk-bar')).toBeNull();
  });

  it('says how many are selected, in English and in Arabic with its plural forms', () => {
    renderBar([1, 2, 3]);
    expect(screen.getByTestId('bulk-count').textContent).toBe('3 selected');
    cleanup();
    act(() => usePreferences.setState({ language: 'ar' }));
    renderBar([1, 2]);
    expect(screen.getByTestId('bulk-count').textContent).toBe('عنصران محددان');
    cleanup();
    renderBar([1, 2, 3]);
    expect(screen.getByTestId('bulk-count').textContent).toBe('٣ عناصر محددة');
    cleanup();
    renderBar(Array.from({ length: 11 }, (_, i) => i + 1));
    expect(screen.getByTestId('bulk-count').textContent).toBe('١١ عنصرًا محددًا');
  });

  it('sets a status of the kind on every selected item and says so', async () => {
    const { bulk, onDone } = renderBar([4, 5]);
    fireEvent.click(screen.getByTestId('bulk-status'));
    // The kind's statuses, labelled.
    expect((await screen.findByTestId('bulk-status-replied')).textContent).toBe('Replied');
    expect(screen.getByTestId('bulk-status-read')).toBeTruthy();
    expect(screen.queryByTestId('bulk-status-hired')).toBeNull();
    fireEvent.click(screen.getByTestId('bulk-status-replied'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = { action: 'status', ids: [4, 5], status: 'replied' };
    expect(bulk).toHaveBeenCalledWith('contact-messages', body);
    expect(onDone).toHaveBeenCalledWith({ updated: 2, ids: [4, 5], missing: [] }, body);
    expect(await screen.findByText('The statuses of 2 items were changed to Replied')).toBeTruthy();
  });

  it('deletes after one confirmation naming the count, and tells how many were already gone', async () => {
    const { bulk, onDone } = renderBar([1, 2, 3, 4, 5], async () => ({
      deleted: 2,
      ids: [1, 2],
      missing: [3, 4, 5],
    }));
    fireEvent.click(screen.getByTestId('bulk-delete'));
    expect(await screen.findByText('Delete 5 items?')).toBeTruthy();
    expect(bulk).not.toHaveBeenCalled();
    // Cancelling deletes nothing.
    fireEvent.click(screen.getByTestId('bulk-delete-cancel'));
    expect(bulk).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('bulk-delete'));
    const confirm = await screen.findByTestId('bulk-delete-confirm');
    expect(confirm.textContent).toBe('Delete 5 items');
    fireEvent.click(confirm);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bulk).toHaveBeenCalledTimes(1);
    expect(bulk).toHaveBeenCalledWith('contact-messages', {
      action: 'delete',
      ids: [1, 2, 3, 4, 5],
    });
    expect(await screen.findByText(en['admin.bulk.partialTitle'])).toBeTruthy();
    expect(await screen.findByText('2 items were deleted; 3 of 5 were already gone')).toBeTruthy();
  });

  it('asks in Arabic with the dual', async () => {
    act(() => usePreferences.setState({ language: 'ar' }));
    const { onDone } = renderBar([7, 8], async () => ({ deleted: 0, ids: [], missing: [7, 8] }));
    fireEvent.click(screen.getByTestId('bulk-delete'));
    expect(await screen.findByText('حذف عنصرين؟')).toBeTruthy();
    const confirm = await screen.findByTestId('bulk-delete-confirm');
    expect(confirm.textContent).toBe('حذف عنصرين');
    expect(screen.getByText(ar['admin.delete.text'])).toBeTruthy();
    // Both were already gone: said so, in Arabic.
    fireEvent.click(confirm);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(await screen.findByText('عنصران من أصل ٢ كانا محذوفين من قبل')).toBeTruthy();
  });

  it('shows a failure, keeping the selection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onDone, onClear } = renderBar([1], async () => {
      throw new Error('offline');
    });
    fireEvent.click(screen.getByTestId('bulk-status'));
    fireEvent.click(await screen.findByTestId('bulk-status-read'));
    expect(await screen.findByText(en['admin.bulk.statusFailed'])).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    expect(onClear).not.toHaveBeenCalled();
  });

  it('exports the selection in the admin’s language, and clears', async () => {
    const { exportCsv, onClear } = renderBar([9, 3]);
    fireEvent.click(screen.getByTestId('bulk-export'));
    await waitFor(() =>
      expect(exportCsv).toHaveBeenCalledWith('contact-messages', { ids: [9, 3] }, 'en'),
    );
    // The bar's buttons wait while the export runs; then Clear clears.
    const clear = screen.getByTestId('bulk-clear') as HTMLButtonElement;
    await waitFor(() => expect(clear.disabled).toBe(false));
    fireEvent.click(clear);
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});

describe('a list after a bulk action', () => {
  const items = [1, 2, 3, 4].map((id) => ({ id, status: 'new', name: `N${id}` }));

  it('gives the changed items their status and drops the ones already gone', () => {
    const after = applyBulk(
      items,
      { updated: 2, ids: [1, 3], missing: [4] },
      { action: 'status', ids: [1, 3, 4], status: 'read' },
    );
    expect(after).toEqual([
      { id: 1, status: 'read', name: 'N1' },
      { id: 2, status: 'new', name: 'N2' },
      { id: 3, status: 'read', name: 'N3' },
    ]);
  });

  it('drops the deleted items and the missing ones', () => {
    const after = applyBulk(
      items,
      { deleted: 1, ids: [2], missing: [3] },
      { action: 'delete', ids: [2, 3] },
    );
    expect(after.map((i) => i.id)).toEqual([1, 4]);
  });
});
