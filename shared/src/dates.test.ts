import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, DATE_LOCALES, SITE_TIME_ZONE } from './constants';
import {
  formatLongDate,
  formatSiteDateTime,
  formatSiteTime,
  localDigits,
  localizeDigits,
  siteDay,
  siteIsoTimestamp,
  siteMoment,
  siteWallClock,
} from './dates';
import { LANGUAGES } from './options';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('formatLongDate', () => {
  it('is what Intl gives for the locale and format, in the site time zone, on every day of 2000–2040', () => {
    for (const language of LANGUAGES) {
      const intl = new Intl.DateTimeFormat(DATE_LOCALES[language], DATE_FORMAT);
      const mismatches: string[] = [];
      for (let day = Date.UTC(2000, 0, 1); day < Date.UTC(2041, 0, 1); day += DAY_MS) {
        // Around the time zone's midnight (21:00 UTC) and at both ends of the UTC day.
        for (const minutes of [0, 20 * 60 + 59, 21 * 60, 23 * 60 + 59]) {
          const iso = new Date(day + minutes * 60_000).toISOString();
          const expected = intl.format(new Date(iso));
          if (formatLongDate(iso, language) !== expected) mismatches.push(`${iso}: ${expected}`);
        }
      }
      expect(mismatches.slice(0, 5), language).toEqual([]);
    }
    // 30,000 dates through Intl: a minute holds on a loaded machine (CI timed out at 5 s).
  }, 60_000);

  it('turns to the next day at midnight in Riyadh, not in UTC or the machine time zone', () => {
    expect(SITE_TIME_ZONE).toBe('Asia/Riyadh');
    expect(formatLongDate('2026-11-24T20:59:59.999Z', 'en')).toBe('November 24, 2026');
    expect(formatLongDate('2026-11-24T21:00:00.000Z', 'en')).toBe('November 25, 2026');
    expect(formatLongDate('2026-11-24T21:00:00.000Z', 'ar')).toBe('٢٥ نوفمبر ٢٠٢٦');
  });

  it('gives nothing for a missing or unreadable timestamp', () => {
    expect(formatLongDate(null, 'en')).toBe('');
    expect(formatLongDate(undefined, 'ar')).toBe('');
    expect(formatLongDate('', 'ar')).toBe('');
    expect(formatLongDate('not a date', 'en')).toBe('');
  });
});

describe('localDigits', () => {
  it('is what Intl gives for the locale with a minimum number of digits', () => {
    for (const language of LANGUAGES) {
      for (const minimumIntegerDigits of [1, 2, 3]) {
        const intl = new Intl.NumberFormat(DATE_LOCALES[language], {
          minimumIntegerDigits,
          useGrouping: false,
        });
        for (let n = 0; n <= 2100; n++) {
          expect(localDigits(n, language, minimumIntegerDigits)).toBe(intl.format(n));
        }
      }
    }
  });
});

describe('localizeDigits', () => {
  it('writes every ASCII digit of a text in the language’s digits', () => {
    expect(localizeDigits('© 2026 — 10 MB, step 03', 'ar')).toBe('© ٢٠٢٦ — ١٠ MB, step ٠٣');
    expect(localizeDigits('© 2026', 'en')).toBe('© 2026');
    expect(localizeDigits('no digits', 'ar')).toBe('no digits');
  });
});

describe('siteIsoTimestamp and siteDay', () => {
  it('writes a moment as Riyadh local time with its offset, to the second', () => {
    expect(siteIsoTimestamp('2026-11-26T11:05:00.000Z')).toBe('2026-11-26T14:05:00+03:00');
    expect(siteIsoTimestamp('2024-03-05 10:20:30+00:00')).toBe('2024-03-05T13:20:30+03:00');
    // Past 21:00 UTC it is already the next day (and month, and year) in Riyadh.
    expect(siteIsoTimestamp('2025-12-31T21:30:59.999Z')).toBe('2026-01-01T00:30:59+03:00');
  });

  it('is the same moment as the one given', () => {
    for (const iso of ['2024-02-29T23:59:59.000Z', '2026-06-01T00:00:00.000Z']) {
      expect(new Date(siteIsoTimestamp(iso)).getTime()).toBe(Date.parse(iso));
    }
  });

  it('keeps anything that is not a timestamp as it is', () => {
    expect(siteIsoTimestamp('not a date')).toBe('not a date');
    expect(siteIsoTimestamp('')).toBe('');
  });

  it('names the calendar day in Riyadh', () => {
    expect(siteDay(new Date('2024-01-09T20:59:59Z'))).toBe('2024-01-09');
    expect(siteDay(new Date('2024-01-09T21:00:00Z'))).toBe('2024-01-10');
  });
});

describe('site wall clock', () => {
  it('reads and makes moments in Riyadh time, whatever the machine zone', () => {
    const moment = new Date('2026-11-26T21:30:00.000Z');
    const clock = siteWallClock(moment);
    expect(clock).toEqual({ year: 2026, month: 10, day: 27, hour: 0, minute: 30 });
    expect(siteMoment(clock).toISOString()).toBe(moment.toISOString());
    expect(formatSiteDateTime(moment.toISOString(), 'en')).toBe('November 27, 2026, 00:30');
    expect(formatSiteDateTime(moment.toISOString(), 'ar')).toBe('٢٧ نوفمبر ٢٠٢٦، ٠٠:٣٠');
    expect(formatSiteDateTime(null, 'en')).toBe('');
  });
});

describe('the admin’s date and date-time', () => {
  // 09:05 UTC on Saturday, December 5, 2026 is 12:05 in Riyadh.
  const at = '2026-12-05T09:05:00.000Z';

  it('writes a day as the long date and a moment as that date with the 24-hour time', () => {
    expect(formatLongDate(at, 'ar')).toBe('٥ ديسمبر ٢٠٢٦');
    expect(formatLongDate(at, 'en')).toBe('December 5, 2026');
    expect(formatSiteDateTime(at, 'ar')).toBe('٥ ديسمبر ٢٠٢٦، ١٢:٠٥');
    expect(formatSiteDateTime(at, 'en')).toBe('December 5, 2026, 12:05');
    expect(formatSiteTime(at, 'ar')).toBe('١٢:٠٥');
    expect(formatSiteTime(at, 'en')).toBe('12:05');
    expect(formatSiteTime('not a date', 'en')).toBe('');
  });

  it('names the weekday of Riyadh first when asked, as Intl names it', () => {
    expect(formatSiteDateTime(at, 'ar', { weekday: true })).toBe('السبت، ٥ ديسمبر ٢٠٢٦، ١٢:٠٥');
    expect(formatSiteDateTime(at, 'en', { weekday: true })).toBe(
      'Saturday, December 5, 2026, 12:05',
    );
    // 22:30 UTC on a Saturday is already Sunday in Riyadh.
    expect(formatSiteDateTime('2026-12-05T22:30:00.000Z', 'en', { weekday: true })).toMatch(
      /^Sunday, December 6, 2026, 01:30$/,
    );
    for (const language of LANGUAGES) {
      const intl = new Intl.DateTimeFormat(DATE_LOCALES[language], {
        weekday: 'long',
        timeZone: SITE_TIME_ZONE,
      });
      for (let day = 0; day < 7; day++) {
        const iso = new Date(Date.UTC(2026, 11, 5 + day, 22, 30)).toISOString();
        expect(formatSiteDateTime(iso, language, { weekday: true })).toMatch(
          new RegExp(`^${intl.format(new Date(iso))}[،,] `),
        );
      }
    }
  });
});
