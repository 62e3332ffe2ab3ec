/**
 * The console's security rules (Electron's security checklist), as plain functions so that each is
 * unit-tested: the renderer's Content-Security-Policy, what it may navigate to, which links go to
 * the system (and the one wrapper of shell.openExternal), which IPC senders are ours and that it
 * gets no permission. The window's webPreferences are written out in ./window.ts (where
 * electronegativity reads them; ./window.test.ts checks them); the wiring is in ./console.ts.
 */
import type { Session } from 'electron';
import { APP_HOST, APP_SCHEME, RELAYED_PATH_PREFIX } from '../shared/constants';

/**
 * The renderer's Content-Security-Policy. The page talks to its own origin only (`connect-src
 * 'self'`): the main process relays `/api/…` of that origin to the chosen server and to nothing
 * else. No inline or remote scripts, no plugins, no frames, no form posts; workers only from the
 * console's own files (PDF.js's, for the résumé preview). antd writes style
 * elements at run time, hence `'unsafe-inline'` for styles only. In development (the Vite dev
 * server behind the same origin) React's refresh preamble is an inline script and hot reload
 * uses the dev server's WebSocket.
 */
export function contentSecurityPolicy(options: { devServerUrl?: string } = {}): string {
  const dev = options.devServerUrl ? new URL(options.devServerUrl) : undefined;
  const hmr = dev && `${dev.protocol === 'https:' ? 'wss:' : 'ws:'}//${dev.host}`;
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', dev ? ["'self'", "'unsafe-inline'"] : ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', hmr ? ["'self'", hmr] : ["'self'"]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    // The résumé preview's PDF.js worker, a bundled file of the console's own origin.
    ['worker-src', ["'self'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** Whether a URL is the console's own content (`app://admin/…`). */
export function isAppUrl(url: string): boolean {
  const parsed = parse(url);
  return parsed !== null && parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
}

/**
 * Whether a URL is one of the console's own pages: app://admin, but never a relayed `/api/…`
 * answer (that is the server's content: it must not become a page with the bridge).
 */
export function isAppPage(url: string): boolean {
  if (!isAppUrl(url)) return false;
  return !new URL(url).pathname.startsWith(RELAYED_PATH_PREFIX);
}

/**
 * The Content-Security-Policy of relayed answers: should one ever be shown as a document, it runs
 * nothing and loads nothing.
 */
export const RELAYED_CONTENT_POLICY = "default-src 'none'; sandbox";

const RELAYED_TYPES = new Set([
  'application/json',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/octet-stream',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
  'text/plain',
  'text/csv',
]);

/**
 * The content type a relayed answer may keep: data, documents and raster images. Anything the
 * page could run or render (scripts, HTML, SVG, CSS) becomes an opaque download type.
 */
export function relayedContentType(type: string | null): string | null {
  if (type === null) return null;
  const essence = type.split(';')[0]!.trim().toLowerCase();
  return RELAYED_TYPES.has(essence) ? type : 'application/octet-stream';
}

const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The link to hand to the system (browser, mail or phone app), or null when it must not leave the
 * app: only http(s) links with a host and no credentials, and the admin's mailto:/tel: reply links.
 */
export function externalUrl(url: string): string | null {
  const parsed = parse(url);
  if (!parsed || !EXTERNAL_PROTOCOLS.has(parsed.protocol)) return null;
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:') {
    if (!parsed.hostname || parsed.username || parsed.password) return null;
  } else if (parsed.pathname.length === 0) {
    return null;
  }
  return parsed.href;
}

export type NavigationDecision = { allow: true } | { allow: false; external: string | null };

/**
 * Navigation of the window (and of any frame): the app's own pages only. Anything else is stopped;
 * a link the system may open is handed to it instead.
 */
export function navigationDecision(url: string): NavigationDecision {
  if (isAppPage(url)) return { allow: true };
  if (isAppUrl(url)) return { allow: false, external: null };
  return { allow: false, external: externalUrl(url) };
}

/** window.open and target=_blank: never a new Electron window; allowed links go to the system. */
export function windowOpenDecision(url: string): { external: string | null } {
  return { external: externalUrl(url) };
}

/** The part of Electron's WebFrameMain that the sender check reads. */
export interface SenderFrame {
  url: string;
  parent: unknown;
}

/**
 * Whether an IPC message comes from the console's own page: the main frame (not a subframe),
 * showing an app://admin page (not a relayed answer).
 */
export function isTrustedSender(frame: SenderFrame | null | undefined): boolean {
  if (!frame || frame.parent !== null) return false;
  return isAppPage(frame.url);
}

/** The part of Electron's Session whose permission handlers are set. */
export type PermissionSession = Pick<
  Session,
  'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'
>;

/**
 * Web permissions: none. The console needs no camera, microphone, location, web notifications
 * (the main process shows its own), clipboard access, MIDI, HID, serial, USB or fullscreen API;
 * its admin module has no copy buttons. Every permission request, permission check and device
 * access is denied, whatever the origin asking.
 */
export function denyAllPermissions(session: PermissionSession): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}

/**
 * The link the console may hand to the system: the chosen server's own site (its
 * 'View on site' links), and the mailto:/tel: reply links; nothing else, so one XSS in the admin
 * cannot send a person (or their session's data in a URL) to any other address.
 */
export function siteOrMailUrl(url: string, site: string | null): string | null {
  const allowed = externalUrl(url);
  if (!allowed) return null;
  const parsed = new URL(allowed);
  if (parsed.protocol === 'mailto:' || parsed.protocol === 'tel:') return allowed;
  return site !== null && parsed.origin === site ? allowed : null;
}

/**
 * The console's only way to hand a link to the system (shell.openExternal is called nowhere
 * else; ./static.test.ts checks): `open` runs only for what siteOrMailUrl allows (the chosen
 * server's site, mailto:, tel:), with its normalised form. Answers whether it was handed over.
 */
export function createExternalOpener(
  open: (url: string) => Promise<void>,
  site: () => string | null,
): (url: string) => Promise<boolean> {
  return async (url) => {
    const allowed = siteOrMailUrl(url, site());
    if (!allowed) return false;
    await open(allowed);
    return true;
  };
}
