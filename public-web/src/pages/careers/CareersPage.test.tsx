import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ar, en } from '@vb/shared/i18n';
import { SITE } from '@vb/shared/site-config';
import { usePreferences } from '../../app/preferences';
import { expectHiddenHoneypot } from '../../components/honeypotTestKit';
import { listing, renderCareers } from './careersTestKit';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

beforeEach(() => {
  usePreferences.setState({ language: 'en' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('CareersPage', () => {
  it('shows the empty state when no position is open', async () => {
    answer(200, { jobListings: [] });
    renderCareers();
    expect(await screen.findByText(en['careers.empty.title'])).toBeTruthy();
    expect(screen.getByText(en['careers.empty.text'])).toBeTruthy();
  });

  it('shows an error state with a retry when the listings fail to load', async () => {
    answer(500, { code: 'internal_error', message: 'boom' });
    renderCareers();
    expect(await screen.findByText(en['careers.loadError'])).toBeTruthy();
    answer(200, { jobListings: [listing(1)] });
    fireEvent.click(screen.getByRole('button', { name: en['common.retry'] }));
    expect(await screen.findByText('Engineer 1')).toBeTruthy();
  });

  it('filters by department with a pressed chip and an empty-department message', async () => {
    answer(200, {
      jobListings: [listing(1), listing(2, { department: 'finance', title: 'Accountant' })],
    });
    renderCareers();
    await screen.findByText('Engineer 1');
    const filter = screen.getByRole('group', { name: en['careers.filter.label'] });
    const chips = within(filter).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual([
      'All',
      'Technology',
      'Finance',
      'Marketing',
      'Business',
      'Design',
      'Human Resources',
      'Project Management',
      'Innovation and Research',
    ]);
    expect(chips[0]?.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(filter).getByRole('button', { name: 'Finance' }));
    expect(screen.queryByText('Engineer 1')).toBeNull();
    expect(screen.getByText('Accountant')).toBeTruthy();
    expect(chips[0]?.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(within(filter).getByRole('button', { name: 'Design' }));
    expect(screen.getByText(en['careers.empty.department'])).toBeTruthy();
  });

  it("opens the details at a listing's own address; closing shows the list in its place", async () => {
    answer(200, { jobListings: [listing(7)] });
    const page = renderCareers('/careers/7-engineer-7', ['/elsewhere']);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Engineer 7' })).toBeTruthy();
    expect(document.title).toBe(`Engineer 7 | Careers at ${SITE.brandName.en}`);
    // The requirements' '- ' lines are a real list, not text with dashes.
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['TypeScript', 'React']);
    fireEvent.click(
      within(dialog).getAllByRole('button', { name: en['careers.details.close'] })[0]!,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(page.address()).toBe('/careers');
    expect(screen.getByText('Engineer 7')).toBeTruthy();
    // The list took the details' place: Back leaves for where the visitor came from.
    page.back();
    expect(page.address()).toBe('/elsewhere');
  });

  it('Back closes the details opened from the list', async () => {
    answer(200, { jobListings: [listing(7)] });
    const page = renderCareers();
    fireEvent.click(await screen.findByRole('button', { name: en['careers.card.details'] }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(page.address()).toBe('/careers/7-engineer-7');
    page.back();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(page.address()).toBe('/careers');
    expect(screen.getByText('Engineer 7')).toBeTruthy();
  });

  it('answers the address of a listing that is not open with the not-found page', async () => {
    answer(200, { jobListings: [listing(1)] });
    renderCareers('/careers/999-closed-role');
    expect(await screen.findByRole('heading', { name: /404/ })).toBeTruthy();
    expect(screen.queryByText('Engineer 1')).toBeNull();
  });

  it('resets the application dialog 300 ms after it closes', async () => {
    answer(200, { jobListings: [listing(1)] });
    renderCareers();
    await screen.findByText('Engineer 1');
    vi.useFakeTimers();
    const open = () =>
      fireEvent.click(screen.getByRole('button', { name: en['careers.sendResume'] }));
    open();
    const name = () =>
      screen.getByRole('textbox', { name: new RegExp(en['careers.apply.fullName']) });
    fireEvent.change(name(), { target: { value: 'Sara' } });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(299));
    open();
    // Reopened before the reset: it resets at once rather than showing stale input.
    expect((name() as HTMLInputElement).value).toBe('');
    fireEvent.change(name(), { target: { value: 'Sara' } });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(300));
    open();
    expect((name() as HTMLInputElement).value).toBe('');
  });

  it('prefills a read-only position for a job and requires one without', async () => {
    answer(200, { jobListings: [listing(3)] });
    renderCareers();
    const card = (await screen.findByText('Engineer 3')).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: en['careers.card.apply'] }));
    let dialog = screen.getByRole('dialog');
    const position = within(dialog).getByRole('textbox', {
      name: en['careers.apply.position'],
    }) as HTMLInputElement;
    expect(position.value).toBe('Engineer 3');
    expect(position.readOnly).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: en['careers.sendResume'] }));
    dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: en['careers.apply.submit'] }));
    const fetchMock = vi.mocked(fetch);
    expect(fetchMock).toHaveBeenCalledTimes(1); // only the listings read
    expect(within(dialog).getByText(en['careers.apply.resumeRequired'])).toBeTruthy();
    expect(within(dialog).getAllByText(en['validation.required']).length).toBe(4);
  });

  for (const [language, t] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    it(`the application form holds a hidden honeypot, labelled in ${language}`, async () => {
      usePreferences.setState({ language });
      answer(200, { jobListings: [listing(1)] });
      renderCareers();
      fireEvent.click(await screen.findByRole('button', { name: t['careers.sendResume'] }));
      expectHiddenHoneypot(screen.getByTestId('application-form'), t['form.honeypot']);
    });
  }
});
