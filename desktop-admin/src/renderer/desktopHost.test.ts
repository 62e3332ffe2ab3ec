import { describe, expect, it, vi } from 'vitest';
import type { DesktopApi, DesktopCommand } from '../shared/bridge';
import { checkedCommand } from '../shared/commands';
import { createDesktopHost, createOpenRequests } from './desktopHost';

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
    // ── server profiles ──
    listServers: vi.fn(async () => []),
    switchServer: vi.fn(async () => ({ ok: true as const })),
    renameServer: vi.fn(async () => ({ ok: true as const })),
    removeServer: vi.fn(async () => ({ ok: true as const })),
    // ── offline drafts ──
    listDrafts: vi.fn(async () => ({ persistence: 'encrypted-file' as const, drafts: [] })),
    putDraft: vi.fn(async () => ({ ok: true as const, persistence: 'encrypted-file' as const })),
    removeDraft: vi.fn(async () => undefined),
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

describe('the lists and items the main process asks to open', () => {
  /** The bridge's command stream, as the preload relays it (checked). */
  function commands() {
    const listeners: ((command: DesktopCommand) => void)[] = [];
    return {
      onCommand(listener: (command: DesktopCommand) => void) {
        listeners.push(listener);
        return () => undefined;
      },
      send(raw: unknown) {
        const checked = checkedCommand(raw);
        if (checked) listeners.forEach((listener) => listener(checked));
      },
    };
  }

  it('keeps a request made before the admin listens, and tells the later ones as they come', () => {
    const bridge = commands();
    const requests = createOpenRequests(bridge);
    bridge.send({ open: { kind: 'applications', id: 4 } });
    bridge.send({ open: { kind: 'contact-messages' } });
    bridge.send('change-server');
    const heard: unknown[] = [];
    const stop = requests.subscribe((request) => heard.push(request));
    // Only the last one waiting: the newest notification clicked.
    expect(heard).toEqual([{ kind: 'contact-messages' }]);
    bridge.send({ open: { kind: 'investor-requests', id: 9 } });
    expect(heard).toEqual([{ kind: 'contact-messages' }, { kind: 'investor-requests', id: 9 }]);
    stop();
    bridge.send({ open: { kind: 'applications' } });
    expect(heard).toHaveLength(2);
    // Kept for the next listener (the admin after a sign-in), told once.
    const later: unknown[] = [];
    requests.subscribe((request) => later.push(request));
    requests.subscribe((request) => later.push(request));
    expect(later).toEqual([{ kind: 'applications' }]);
  });

  it('lets through only the menu’s commands and well-formed lists to open', () => {
    expect(checkedCommand('change-server')).toBe('change-server');
    expect(checkedCommand({ open: { kind: 'applications', id: 12, extra: 'x' } })).toEqual({
      open: { kind: 'applications', id: 12 },
    });
    for (const wrong of [
      'quit',
      null,
      42,
      { open: null },
      { open: { kind: 'people' } },
      { open: { kind: 'applications', id: 0 } },
      { open: { kind: 'applications', id: 1.5 } },
      { open: { kind: 'applications', id: '3' } },
      { open: [{ kind: 'applications' }] },
      ['change-server'],
    ]) {
      expect(checkedCommand(wrong)).toBeNull();
    }
  });
});

describe('the desktop host’s offline drafts', () => {
  it('keeps, lists and removes drafts through the bridge', async () => {
    const bridge = fakeBridge();
    const drafts = createDesktopHost(bridge, 'http://10.0.0.2:3000').drafts;
    if (!drafts) throw new Error('drafts expected');
    const draft = {
      kind: 'article' as const,
      itemId: '4',
      fields: { title: 'T' },
      base: { version: 2 },
      title: 'T',
    };
    expect(await drafts.put(draft)).toEqual({ ok: true, persistence: 'encrypted-file' });
    expect(bridge.putDraft).toHaveBeenCalledWith(draft);
    expect((await drafts.list()).drafts).toEqual([]);
    await drafts.remove('article', '4');
    expect(bridge.removeDraft).toHaveBeenCalledWith('article', '4');
  });
});
