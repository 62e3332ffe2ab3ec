/** The owners' panels: the e-mail outbox says how its queue stands, in both languages. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxResponse } from '@vb/shared/schemas';
import { usePreferences } from '../../app/preferences';
import type { AdminClient } from '../client';
import { AdminProviders } from '../listings/listingFormKit';
import { OwnerPanels } from './OwnerPanels';

const client = (queue: OutboxResponse['queue'], total = 1): Partial<AdminClient> => ({
  settings: async () => ({ requireTwoFactor: false }),
  outbox: async () => ({
    enabled: true,
    total,
    queue,
    messages: [
      {
        id: 1,
        createdAt: '2026-12-01T09:00:00.000Z',
        kind: 'submission_received',
        to: 'someone@example.test',
        language: 'en',
        subject: 'We received your message',
        status: 'pending',
        attempts: 0,
        lastError: null,
        sentAt: null,
      },
    ],
  }),
});

const show = (queue: OutboxResponse['queue'], total?: number) =>
  render(
    <AdminProviders client={client(queue, total)} roles={['owner']}>
      <OwnerPanels />
    </AdminProviders>,
  );

describe('the outbox queue', () => {
  beforeEach(() => usePreferences.setState({ language: 'en', theme: 'light' }));
  afterEach(cleanup);

  it('says how many wait, since when, and how many were given up', async () => {
    show({ pending: 5000, oldestPendingAt: '2026-12-01T09:00:00.000Z', failed: 2 });
    expect((await screen.findByTestId('outbox-pending')).textContent).toMatch(
      '5,000 messages waiting to be sent',
    );
    expect(screen.getByTestId('outbox-oldest').textContent).toMatch(/the oldest queued .*2026/);
    expect(screen.getByTestId('outbox-failed').textContent).toMatch(
      '2 given up after every attempt',
    );
  });

  it('says nothing waits when the queue is empty, in Arabic too', async () => {
    usePreferences.setState({ language: 'ar', theme: 'dark' });
    show({ pending: 0, oldestPendingAt: null, failed: 0 });
    expect((await screen.findByTestId('outbox-pending')).textContent).toMatch(
      'لا رسائل بانتظار الإرسال',
    );
    expect(screen.queryByTestId('outbox-oldest')).toBeNull();
    expect(screen.getByTestId('outbox-failed').textContent).toMatch('لم يُتخلَّ عن أي رسالة');
  });

  it('pages a long outbox with its page numbers in the interface’s digits', async () => {
    usePreferences.setState({ language: 'ar', theme: 'dark' });
    show({ pending: 45, oldestPendingAt: '2026-12-01T09:00:00.000Z', failed: 0 }, 45);
    await screen.findByTitle('3');
    const items = document.querySelectorAll('.ant-pagination-item');
    const numbers = [...items].map((i) => i.textContent);
    expect(numbers).toEqual(['١', '٢', '٣']);
  });
});
