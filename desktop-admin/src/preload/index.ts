/**
 * The preload bridge (sandboxed, context-isolated): `window.desktop`, one named function per
 * capability and nothing else. ipcRenderer itself, its events and Node are never handed to the
 * page; the main process checks the sender and every argument again.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { DesktopApi } from '../shared/bridge';
import { CHANNELS } from '../shared/channels';
import { checkedCommand } from '../shared/commands';

const desktop = {
  getServer: () => ipcRenderer.invoke(CHANNELS.getServer),
  checkServer: (url) => ipcRenderer.invoke(CHANNELS.checkServer, url),
  setServer: (url) => ipcRenderer.invoke(CHANNELS.setServer, url),
  sessionStatus: () => ipcRenderer.invoke(CHANNELS.sessionStatus),
  signOut: () => ipcRenderer.invoke(CHANNELS.signOut),
  saveFile: ({ filename, mimeType, bytes }) =>
    ipcRenderer.invoke(CHANNELS.saveFile, { filename, mimeType, bytes }),
  openExternal: (url) => ipcRenderer.invoke(CHANNELS.openExternal, url),
  setLanguage: (language) => ipcRenderer.invoke(CHANNELS.setLanguage, language),
  setTheme: (theme) => ipcRenderer.invoke(CHANNELS.setTheme, theme),
  checkForUpdates: () => ipcRenderer.invoke(CHANNELS.checkForUpdates),
  // ── server profiles ──
  listServers: () => ipcRenderer.invoke(CHANNELS.listServers),
  switchServer: (origin) => ipcRenderer.invoke(CHANNELS.switchServer, origin),
  renameServer: (origin, name) => ipcRenderer.invoke(CHANNELS.renameServer, origin, name),
  removeServer: (origin) => ipcRenderer.invoke(CHANNELS.removeServer, origin),
  // ── offline drafts ──
  listDrafts: () => ipcRenderer.invoke(CHANNELS.listDrafts),
  putDraft: (draft) => ipcRenderer.invoke(CHANNELS.putDraft, draft),
  removeDraft: (kind, itemId) => ipcRenderer.invoke(CHANNELS.removeDraft, kind, itemId),
  onCommand(listener) {
    const relay = (_event: Electron.IpcRendererEvent, command: unknown) => {
      const checked = checkedCommand(command);
      if (checked) listener(checked);
    };
    ipcRenderer.on(CHANNELS.command, relay);
    return () => {
      ipcRenderer.removeListener(CHANNELS.command, relay);
    };
  },
} satisfies DesktopApi;

contextBridge.exposeInMainWorld('desktop', desktop);
