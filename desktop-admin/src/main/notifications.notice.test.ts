/**
 * What a new-submission notification says (one line per kind, in the console's language), and
 * what its click opens.
 */
import { liveNoticeText } from '@vb/shared/live-notices';
import { describe, expect, it } from 'vitest';
import { createTranslator } from './i18n';
import { noticeTarget } from './notifications';

describe('the notification text', () => {
  it('has one line per kind, in the console’s language', () => {
    const counts = { applications: 1, 'investor-requests': 3 };
    expect(
      liveNoticeText(
        counts,
        createTranslator(() => 'en'),
      ),
    ).toEqual({
      title: 'New submissions',
      body: '1 new job application\n3 new investment requests',
    });
    const ar = liveNoticeText(
      { 'contact-messages': 2 },
      createTranslator(() => 'ar'),
    );
    expect(ar.title).toBe('طلبات جديدة');
    expect(ar.body).toBe('رسالتا تواصل جديدتان');
  });
});

describe('what a notice’s click opens', () => {
  it('is the item of a notice of one, the list of several of one kind, else the console', () => {
    expect(noticeTarget({ applications: 1 }, { applications: 31 })).toEqual({
      kind: 'applications',
      id: 31,
    });
    expect(noticeTarget({ 'investor-requests': 3 }, { 'investor-requests': 9 })).toEqual({
      kind: 'investor-requests',
    });
    // The id is not known (a summary of several): the list.
    expect(noticeTarget({ applications: 1 }, {})).toEqual({ kind: 'applications' });
    expect(noticeTarget({ applications: 1, 'contact-messages': 1 }, { applications: 2 })).toBe(
      null,
    );
    expect(noticeTarget({}, {})).toBe(null);
  });
});
