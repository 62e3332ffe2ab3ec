import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ar, en } from '@vb/shared/i18n';
import type { Preferences } from '@vb/shared/schemas';
import { usePreferences } from '../../app/preferences';
import { contactConfig } from './kindConfigs';
import { type Row, fakeClient, renderView } from './viewTestKit';

const message = (over: Partial<Row> = {}): Row => ({
  id: 2,
  name: 'Visitor',
  email: 'visitor@example.com',
  phone: null,
  subject: 'Subject',
  message: 'Hello there',
  status: 'new',
  createdAt: '2025-03-09T21:45:12.345Z',
  assignee: null,
  ...over,
});

const colleague = { id: 7, name: 'Nora Colleague', email: 'nora@example.test' };

/** The person's kept choice: the contact messages as a table, the default columns. */
const asTable = async (): Promise<Preferences> => ({
  submissions: { 'contact-messages': { layout: 'table' } },
});

/**
 * A live feed the test writes to: the first stream stays open until `send` is called; a
 * reconnection waits until the feed is closed.
 */
function controlledFeed() {
  let write: ((text: string) => void) | undefined;
  let opened = 0;
  const events = vi.fn(async (_lastEventId: string | undefined, signal: AbortSignal) => {
    opened += 1;
    if (opened > 1)
      return new Promise<Response>((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('closed', 'AbortError'))),
      );
    return new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          write = (text) => controller.enqueue(new TextEncoder().encode(text));
          write('retry: 500\n\nid: 1.0.0.0\nevent: ready\ndata: {}\n\n');
        },
      }),
      { headers: { 'content-type': 'text/event-stream' } },
    );
  });
  const send = (id: number) => {
    const data = { type: 'submission.updated', kind: 'contact-messages', id };
    write!(`id: 1.1.0.0\nevent: submission.updated\ndata: ${JSON.stringify(data)}\n\n`);
  };
  return { events, send, open: () => write !== undefined };
}

const assigneeCell = (name: string) => {
  const row = screen
    .getAllByTestId('submission-row')
    .find((r) => r.querySelector('[data-testid="row-name"]')?.textContent === name);
  return row!.querySelector<HTMLElement>('[data-testid="row-assignee"]')!;
};

beforeEach(() => {
  act(() => usePreferences.setState({ language: 'en', theme: 'light' }));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the table’s Assignee column', { timeout: 120_000 }, () => {
  it('names whom each item is given to, and says so of the unassigned, muted', async () => {
    const rows = [message(), message({ id: 3, name: 'Another', assignee: colleague })];
    renderView(
      contactConfig,
      fakeClient('contact-messages', rows, { preferences: asTable }).client,
    );
    await screen.findAllByTestId('submission-row', {}, { timeout: 30_000 });
    expect(screen.getByRole('columnheader', { name: en['admin.work.assignee'] })).toBeTruthy();
    expect(assigneeCell('Another').textContent).toBe('Nora Colleague');
    expect(assigneeCell('Visitor').textContent).toBe(en['admin.work.unassigned']);
    expect(assigneeCell('Visitor').className).toMatch(/notProvided/);
  });

  it('is in Arabic in the Arabic admin', async () => {
    act(() => usePreferences.setState({ language: 'ar' }));
    renderView(
      contactConfig,
      fakeClient('contact-messages', [message()], { preferences: asTable }).client,
    );
    await screen.findAllByTestId('submission-row', {}, { timeout: 30_000 });
    expect(screen.getByRole('columnheader', { name: ar['admin.work.assignee'] })).toBeTruthy();
    expect(assigneeCell('Visitor').textContent).toBe(ar['admin.work.unassigned']);
  });

  it('shows a colleague’s assignment when the live feed reports it', async () => {
    const rows = [message()];
    const feed = controlledFeed();
    const { client, list } = fakeClient('contact-messages', rows, {
      preferences: asTable,
      events: feed.events,
      // The item as the server now holds it (the feed's change is read item by item).
      itemDetail: (async (_kind: string, id: number) => ({
        item: { ...rows.find((r) => r.id === id)! },
        notes: [],
        history: [],
      })) as never,
    });
    renderView(contactConfig, client, {}, { live: true });
    await screen.findAllByTestId('submission-row', {}, { timeout: 30_000 });
    expect(assigneeCell('Visitor').textContent).toBe(en['admin.work.unassigned']);
    await waitFor(() => expect(feed.open()).toBe(true));

    // A colleague gives the item to someone, elsewhere.
    rows[0]!.assignee = colleague;
    const reads = list.mock.calls.length;
    act(() => feed.send(2));
    await waitFor(() => expect(assigneeCell('Visitor').textContent).toBe('Nora Colleague'), {
      timeout: 10_000,
    });
    // The row was changed where it is; the page was not read again.
    expect(list.mock.calls.length).toBe(reads);
  });
});
