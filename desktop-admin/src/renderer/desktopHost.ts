import type { AdminHost } from '@vb/public-web/admin';
import type { DesktopApi } from '../shared/bridge';

/**
 * The admin module's host adapter on the desktop: everything goes through the preload bridge.
 * - API: the page's own origin (`apiBase` ''), whose `/api/…` the main process relays to the
 *   chosen server — the page itself connects nowhere else (CSP `connect-src 'self'`), and the
 *   API sees a plain bearer-token client without cross-origin requests;
 * - session: a bearer token the main process keeps encrypted and the relay adds to each request;
 *   the page never holds it (issue 17), it may only sign out;
 * - files: the native save dialog; links: the system browser (or mail/phone app).
 */
export function createDesktopHost(bridge: DesktopApi, serverUrl: string): AdminHost {
  return {
    apiBase: '',
    siteUrl: serverUrl,
    session: { kind: 'relay', signOut: () => bridge.signOut() },
    saveFile: (file) => bridge.saveFile(file),
    openExternal(url) {
      void bridge.openExternal(url).catch(() => undefined);
    },
  };
}
