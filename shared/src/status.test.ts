import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  CONTACT_STATUSES,
  INVESTOR_STATUSES,
  applicationStatusActions,
  contactStatusActions,
  investorStatusActions,
  isKnownStatus,
} from './status';

const targets = (actions: { status: string }[]) => actions.map((a) => a.status);

describe('status menus (SPEC section 4)', () => {
  it('lets an application move from any status to any other', () => {
    for (const current of APPLICATION_STATUSES) {
      expect(targets(applicationStatusActions(current)).sort()).toEqual(
        APPLICATION_STATUSES.filter((s) => s !== current).sort(),
      );
    }
  });

  it('offers Mark as Read on a new message, Mark as Unread otherwise, and Mark as Replied always', () => {
    expect(contactStatusActions('new')).toEqual([
      { status: 'read', labelKey: 'admin.contact.markAsRead' },
      { status: 'replied', labelKey: 'admin.contact.markAsReplied' },
    ]);
    for (const current of ['read', 'replied', 'something-else']) {
      expect(targets(contactStatusActions(current))).toEqual(['new', 'replied']);
      expect(contactStatusActions(current)[0]?.labelKey).toBe('admin.contact.markAsUnread');
    }
  });

  it('offers the investor next step (or Reset to New) and Close Request always', () => {
    expect(targets(investorStatusActions('new'))).toEqual(['contacted', 'closed']);
    expect(targets(investorStatusActions('contacted'))).toEqual(['in_discussion', 'closed']);
    for (const current of ['in_discussion', 'closed', 'unknown']) {
      expect(investorStatusActions(current)).toEqual([
        { status: 'new', labelKey: 'admin.investor.resetToNew' },
        { status: 'closed', labelKey: 'admin.investor.closeRequest' },
      ]);
    }
  });

  it('knows which statuses belong to a set', () => {
    expect(isKnownStatus(CONTACT_STATUSES, 'read')).toBe(true);
    expect(isKnownStatus(CONTACT_STATUSES, 'closed')).toBe(false);
    expect(isKnownStatus(INVESTOR_STATUSES, 'in_discussion')).toBe(true);
  });
});
