/**
 * The desktop admin console (Electron) is built in a later issue: it will mount the web admin
 * module unchanged and talk to a chosen server. Until then this workspace only holds what the
 * console and its tests will share.
 */

/** The server the console offers on first run. */
export const DEFAULT_SERVER_URL = 'http://127.0.0.1:3000';
