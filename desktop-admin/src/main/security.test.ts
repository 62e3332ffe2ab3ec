import { describe, expect, it, vi } from 'vitest';
import {
  contentSecurityPolicy,
  createExternalOpener,
  denyAllPermissions,
  externalUrl,
  isAppUrl,
  isTrustedSender,
  navigationDecision,
  windowOpenDecision,
  type PermissionSession,
} from './security';

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('the Content-Security-Policy', () => {
  it('is strict in production: own origin only, no inline or eval scripts, no frames', () => {
    const csp = directives(contentSecurityPolicy());
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    // The résumé preview's PDF.js worker: the console's own files only.
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'none'"]);
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-eval|\*|https?:/);
    // antd writes style elements at run time; scripts stay strict.
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('in development adds only the dev server hot-reload socket and the refresh preamble', () => {
    const csp = directives(contentSecurityPolicy({ devServerUrl: 'http://127.0.0.1:5174' }));
    expect(csp['connect-src']).toEqual(["'self'", 'ws://127.0.0.1:5174']);
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['default-src']).toEqual(["'none'"]);
  });
});

describe('navigation and new windows', () => {
  it('know the console’s own pages', () => {
    expect(isAppUrl('app://admin/index.html')).toBe(true);
    expect(isAppUrl('app://admin/assets/index.js?x=1#y')).toBe(true);
    expect(isAppUrl('app://evil/index.html')).toBe(false);
    expect(isAppUrl('http://admin/index.html')).toBe(false);
    expect(isAppUrl('file:///etc/passwd')).toBe(false);
    expect(isAppUrl('not a url')).toBe(false);
  });

  it('allow navigation only within the app; an outside link goes to the system', () => {
    expect(navigationDecision('app://admin/index.html')).toEqual({ allow: true });
    // A relayed answer of the server never becomes a page (with the bridge).
    expect(navigationDecision('app://admin/api/media/1')).toEqual({ allow: false, external: null });
    expect(navigationDecision('https://ruwadventures.sa/news/x')).toEqual({
      allow: false,
      external: 'https://ruwadventures.sa/news/x',
    });
    expect(navigationDecision('mailto:sara@example.com?subject=Re')).toEqual({
      allow: false,
      external: 'mailto:sara@example.com?subject=Re',
    });
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'app://other/index.html',
      'smb://server/share',
      'chrome://settings',
    ]) {
      expect(navigationDecision(url), url).toEqual({ allow: false, external: null });
    }
  });

  it('never open a new window; allowed links open in the system instead', () => {
    expect(windowOpenDecision('https://example.com/a')).toEqual({
      external: 'https://example.com/a',
    });
    expect(windowOpenDecision('app://admin/index.html')).toEqual({ external: null });
    expect(windowOpenDecision('javascript:void(0)')).toEqual({ external: null });
  });
});

describe('the external-link filter', () => {
  it('passes http(s) links and the reply links (mailto:, tel:)', () => {
    expect(externalUrl('http://127.0.0.1:3000/news/a')).toBe('http://127.0.0.1:3000/news/a');
    expect(externalUrl('https://example.com')).toBe('https://example.com/');
    expect(externalUrl('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(externalUrl('tel:+966551234567')).toBe('tel:+966551234567');
  });

  it('refuses every other scheme, credentials in the address and malformed links', () => {
    for (const url of [
      'file:///C:/Windows/system32/calc.exe',
      'javascript:alert(1)',
      'vbscript:x',
      'data:text/plain,hi',
      'ms-msdt:/id PCWDiagnostic',
      'smb://host/share',
      'app://admin/index.html',
      'https://user:pass@example.com/',
      'http://',
      'mailto:',
      'relative/path',
      '',
    ]) {
      expect(externalUrl(url), url).toBeNull();
    }
  });
});

describe('the IPC sender check', () => {
  it('trusts only the main frame of the console’s own page', () => {
    expect(isTrustedSender({ url: 'app://admin/index.html', parent: null })).toBe(true);
    expect(isTrustedSender({ url: 'app://admin/index.html', parent: {} })).toBe(false);
    expect(isTrustedSender({ url: 'app://admin/api/media/1', parent: null })).toBe(false);
    expect(isTrustedSender({ url: 'https://evil.example/', parent: null })).toBe(false);
    expect(isTrustedSender({ url: 'app://other/index.html', parent: null })).toBe(false);
    expect(isTrustedSender({ url: 'about:blank', parent: null })).toBe(false);
    expect(isTrustedSender(null)).toBe(false);
    expect(isTrustedSender(undefined)).toBe(false);
  });
});

describe('the one wrapper of shell.openExternal', () => {
  it('hands the system only the server’s own site, mailto: and tel: links, normalised', async () => {
    const open = vi.fn(async () => undefined);
    let site: string | null = 'https://example.com';
    const openExternal = createExternalOpener(open, () => site);
    expect(await openExternal('https://example.com')).toBe(true);
    expect(await openExternal('mailto:a@example.com')).toBe(true);
    expect(await openExternal('tel:+966551234567')).toBe(true);
    for (const url of [
      // Any other site, however close to the server's.
      'https://evil.example/?t=stolen',
      'http://example.com/',
      'https://example.com:8443/',
      'https://sub.example.com/',
      'https://example.com.evil.example/',
      'file:///etc/passwd',
      'file://server/share/x.exe',
      'javascript:alert(1)',
      'smb://host/share',
      'app://admin/index.html',
      'ms-settings:privacy',
      'search-ms:query=x',
      'vscode://file/etc/passwd',
      'HTTPS://user:pw@example.com/',
      '//example.com/x',
    ]) {
      expect(await openExternal(url), url).toBe(false);
    }
    expect(open.mock.calls).toEqual([
      ['https://example.com/'],
      ['mailto:a@example.com'],
      ['tel:+966551234567'],
    ]);
    // Before a server is chosen, no web link leaves the app.
    site = null;
    expect(await openExternal('https://example.com/news/a')).toBe(false);
    expect(open).toHaveBeenCalledTimes(3);
  });
});

describe('web permissions', () => {
  const ELECTRON_PERMISSIONS = [
    'clipboard-read',
    'clipboard-sanitized-write',
    'display-capture',
    'fullscreen',
    'geolocation',
    'idle-detection',
    'media',
    'mediaKeySystem',
    'midi',
    'midiSysex',
    'notifications',
    'pointerLock',
    'keyboardLock',
    'openExternal',
    'speaker-selection',
    'storage-access',
    'top-level-storage-access',
    'window-management',
    'unknown',
    'fileSystem',
    'hid',
    'serial',
    'usb',
  ];

  function installed() {
    const session = {
      setPermissionRequestHandler: vi.fn(),
      setPermissionCheckHandler: vi.fn(),
      setDevicePermissionHandler: vi.fn(),
    };
    denyAllPermissions(session as unknown as PermissionSession);
    return {
      request: session.setPermissionRequestHandler.mock.calls[0]![0] as (
        contents: unknown,
        permission: string,
        callback: (granted: boolean) => void,
        details: { requestingUrl: string },
      ) => void,
      check: session.setPermissionCheckHandler.mock.calls[0]![0] as (
        contents: unknown,
        permission: string,
        origin: string,
      ) => boolean,
      device: session.setDevicePermissionHandler.mock.calls[0]![0] as (details: unknown) => boolean,
    };
  }

  it('are all denied, to the app itself as to anyone else', () => {
    const { request, check, device } = installed();
    for (const origin of ['app://admin', 'app://admin/index.html', 'https://evil.example']) {
      for (const permission of ELECTRON_PERMISSIONS) {
        const callback = vi.fn();
        request(null, permission, callback, { requestingUrl: origin });
        expect(callback, `${permission} ${origin}`).toHaveBeenCalledExactlyOnceWith(false);
        expect(check(null, permission, origin), `${permission} ${origin}`).toBe(false);
      }
    }
    expect(device({ deviceType: 'usb', origin: 'app://admin' })).toBe(false);
  });
});
