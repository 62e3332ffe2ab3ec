import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  externalUrl,
  isAppUrl,
  isTrustedSender,
  navigationDecision,
  permissionAllowed,
  secureWebPreferences,
  windowOpenDecision,
} from './security';

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('the renderer webPreferences', () => {
  it('isolate and sandbox the page without Node, webviews or insecure content', () => {
    const prefs = secureWebPreferences({ preload: '/app/out/preload/index.cjs', devTools: false });
    expect(prefs).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      devTools: false,
    });
    expect(prefs).not.toHaveProperty('enableBlinkFeatures');
    expect(prefs).not.toHaveProperty('partition');
  });

  it('allow the developer tools only when asked (development)', () => {
    expect(secureWebPreferences({ preload: 'p', devTools: true }).devTools).toBe(true);
  });
});

describe('the Content-Security-Policy', () => {
  it('is strict in production: own origin only, no inline or eval scripts, no frames', () => {
    const csp = directives(contentSecurityPolicy());
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
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

describe('web permissions', () => {
  it('grant only clipboard writing, only to the app', () => {
    expect(permissionAllowed('clipboard-sanitized-write', 'app://admin/index.html')).toBe(true);
    expect(permissionAllowed('clipboard-sanitized-write', 'app://admin')).toBe(true);
    expect(permissionAllowed('clipboard-sanitized-write', 'https://evil.example/')).toBe(false);
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal', 'midi']) {
      expect(permissionAllowed(permission, 'app://admin/index.html'), permission).toBe(false);
    }
  });
});
