import { describe, expect, it } from 'vitest';
import { createUnreadTally, syncBadge } from './unread';

describe('the unread tally', () => {
  it('adds what was told, per kind, until it is looked at', () => {
    const tally = createUnreadTally();
    const changes: number[] = [];
    tally.onChange(() => changes.push(tally.total));
    tally.add({ applications: 2 });
    tally.add({ applications: 1, 'contact-messages': 1, 'investor-requests': 0 });
    expect(tally.counts).toEqual({ applications: 3, 'contact-messages': 1 });
    expect(tally.total).toBe(4);
    // Nothing new: no change told.
    tally.add({ 'investor-requests': 0 });
    tally.clear('investor-requests');
    expect(changes).toEqual([2, 4]);
    // One list opened: that kind only.
    tally.clear('applications');
    expect(tally.counts).toEqual({ 'contact-messages': 1 });
    // The window focused: everything.
    tally.clear();
    tally.clear();
    expect(tally.counts).toEqual({});
    expect(changes).toEqual([2, 4, 1, 0]);
  });

  it('keeps the badge at the total, and stops trying where the system has none', () => {
    const tally = createUnreadTally();
    const badge: number[] = [];
    const stop = syncBadge(tally, (count) => {
      badge.push(count);
      return true;
    });
    tally.add({ applications: 2 });
    tally.clear();
    expect(badge).toEqual([0, 2, 0]);
    stop();
    tally.add({ applications: 1 });
    expect(badge).toEqual([0, 2, 0]);

    const unsupported: number[] = [];
    const other = createUnreadTally();
    syncBadge(other, (count) => {
      unsupported.push(count);
      return false;
    });
    other.add({ 'contact-messages': 5 });
    expect(unsupported).toEqual([0]);
  });
});
