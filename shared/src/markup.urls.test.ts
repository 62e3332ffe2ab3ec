/** The checks of link and image URLs, and the escaping of attribute-significant characters. */
import { describe, expect, it } from 'vitest';
import { escapeHtml, isSafeImageUrl, isSafeLinkUrl } from './markup';

describe('URL validation', () => {
  it('accepts safe link URLs', () => {
    for (const url of [
      'https://a.com',
      'http://a.com/x?y=1',
      'HTTPS://A.COM',
      'mailto:x@y.z',
      '/path',
      '/',
      '#frag',
      ' https://a.com ',
    ]) {
      expect(isSafeLinkUrl(url), url).toBe(true);
    }
  });

  it('rejects unsafe link URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      '\u0001javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      '&#0000106avascript:alert(1)',
      'javascript&colon;alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/png;base64,AAAA',
      '//evil.com',
      '/\\evil.com',
      '/&#47;evil.com',
      '/&#x5C;evil.com',
      'evil.com',
      'ftp://a.com',
      'https://a.com/ x',
      '',
      '   ',
    ]) {
      expect(isSafeLinkUrl(url), JSON.stringify(url)).toBe(false);
    }
  });

  it('accepts and rejects image URLs', () => {
    expect(isSafeImageUrl('https://a.com/x.png')).toBe(true);
    expect(isSafeImageUrl('/x.png')).toBe(true);
    expect(isSafeImageUrl('data:image/jpeg;base64,/9j/4AAQ')).toBe(true);
    expect(isSafeImageUrl('data:image/webp;base64,UklGR==')).toBe(true);
    expect(isSafeImageUrl('data:image/gif;base64,R0lGOD')).toBe(true);
    expect(isSafeImageUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isSafeImageUrl('data:image/png,raw')).toBe(false);
    expect(isSafeImageUrl('mailto:a@b.c')).toBe(false);
    expect(isSafeImageUrl('//evil.com/x.png')).toBe(false);
    expect(isSafeImageUrl('javascript:alert(1)')).toBe(false);
  });

  it('escapes attribute-significant characters', () => {
    expect(escapeHtml(`&<>"'\`=`)).toBe('&amp;&lt;&gt;&quot;&#39;&#96;&#61;');
  });
});
