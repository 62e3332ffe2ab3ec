import { describe, expect, it } from 'vitest';
import { describeUserAgent, shortUserAgent } from './userAgent';

describe('user agents for people', () => {
  it('names the browser and system', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
        'Desktop console',
      ),
    ).toBe('Edge · Windows');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0',
        'Desktop console',
      ),
    ).toBe('Firefox · Linux');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
        'Desktop console',
      ),
    ).toBe('Safari · iOS');
    // Chrome without a window (automation, previews) is still Chrome, not Safari.
    expect(
      describeUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
        'Desktop console',
      ),
    ).toBe('Chrome · Linux');
  });

  it('calls the desktop console by the name it is given, with its system', () => {
    const electron =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) VentureAdmin/1.0.0 Chrome/138.0 Electron/37.2.0 Safari/537.36';
    expect(describeUserAgent(electron, 'تطبيق سطح المكتب')).toBe('تطبيق سطح المكتب · macOS');
  });

  it('shortens what it does not recognise, and says nothing of nothing', () => {
    expect(describeUserAgent('curl/8.5.0', 'Desktop console')).toBe('curl/8.5.0');
    expect(shortUserAgent('x'.repeat(60))).toHaveLength(40);
    expect(describeUserAgent(null, 'Desktop console')).toBe('');
  });
});
