/** The Activity tab tells each event's detail in the reader's language and digits. */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@vb/shared/schemas';
import { usePreferences } from '../../app/preferences';
import type { AdminClient } from '../client';
import { AdminProviders } from '../listings/listingFormKit';
import { AuditTab } from './AuditTab';

let next = 0;
const event = (over: Partial<AuditEvent>): AuditEvent => ({
  id: ++next,
  at: '2026-12-05T09:30:00.000Z',
  action: 'status_changed',
  actorId: 1,
  actorEmail: 'owner@example.test',
  itemKind: null,
  itemId: null,
  detail: null,
  ip: '127.0.0.1',
  userAgent: null,
  ...over,
});

/** Events as the API writes their details (none of them quoting what a person typed). */
const events: AuditEvent[] = [
  event({
    action: 'person_erased',
    detail: 'erased 6 applications, 2 messages, 0 investor requests, 1 notes, 3 e-mails',
  }),
  event({
    action: 'status_changed',
    itemKind: 'contact-message',
    itemId: '12',
    detail: 'replied (bulk of 150)',
  }),
  event({ action: 'submission_deleted', itemKind: 'application', detail: 'bulk of 150' }),
  event({ action: 'archived', itemKind: 'application', detail: 'bulk of 2' }),
  event({ action: 'assigned', itemKind: 'application', detail: 'unassigned (bulk of 3)' }),
  event({ action: 'sign_in_failed', detail: 'too many attempts' }),
  event({ action: 'sign_in', detail: 'desktop' }),
  event({ action: 'setting_changed', detail: 'requireTwoFactor: on' }),
  event({ action: 'person_changed', detail: 'name; roles: owner, editor; disabled' }),
  event({
    action: 'submissions_exported',
    itemKind: 'investor-request',
    detail: 'exported 40 rows (status="new", from="2026-12-01", assignee="none", archived="1")',
  }),
  event({ action: 'note_added', detail: 'note 31' }),
  event({ action: 'reply_sent', detail: 'message 7 (en)' }),
  event({ action: 'article_created', detail: 'scheduled for 2026-12-10T06:00:00.000Z' }),
  event({ action: 'article_restored', detail: 'revision 9 (version 4)' }),
  event({ action: 'content_reordered', detail: 'advisory' }),
  event({
    action: 'applications_anonymised',
    actorId: null,
    actorEmail: null,
    detail: 'anonymised 12 applications (rejected 5, past retention 7)',
  }),
];

const client: Partial<AdminClient> = {
  audit: async () => ({ events, total: events.length }),
  users: async () => [],
};

const show = () =>
  render(
    <AdminProviders client={client} roles={['owner']}>
      <AuditTab />
    </AdminProviders>,
  );

/** Each event's detail as shown, in the trail's order. */
const details = async () => {
  await screen.findAllByTestId('audit-detail', {}, { timeout: 30_000 });
  return screen.getAllByTestId('audit-detail').map((el) => el.textContent ?? '');
};

beforeEach(() => act(() => usePreferences.setState({ language: 'en', theme: 'light' })));
afterEach(cleanup);

describe('the Activity tab’s details', { timeout: 60_000 }, () => {
  it('are all in Arabic, with Arabic digits, in the Arabic admin', async () => {
    act(() => usePreferences.setState({ language: 'ar' }));
    show();
    const shown = await details();
    expect(shown).toHaveLength(events.length);
    for (const text of shown) {
      expect(text, text).not.toMatch(/[A-Za-z]/);
      expect(text, text).not.toMatch(/[0-9]/);
    }
    expect(shown[0]).toContain('٦ طلبات توظيف');
    expect(shown[1]).toContain('١٥٠');
    expect(shown[1]).toContain('تم الرد');
    expect(shown[2]).toContain('١٥٠');
  });

  it('say the same in English', async () => {
    show();
    const shown = await details();
    expect(shown.slice(0, 9)).toEqual([
      'removed 6 applications, 2 messages, 0 investment requests, 1 note, and 3 e-mails',
      'to Replied; in a bulk action on 150 items',
      'in a bulk action on 150 items',
      'in a bulk action on 2 items',
      'to nobody; in a bulk action on 3 items',
      'too many attempts',
      'from the desktop console',
      'two-factor sign-in required of everyone',
      'name changed; roles: Owner and Editor; disabled',
    ]);
    expect(shown[9]).toBe(
      '40 rows; status: New; from December 1, 2026; unassigned items; archived items',
    );
    expect(shown.slice(10, 12)).toEqual(['note #31', 'message #7, in English']);
    expect(shown[12]).toMatch(/^scheduled for December 10, 2026/);
    expect(shown.slice(13)).toEqual([
      'version 4',
      'in Advisory Board',
      '12 applications; 5 rejected; 7 past the retention period',
    ]);
  });

  it('show a detail in words this version does not know as it is', async () => {
    const unknown = event({ action: 'sign_in_failed', detail: 'some newer reason' });
    render(
      <AdminProviders
        client={{ ...client, audit: async () => ({ events: [unknown], total: 1 }) }}
        roles={['owner']}
      >
        <AuditTab />
      </AdminProviders>,
    );
    expect(await details()).toEqual(['some newer reason']);
  });
});

describe('the since filter', () => {
  it("shows the calendar in Arabic and asks for the picked day in the API's digits", async () => {
    act(() => usePreferences.setState({ language: 'ar' }));
    const asked: unknown[] = [];
    const recording: Partial<AdminClient> = {
      ...client,
      audit: async (query) => {
        asked.push(query);
        return { events, total: events.length };
      },
    };
    render(
      <AdminProviders client={recording} roles={['owner']}>
        <AuditTab />
      </AdminProviders>,
    );
    const input = await screen.findByTestId('audit-filter-since');
    await act(async () => {
      fireEvent.mouseDown(input);
      fireEvent.click(input);
    });
    const month = await waitFor(() => {
      const button = document.querySelector('.ant-picker-month-btn');
      expect(button).not.toBeNull();
      return button!;
    });
    expect(month.textContent).toMatch(/[\u0600-\u06ff]/);
    const cell = document.querySelector('td.ant-picker-cell-in-view')!;
    await act(async () => {
      fireEvent.click(cell.querySelector('.ant-picker-cell-inner')!);
    });
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({ since: expect.stringMatching(/^\d{4}-\d{2}-01$/) }),
    );
  });
});
