import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '@vb/shared/i18n';
import { usePreferences } from '../../app/preferences';
import { applicationsConfig, contactConfig, investorsConfig } from './kindConfigs';
import {
  type Row,
  cardOf,
  cards,
  choose,
  firstCard,
  fakeClient,
  openMenu,
  renderView,
  toastShown,
  within,
} from './viewTestKit';

const createdAt = '2025-03-09T21:45:12.345Z';

/** A card's date: the admin's long date and 24-hour time, in Riyadh (00:45 the next day). */
const shownTime = (locale: string) =>
  locale === 'ar-SA' ? '١٠ مارس ٢٠٢٥، ٠٠:٤٥' : 'March 10, 2025, 00:45';

const application = (over: Partial<Row> = {}): Row => ({
  id: 1,
  name: 'Applicant One',
  email: 'applicant@example.com',
  phone: '+966 55 123 4567',
  position: 'Product Designer',
  message: 'First line of the letter\nSecond line',
  resumeFilename: 'السيرة-الذاتية.pdf',
  resumeSize: 123,
  resumeMimeType: 'application/pdf',
  jobListingId: null,
  status: 'new',
  createdAt,
  ...over,
});

const contact = (over: Partial<Row> = {}): Row => ({
  id: 2,
  name: 'Visitor',
  email: 'visitor@example.com',
  phone: null,
  subject: 'Subject',
  message: 'Hello there',
  status: 'new',
  createdAt,
  ...over,
});

const investor = (over: Partial<Row> = {}): Row => ({
  id: 3,
  name: 'Investor',
  email: 'investor@example.com',
  organization: 'Blue Horizon Capital',
  position: 'Partner',
  phone: '0501234567',
  investmentAmount: '5,000,000 SAR',
  message: 'We would like to talk.\nPlease call us.',
  status: 'new',
  createdAt,
  ...over,
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

const badge = (card: HTMLElement) => within(card, 'status-badge').textContent;

describe('a submissions card', { timeout: 120_000 }, () => {
  it('shows every field of an application, its date in Riyadh time and its résumé', async () => {
    renderView(applicationsConfig, fakeClient('applications', [application()]).client);
    const card = await firstCard();
    expect(within(card, 'submission-name').textContent).toBe('Applicant One');
    expect(within(card, 'submission-email').getAttribute('href')).toBe(
      'mailto:applicant@example.com',
    );
    expect(card.textContent).toContain('+966 55 123 4567');
    expect(card.textContent).toContain('Product Designer');
    // The cover letter keeps its line break.
    expect(within(card, 'submission-text').textContent).toBe(
      'First line of the letter\nSecond line',
    );
    const time = card.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe(createdAt);
    expect(time.textContent).toBe(shownTime('en-US'));
    expect(time.textContent).toMatch(/\b\d{1,2}:\d{2}\b/);
    expect(within(card, 'resume-filename').textContent).toBe('السيرة-الذاتية.pdf');
    expect(within(card, 'resume-size').textContent).toBe('123 bytes');
    expect(badge(card)).toBe('New');
  });

  it('writes the date in Arabic digits in Arabic', async () => {
    act(() => usePreferences.setState({ language: 'ar' }));
    renderView(contactConfig, fakeClient('contact-messages', [contact()]).client);
    const card = await firstCard();
    expect(card.querySelector('time')!.textContent).toBe(shownTime('ar-SA'));
    expect(card.querySelector('time')!.textContent).toMatch(/[٠-٩]{1,2}:[٠-٩]{2}/);
  });

  it('shows an investor request’s fields and its message with its line break', async () => {
    renderView(investorsConfig, fakeClient('investor-requests', [investor()]).client);
    const card = await firstCard();
    for (const text of ['Blue Horizon Capital', 'Partner', '0501234567', '5,000,000 SAR'])
      expect(card.textContent).toContain(text);
    expect(within(card, 'submission-text').textContent).toBe(
      'We would like to talk.\nPlease call us.',
    );
  });

  it('keeps hostile text as text, each value in its own direction', async () => {
    const hostile = '<img src=x onerror="window.__xss=1">';
    const message = `${hostile}\n<script>window.__xss=2</script>`;
    renderView(
      contactConfig,
      fakeClient('contact-messages', [contact({ name: hostile, subject: `${hostile} x`, message })])
        .client,
    );
    const card = await firstCard();
    expect(within(card, 'submission-name').textContent).toBe(hostile);
    expect(within(card, 'submission-name').getAttribute('dir')).toBe('auto');
    expect(card.textContent).toContain(`${hostile} x`);
    expect(within(card, 'submission-text').textContent).toBe(message);
    expect(card.querySelectorAll('img, script')).toHaveLength(0);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});

describe('the Change Status menu', { timeout: 120_000 }, () => {
  it('offers an application every other status, and sets the one chosen', async () => {
    const { client, setStatus } = fakeClient('applications', [application()]);
    renderView(applicationsConfig, client);
    const card = await firstCard();
    const others = ['Reviewed', 'Contacted', 'Interviewed', 'Hired', 'Rejected'];
    expect(await openMenu(card)).toEqual(others);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    // Each change names the status the person saw, so a change made meanwhile is refused.
    let from = 'new';
    for (const [label, status] of [
      ['Reviewed', 'reviewed'],
      ['Hired', 'hired'],
      ['Rejected', 'rejected'],
      ['New', 'new'],
    ] as const) {
      await choose(card, label);
      await waitFor(() => expect(badge(card)).toBe(label));
      expect(setStatus).toHaveBeenLastCalledWith('applications', 1, status, from);
      await toastShown(en['admin.toast.statusUpdatedTitle']);
      from = status;
    }
    expect(await openMenu(card)).toEqual(others);
  });

  it('marks a contact message read, unread and replied; the unread count follows', async () => {
    const rows = [contact(), contact({ id: 9, name: 'Another', status: 'new' })];
    const { client, setStatus, summary } = fakeClient('contact-messages', rows);
    renderView(contactConfig, client);
    const card = await waitFor(() => cardOf('Visitor'), { timeout: 30_000 });
    const unread = () => screen.getByTestId('submissions-unread').getAttribute('data-count');
    await waitFor(() => expect(unread()).toBe('2'));

    expect(await openMenu(card)).toEqual(['Mark as Read', 'Mark as Replied']);
    await choose(card, 'Mark as Read');
    await waitFor(() => expect(badge(card)).toBe('Read'));
    expect(setStatus).toHaveBeenLastCalledWith('contact-messages', 2, 'read', 'new');
    await toastShown(en['admin.toast.statusUpdatedTitle']);
    // The counts are read again after the change.
    await waitFor(() => expect(unread()).toBe('1'));
    expect(summary.mock.calls.length).toBeGreaterThan(1);

    expect(await openMenu(card)).toEqual(['Mark as Unread', 'Mark as Replied']);
    await choose(card, 'Mark as Unread');
    await waitFor(() => expect(badge(card)).toBe('New'));
    expect(setStatus).toHaveBeenLastCalledWith('contact-messages', 2, 'new', 'read');
    await waitFor(() => expect(unread()).toBe('2'));

    await choose(card, 'Mark as Replied');
    await waitFor(() => expect(badge(card)).toBe('Replied'));
    expect(setStatus).toHaveBeenLastCalledWith('contact-messages', 2, 'replied', 'new');
    expect(await openMenu(card)).toEqual(['Mark as Unread', 'Mark as Replied']);
  });

  it('moves an investor request a step on, back to new, and closes it', async () => {
    const { client, setStatus } = fakeClient('investor-requests', [investor()]);
    renderView(investorsConfig, client);
    const card = await firstCard();
    for (const [action, shown, status, from] of [
      ['Mark as Contacted', 'Contacted', 'contacted', 'new'],
      ['Mark as In Discussion', 'In Discussion', 'in_discussion', 'contacted'],
      ['Reset to New', 'New', 'new', 'in_discussion'],
    ] as const) {
      expect(await openMenu(card)).toEqual([action, 'Close Request']);
      await choose(card, action);
      await waitFor(() => expect(badge(card)).toBe(shown));
      expect(setStatus).toHaveBeenLastCalledWith('investor-requests', 3, status, from);
    }
    await choose(card, 'Close Request');
    await waitFor(() => expect(badge(card)).toBe('Closed'));
    expect(setStatus).toHaveBeenLastCalledWith('investor-requests', 3, 'closed', 'new');
    expect(await openMenu(card)).toEqual(['Reset to New', 'Close Request']);
  });
});

describe('deleting an item', { timeout: 120_000 }, () => {
  const kinds = [
    [contactConfig, contact({ name: 'Delete me' }), contact({ id: 50, name: 'Keep' })],
    [investorsConfig, investor({ name: 'Delete me' }), investor({ id: 50, name: 'Keep' })],
    [applicationsConfig, application({ name: 'Delete me' }), application({ id: 50, name: 'Keep' })],
  ] as const;

  for (const [config, item, keep] of kinds) {
    it(`asks first (${config.kind}): cancelling keeps it, confirming removes it`, async () => {
      const { client, remove } = fakeClient(config.kind, [item, keep]);
      // The list searched for the item (as a person looking for it has it).
      renderView(config as typeof contactConfig, client, { q: 'Delete' });
      const card = await waitFor(() => cardOf('Delete me'), { timeout: 30_000 });
      expect(cards()).toHaveLength(1);

      fireEvent.click(within(card, 'delete-button'));
      const dialog = await screen.findByRole('dialog');
      expect(dialog.textContent).toContain(en['admin.delete.title']);
      expect(dialog.textContent).toContain(en['admin.delete.text']);
      fireEvent.click(screen.getByTestId('delete-cancel'));
      await waitFor(() => expect(screen.queryByTestId('delete-confirm')).toBeNull());
      expect(cards()).toHaveLength(1);
      expect(remove).not.toHaveBeenCalled();

      fireEvent.click(within(cardOf('Delete me'), 'delete-button'));
      fireEvent.click(await screen.findByTestId('delete-confirm'));
      await waitFor(() => expect(cards()).toHaveLength(0));
      expect(remove).toHaveBeenCalledWith(config.kind, item.id);
      await toastShown(en['admin.toast.deletedTitle']);
      expect(screen.getByText(en[config.keys.deleted])).toBeTruthy();
      expect(screen.getByTestId('submissions-empty-filtered')).toBeTruthy();
    });
  }
});
