/** The People tab's cards say who signs in with a second factor, in both languages. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ar, en } from '@vb/shared/i18n';
import type { StaffMember } from '@vb/shared/schemas';
import { usePreferences } from '../../app/preferences';
import type { AdminClient } from '../client';
import { AdminProviders } from '../listings/listingFormKit';
import { PeopleTab } from './PeopleTab';

const member = (over: Partial<StaffMember>): StaffMember => ({
  id: 2,
  email: 'someone@example.test',
  name: 'Someone',
  roles: ['recruiter'],
  twoFactor: false,
  disabled: false,
  invited: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSeenAt: null,
  ...over,
});

const people = [
  member({ id: 2, name: 'Huda Guarded', twoFactor: true }),
  member({ id: 3, name: 'Omar Open', email: 'omar@example.test' }),
  member({ id: 4, name: 'Reem Invited', email: 'reem@example.test', invited: true }),
];

const client: Partial<AdminClient> = {
  users: async () => people,
  settings: async () => ({ requireTwoFactor: false }),
  outbox: async () => ({
    enabled: true,
    total: 0,
    queue: { pending: 0, oldestPendingAt: null, failed: 0 },
    messages: [],
  }),
};

const show = () =>
  render(
    <AdminProviders client={client} roles={['owner']}>
      <PeopleTab />
    </AdminProviders>,
  );

/** The card of the person named `name`. */
const cardOf = async (name: string) =>
  (await screen.findByText(name, {}, { timeout: 30_000 })).closest<HTMLElement>(
    '[data-testid="person-card"]',
  )!;
const twoFactorOf = (card: HTMLElement) =>
  card.querySelector<HTMLElement>('[data-testid="person-two-factor"]')?.textContent ?? null;

beforeEach(() => act(() => usePreferences.setState({ language: 'en', theme: 'light' })));
afterEach(cleanup);

describe('a person’s card', { timeout: 60_000 }, () => {
  it('says whether the person signs in with a second factor', async () => {
    show();
    expect(twoFactorOf(await cardOf('Huda Guarded'))).toBe(en['admin.people.twoFactorOn']);
    expect(twoFactorOf(await cardOf('Omar Open'))).toBe(en['admin.people.twoFactorOff']);
    // An invitee has no sign-in yet: nothing to say.
    expect(twoFactorOf(await cardOf('Reem Invited'))).toBeNull();
  });

  it('says it in Arabic in the Arabic admin', async () => {
    act(() => usePreferences.setState({ language: 'ar' }));
    show();
    expect(twoFactorOf(await cardOf('Huda Guarded'))).toBe(ar['admin.people.twoFactorOn']);
    expect(twoFactorOf(await cardOf('Omar Open'))).toBe(ar['admin.people.twoFactorOff']);
  });
});
