/** Facts shared by the console's main process, preload bridge and renderer. */

/** The server the console offers on first run. */
export const DEFAULT_SERVER_URL = 'http://127.0.0.1:3000';

/**
 * The renderer is served from this privileged custom scheme (never file://): `app://admin/…`.
 * Its own origin also relays `/api/…` to the chosen server, so the page talks to one origin only.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'admin';
const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** Paths of the app's origin that are relayed to the chosen server. */
export const RELAYED_PATH_PREFIX = '/api/';

/** How long a server gets to answer the address check. */
export const SERVER_CHECK_TIMEOUT_MS = 6_000;

/**
 * The lists a notification or the tray may open: the submission kinds, written out here
 * so that the sandboxed preload checks a command without bundling the shared package
 * (../main/tray.test.ts checks they are @vb/shared/status's SUBMISSION_KINDS).
 */
export const OPEN_TARGET_KINDS = ['applications', 'contact-messages', 'investor-requests'] as const;
