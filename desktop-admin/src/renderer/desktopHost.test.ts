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
    getToken: vi.fn(async () => 'tok'),
    setToken: vi.fn(async () => undefined),
    saveFile: vi.fn(async () => 'cancelled' as const),
    openExternal: vi.fn(async () => true),
    setLanguage: vi.fn(async () => undefined),
    onCommand: vi.fn(() => () => undefined),
  };
}

describe('the desktop host adapter', () => {
  it('talks to its own origin (relayed to the server) and links to the server’s site', () => {
    const host = createDesktopHost(fakeBridge(), 'http://10.0.0.2:3000');
    expect(host.apiBase).toBe('');
    expect(host.siteUrl).toBe('http://10.0.0.2:3000');
    expect(host.session.kind).toBe('bearer');
  });

  it('keeps the bearer token through the bridge', async () => {
    const bridge = fakeBridge();
    const host = createDesktopHost(bridge, 'http://10.0.0.2:3000');
    if (host.session.kind !== 'bearer') throw new Error('bearer expected');
    expect(await host.session.getToken()).toBe('tok');
    await host.session.setToken(null);
    expect(bridge.setToken).toHaveBeenCalledWith(null);
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
