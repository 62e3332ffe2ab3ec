import { describe, expect, it } from 'vitest';
import { formatFileSize, mailtoHref, telHref } from './format';

describe('format helpers', () => {
  it('formats file sizes in the locale', () => {
    expect(formatFileSize(45, 'en-US')).toBe('45 bytes');
    expect(formatFileSize(12_595, 'en-US')).toBe('12.3 kB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'en-US')).toBe('1.5 MB');
    expect(formatFileSize(45, 'ar-SA')).toMatch(/٤٥/);
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
