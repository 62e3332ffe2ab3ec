import { describe, expect, it } from 'vitest';
import { formatDateTime, formatFileSize, mailtoHref, telHref } from './format';

describe('format helpers', () => {
  it('formats file sizes in the locale', () => {
    expect(formatFileSize(45, 'en-US')).toBe('45 bytes');
    expect(formatFileSize(12_595, 'en-US')).toBe('12.3 kB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'en-US')).toBe('1.5 MB');
    expect(formatFileSize(45, 'ar-SA')).toMatch(/٤٥/);
  });

  it('writes the date and time as the admin does: long date, 24-hour Riyadh time, the language’s digits', () => {
    // 11:05 UTC is 14:05 in Riyadh, whatever the machine's time zone.
    const at = '2026-11-26T11:05:00.000Z';
    expect(formatDateTime(at, 'en-US', 'long')).toBe('November 26, 2026, 14:05');
    expect(formatDateTime(at, 'ar-SA', 'long')).toBe('٢٦ نوفمبر ٢٠٢٦، ١٤:٠٥');
    expect(formatDateTime(at, 'en-US')).toBe('Thursday, November 26, 2026, 14:05');
    expect(formatDateTime(at, 'ar-SA')).toBe('الخميس، ٢٦ نوفمبر ٢٠٢٦، ١٤:٠٥');
    expect(formatDateTime('not a date', 'en-US', 'long')).toBe('not a date');
  });

  it('builds mailto links the address cannot add parameters to', () => {
    expect(mailtoHref('sara@example.com')).toBe('mailto:sara@example.com');
    expect(mailtoHref('a?cc=b@x.com')).toBe('mailto:a%3Fcc%3Db@x.com');
    expect(mailtoHref('sara@example.com', 'Re: سؤال & more')).toBe(
      `mailto:sara@example.com?subject=${encodeURIComponent('Re: سؤال & more')}`,
    );
  });

  it('builds tel links from any digit script', () => {
    expect(telHref('+966 (55) 123-4567')).toBe('tel:+966551234567');
    expect(telHref('٠٥٥١٢٣')).toBe('tel:055123');
  });
});
