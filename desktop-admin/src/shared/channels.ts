/**
 * The IPC channel of each bridge method (keyed by its `DesktopApi` name), in one place. Kept free
 * of any library so that the sandboxed preload bundles nothing but these strings.
 */
export const CHANNELS = {
  getServer: 'server:get',
  checkServer: 'server:check',
  setServer: 'server:set',
  sessionStatus: 'session:status',
  signOut: 'session:sign-out',
  saveFile: 'files:save',
  openExternal: 'shell:open-external',
  setLanguage: 'preferences:set-language',
  setTheme: 'preferences:set-theme',
  checkForUpdates: 'updates:check',
  // ── server profiles ──
  listServers: 'servers:list',
  switchServer: 'servers:switch',
  renameServer: 'servers:rename',
  removeServer: 'servers:remove',
  // ── offline drafts ──
  listDrafts: 'drafts:list',
  putDraft: 'drafts:put',
  removeDraft: 'drafts:remove',
  /** Main → renderer: a menu command (`DesktopCommand`). */
  command: 'app:command',
} as const;

/** The bridge methods answered by the main process (`DesktopApi` minus the command listener). */
export type InvokeMethod = Exclude<keyof typeof CHANNELS, 'command'>;
