import { describe, expect, it, vi } from 'vitest';
import { createNoticeGatherer, followedCounts, followedKinds } from './liveNotices';
import type { SubmissionKind } from './status';

describe('the kinds a person follows', () => {
  it('are those heard of item by item or in the digest', () => {
    expect([
      ...followedKinds({
        applications: 'each',
        'contact-messages': 'none',
        'investor-requests': 'digest',
      }),
    ]).toEqual(['applications', 'investor-requests']);
    expect(followedKinds({}).size).toBe(0);
  });

  it('keep only their counts', () => {
    expect(
      followedCounts(
        { applications: 2, 'contact-messages': 1, 'investor-requests': 0 },
        new Set<SubmissionKind>(['contact-messages', 'investor-requests']),
      ),
    ).toEqual({ 'contact-messages': 1 });
  });
});

/** A gatherer over hand-run timers. */
function setup(followed: () => Promise<ReadonlySet<SubmissionKind> | null>) {
  const due: (() => void)[] = [];
  const told: unknown[] = [];
  const gatherer = createNoticeGatherer({
    coalesceMs: 2_500,
    timers: {
      setTimeout: (callback) => due.push(callback),
      clearTimeout: () => due.splice(0),
    },
    followed,
    announce: (counts) => told.push(counts),
  });
  const elapse = async () => {
    for (const callback of due.splice(0)) callback();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { gatherer, told, due, elapse };
}

describe('gathering new submissions into one notice', () => {
  it('tells the followed kinds of a few seconds at once', async () => {
    const s = setup(async () => new Set<SubmissionKind>(['applications', 'contact-messages']));
    s.gatherer.add('applications');
    s.gatherer.add('investor-requests');
    s.gatherer.add('applications');
    s.gatherer.add('contact-messages');
    expect(s.due).toHaveLength(1);
    await s.elapse();
    expect(s.told).toEqual([{ applications: 2, 'contact-messages': 1 }]);
  });

  it('tells nothing when only unfollowed kinds came, or the choices are not known', async () => {
    let followed: ReadonlySet<SubmissionKind> | null = new Set(['applications']);
    const s = setup(async () => followed);
    s.gatherer.add('investor-requests');
    await s.elapse();
    followed = null;
    s.gatherer.add('applications');
    await s.elapse();
    expect(s.told).toEqual([]);
  });

  it('drops what was gathered when cleared, even while the choices are being read', async () => {
    let answer!: (kinds: ReadonlySet<SubmissionKind>) => void;
    const followed = vi.fn(
      () => new Promise<ReadonlySet<SubmissionKind>>((resolve) => (answer = resolve)),
    );
    const s = setup(followed);
    s.gatherer.add('applications');
    await s.elapse();
    expect(followed).toHaveBeenCalledTimes(1);
    s.gatherer.clear(); // signed out meanwhile
    answer(new Set(['applications']));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(s.told).toEqual([]);
  });
});
