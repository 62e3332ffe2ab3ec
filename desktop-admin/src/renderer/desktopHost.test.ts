import { describe, expect, it, vi } from 'vitest';
import type { DesktopApi } from '../shared/bridge';
import { createDesktopHost } from './desktopHost';

function fakeBridge(): DesktopApi {
  return {
    getServer: vi.fn(async () => ({
      url: 'http://10.0.0.2:3000',
      defaultUrl: 'http://127.0.0.1:3000',
    })),
    checkServer: vi.fn(async () => ({ ok: true as const, url: 'http://10.0.0.2:3000' })),
    setServer: vi.fn(async (url: string) => ({ ok: true as const, url })),
    sessionStatus: vi.fn(async () => ({ signedIn: true })),
    signOut: vi.fn(async () => undefined),
    saveFile: vi.fn(async () => 'cancelled' as const),
    openExternal: vi.fn(async () => true),
    setLanguage: vi.fn(async () => undefined),
    setTheme: vi.fn(async () => undefined),
    checkForUpdates: vi.fn(async () => 'not-configured' as const),
    onCommand: vi.fn(() => () => undefined),
  };
}

describe('the desktop host adapter', () => {
  it('talks to its own origin (relayed to the server) and links to the server’s site', () => {
    const host = createDesktopHost(fakeBridge(), 'http://10.0.0.2:3000');
    expect(host.apiBase).toBe('');
    expect(host.siteUrl).toBe('http://10.0.0.2:3000');
    expect(host.session.kind).toBe('relay');
  });

  it('leaves the token to the main process: it can only sign out through the bridge', async () => {
    const bridge = fakeBridge();
    const host = createDesktopHost(bridge, 'http://10.0.0.2:3000');
    if (host.session.kind !== 'relay') throw new Error('relay expected');
    expect(Object.keys(host.session).sort()).toEqual(['kind', 'signOut']);
    await host.session.signOut();
    expect(bridge.signOut).toHaveBeenCalledTimes(1);
  });

  it('saves through the native dialog and opens links with the system', async () => {
    const bridge = fakeBridge();
    const host = createDesktopHost(bridge, 'http://10.0.0.2:3000');
    const file = { filename: 'سيرة.pdf', mimeType: 'application/pdf', bytes: new ArrayBuffer(2) };
    expect(await host.saveFile(file)).toBe('cancelled');
    expect(bridge.saveFile).toHaveBeenCalledWith(file);
    host.openExternal('mailto:a@example.com');
    expect(bridge.openExternal).toHaveBeenCalledWith('mailto:a@example.com');
  });
});
