import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ar, en } from '@vb/shared/i18n';
import { usePreferences } from '../../app/preferences';
import { answerListings, listing, renderCareers } from './careersTestKit';

const card = (title: string) => screen.getByText(title).closest('article')!;
const chip = (name: string) =>
  within(screen.getByRole('group', { name: en['careers.filter.label'] })).getByRole('button', {
    name,
  });

beforeEach(() => {
  usePreferences.setState({ language: 'en' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CareersPage: the listings', () => {
  it('filters by department, the chosen chip pressed, and All shows every listing again', async () => {
    answerListings([
      listing(1, { title: 'Designer', department: 'design' }),
      listing(2, { title: 'Accountant', department: 'finance' }),
    ]);
    renderCareers();
    await screen.findByText('Designer');
    const all = en['careers.filter.all'];
    const design = en['department.design'];
    const finance = en['department.finance'];
    expect(chip(all).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Accountant')).toBeTruthy();

    fireEvent.click(chip(design));
    expect(chip(design).getAttribute('aria-pressed')).toBe('true');
    expect(chip(all).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Designer')).toBeTruthy();
    expect(screen.queryByText('Accountant')).toBeNull();

    fireEvent.click(chip(finance));
    expect(screen.getByText('Accountant')).toBeTruthy();
    expect(screen.queryByText('Designer')).toBeNull();

    fireEvent.click(chip(all));
    expect(screen.getByText('Designer')).toBeTruthy();
    expect(screen.getByText('Accountant')).toBeTruthy();
  });

  it('shows a card’s tags, the first 200 characters of its description, Apply and Details', async () => {
    const description = Array.from({ length: 30 }, (_, i) => `Word${i}x`).join(' ');
    expect(description.length).toBeGreaterThan(200);
    answerListings([
      listing(4, { description, employmentType: 'part-time', location: 'Riyadh, Saudi Arabia' }),
    ]);
    renderCareers();
    await screen.findByText('Engineer 4');
    const jobCard = card('Engineer 4');
    const part = (id: string) => within(jobCard).getByTestId(id).textContent;
    expect(part('job-preview')).toBe(`${description.slice(0, 200).trimEnd()}...`);
    expect(part('job-type')).toBe(en['employmentType.part-time']);
    expect(part('job-location')).toBe('Riyadh, Saudi Arabia');
    expect(within(jobCard).getByRole('button', { name: en['careers.card.apply'] })).toBeTruthy();
    expect(within(jobCard).getByRole('button', { name: en['careers.card.details'] })).toBeTruthy();
  });

  it('shows a listing’s numbers in Arabic-Indic digits on the Arabic page, as typed on the English', async () => {
    const job = listing(7, {
      title: 'Engineer 2026',
      titleAr: 'مهندس لعام 2026',
      descriptionAr: 'خبرة 5 سنوات في React 18',
      requirementsAr: 'يلزم:\n1. إتقان TypeScript 5\n2. خبرة 3 سنوات',
    });
    answerListings([job]);
    usePreferences.setState({ language: 'ar' });
    const arabic = renderCareers();
    await screen.findByText('مهندس لعام ٢٠٢٦');
    const jobCard = card('مهندس لعام ٢٠٢٦');
    expect(within(jobCard).getByTestId('job-preview').textContent).toBe('خبرة ٥ سنوات في React 18');
    fireEvent.click(within(jobCard).getByRole('button', { name: ar['careers.card.details'] }));
    const details = within(screen.getByRole('dialog')).getByTestId('job-details');
    expect(details.textContent).toContain('يلزم:');
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['إتقان TypeScript 5', 'خبرة ٣ سنوات']);
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: ar['careers.details.apply'] }),
    );
    const dialog = screen.getByRole('dialog');
    const heading = ar['careers.apply.title'].replace('{position}', 'مهندس لعام ٢٠٢٦');
    expect(within(dialog).getByRole('heading', { name: heading })).toBeTruthy();
    // The position the application names is the title as stored.
    const position = within(dialog).getByLabelText(ar['careers.apply.position'], {
      exact: false,
    }) as HTMLInputElement;
    expect(position.value).toBe('مهندس لعام 2026');
    arabic.unmount();

    usePreferences.setState({ language: 'en' });
    renderCareers();
    expect(await screen.findByText('Engineer 2026')).toBeTruthy();
  });

  it('toggles a card’s highlight when the card is clicked', async () => {
    answerListings([listing(5)]);
    renderCareers();
    await screen.findByText('Engineer 5');
    const jobCard = card('Engineer 5');
    expect(jobCard.hasAttribute('data-active')).toBe(false);
    fireEvent.click(within(jobCard).getByRole('heading'));
    expect(jobCard.getAttribute('data-active')).toBe('true');
    fireEvent.click(within(jobCard).getByTestId('job-preview'));
    expect(jobCard.hasAttribute('data-active')).toBe(false);
  });

  it('shows every field in the details dialog, with line breaks and bullets, markup as text', async () => {
    answerListings([
      listing(6, {
        department: 'human-resources',
        location: 'Saudi Arabia',
        employmentType: 'internship',
        description: 'First line of the role.\nSecond line <b>not bold</b>.',
        requirements: 'You bring:\n- Curiosity\n- Arabic and English',
      }),
    ]);
    const page = renderCareers();
    await screen.findByText('Engineer 6');
    fireEvent.click(
      within(card('Engineer 6')).getByRole('button', { name: en['careers.card.details'] }),
    );
    // Opening the details from a card goes to the listing's own, shareable address.
    expect(page.address()).toBe('/careers/6-engineer-6');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Engineer 6' })).toBeTruthy();
    const details = within(dialog).getByTestId('job-details');
    const text = details.textContent ?? '';
    expect(text).toContain(
      `${en['careers.details.department']}${en['department.human-resources']}`,
    );
    expect(text).toContain(`${en['careers.details.location']}Saudi Arabia`);
    expect(text).toContain(
      `${en['careers.details.employmentType']}${en['employmentType.internship']}`,
    );
    expect(text).toContain('First line of the role.');
    expect(
      within(details).getByText('Second line <b>not bold</b>.', { exact: false }),
    ).toBeTruthy();
    expect(details.querySelectorAll('b')).toHaveLength(0);
    expect(details.querySelectorAll('br')).toHaveLength(1);
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Curiosity', 'Arabic and English']);

    const close = within(dialog).getAllByRole('button', { name: en['careers.details.close'] });
    fireEvent.click(close[close.length - 1]!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(page.address()).toBe('/careers');
  });
});
