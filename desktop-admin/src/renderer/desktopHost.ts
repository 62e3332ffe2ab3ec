import type { AdminHost, OpenRequest, OpenRequests } from '@vb/public-web/admin';
import type { DesktopApi } from '../shared/bridge';

/**
 * The main process's "open" commands (a notification's click, the tray;), heard from the
 * page's start: the one that comes before the admin listens (the page loading, the sign-in) is
 * kept and told when it does. Created once, before the page renders.
 */
export function createOpenRequests(bridge: Pick<DesktopApi, 'onCommand'>): OpenRequests {
  let pending: OpenRequest | null = null;
  const listeners = new Set<(request: OpenRequest) => void>();
  bridge.onCommand((command) => {
    if (typeof command === 'string') return;
    const request: OpenRequest = { ...command.open };
    if (listeners.size === 0) pending = request;
    else listeners.forEach((listener) => listener(request));
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (pending) {
        const request = pending;
        pending = null;
        listener(request);
      }
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * The admin module's host adapter on the desktop: everything goes through the preload bridge.
 * - API: the page's own origin (`apiBase` ''), whose `/api/…` the main process relays to the
 *   chosen server — the page itself connects nowhere else (CSP `connect-src 'self'`), and the
 *   API sees a plain bearer-token client without cross-origin requests;
 * - session: a bearer token the main process keeps encrypted and the relay adds to each request;
 *   the page never holds it, it may only sign out;
 * - files: the native save dialog; links: the system browser (or mail/phone app);
 * - the lists or items a notification or the tray asks to show (`openRequests`);
 * - offline drafts (`drafts`), kept by the main process.
 */
export function createDesktopHost(
  bridge: DesktopApi,
  serverUrl: string,
  openRequests?: OpenRequests,
): AdminHost {
  return {
    ...(openRequests ? { openRequests } : {}),
    apiBase: '',
    siteUrl: serverUrl,
    session: { kind: 'relay', signOut: () => bridge.signOut() },
    saveFile: (file) => bridge.saveFile(file),
    openExternal(url) {
      void bridge.openExternal(url).catch(() => undefined);
    },
    // Offline drafts: kept by the main process, per server, encrypted where it can.
    drafts: {
      list: () => bridge.listDrafts(),
      put: (draft) => bridge.putDraft(draft),
      remove: (kind, itemId) => bridge.removeDraft(kind, itemId),
    },
  };
}
