/**
 * The application menu, in the admin's language: File (the servers known, to switch between them
 *, change or add a server, new-submission notifications, quit), Edit, View and Window with Electron's standard roles and their usual
 * keyboard shortcuts, Help (the web site, check for updates, the log file). Reload is always there; the developer tools only in
 * development. Built as a plain template so that its content is unit-tested.
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { Translate } from './i18n';

export interface MenuOptions {
  platform: string;
  isDev: boolean;
  appName: string;
  notificationsEnabled: boolean;
  t: Translate;
  onChangeServer(): void;
  onToggleNotifications(enabled: boolean): void;
  /** Opens the chosen server's public site; absent before a server is chosen. */
  onOpenSite?: () => void;
  /** Shows the main process's log file in the system's file manager. */
  onShowLog?: () => void;
  /**
   * Help ▸ Check for Updates…; absent when the build has no update feed: the item
   * then says updates are not configured, disabled.
   */
  onCheckForUpdates?: () => void;
  // ── server profiles ──
  /** The servers known (File ▸ Servers, one radio item each, the current one checked). */
  servers?: { origin: string; name: string | null; current: boolean }[];
  /** Makes another known server current. */
  onSwitchServer?(origin: string): void;
  /** File ▸ Servers ▸ Add Server… (the server screen, its form empty). */
  onAddServer?(): void;
}

/** A server's menu label: its name and origin, or the origin alone. */
export function serverLabel(server: { origin: string; name: string | null }): string {
  return server.name ? `${server.name} — ${server.origin}` : server.origin;
}

export function buildMenuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const { t, isDev } = options;
  const isMac = options.platform === 'darwin';
  const separator: MenuItemConstructorOptions = { type: 'separator' };

  const appMenu: MenuItemConstructorOptions = {
    label: options.appName,
    submenu: [
      { role: 'about', label: t('desktop.menu.about', { app: options.appName }) },
      separator,
      { role: 'services', label: t('desktop.menu.services') },
      separator,
      { role: 'hide', label: t('desktop.menu.hide', { app: options.appName }) },
      { role: 'hideOthers', label: t('desktop.menu.hideOthers') },
      { role: 'unhide', label: t('desktop.menu.showAll') },
      separator,
      { role: 'quit', label: t('desktop.menu.quit', { app: options.appName }) },
    ],
  };

  const fileMenu: MenuItemConstructorOptions = {
    label: t('desktop.menu.file'),
    submenu: [
      {
        id: 'servers',
        label: t('desktop.profiles.menu'),
        submenu: [
          ...(options.servers ?? []).map((server): MenuItemConstructorOptions => ({
            id: `server:${server.origin}`,
            label: serverLabel(server),
            type: 'radio',
            checked: server.current,
            click: () => {
              if (!server.current) options.onSwitchServer?.(server.origin);
            },
          })),
          ...(options.servers?.length ? [separator] : []),
          {
            id: 'add-server',
            label: t('desktop.profiles.add'),
            click: () => (options.onAddServer ?? options.onChangeServer)(),
          },
        ],
      },
      {
        id: 'change-server',
        label: t('desktop.menu.changeServer'),
        click: () => options.onChangeServer(),
      },
      {
        id: 'notifications',
        label: t('desktop.menu.notifications'),
        type: 'checkbox',
        checked: options.notificationsEnabled,
        click: (item) => options.onToggleNotifications(item.checked),
      },
      separator,
      isMac
        ? { role: 'close', label: t('desktop.menu.closeWindow') }
        : { role: 'quit', label: t('desktop.menu.quit', { app: options.appName }) },
    ],
  };

  const editMenu: MenuItemConstructorOptions = {
    label: t('desktop.menu.edit'),
    submenu: [
      { role: 'undo', label: t('desktop.menu.undo') },
      { role: 'redo', label: t('desktop.menu.redo') },
      separator,
      { role: 'cut', label: t('desktop.menu.cut') },
      { role: 'copy', label: t('desktop.menu.copy') },
      { role: 'paste', label: t('desktop.menu.paste') },
      { role: 'pasteAndMatchStyle', label: t('desktop.menu.pasteAndMatchStyle') },
      { role: 'delete', label: t('desktop.menu.delete') },
      separator,
      { role: 'selectAll', label: t('desktop.menu.selectAll') },
    ],
  };

  const viewMenu: MenuItemConstructorOptions = {
    label: t('desktop.menu.view'),
    submenu: [
      { role: 'reload', label: t('desktop.menu.reload') },
      { role: 'forceReload', label: t('desktop.menu.forceReload') },
      ...(isDev ? [{ role: 'toggleDevTools', label: t('desktop.menu.devTools') } as const] : []),
      separator,
      { role: 'resetZoom', label: t('desktop.menu.resetZoom') },
      { role: 'zoomIn', label: t('desktop.menu.zoomIn') },
      { role: 'zoomOut', label: t('desktop.menu.zoomOut') },
      separator,
      { role: 'togglefullscreen', label: t('desktop.menu.fullScreen') },
    ],
  };

  const windowMenu: MenuItemConstructorOptions = {
    label: t('desktop.menu.window'),
    role: 'window',
    submenu: [
      { role: 'minimize', label: t('desktop.menu.minimize') },
      ...(isMac
        ? [
            { role: 'zoom', label: t('desktop.menu.zoom') } as const,
            separator,
            { role: 'front', label: t('desktop.menu.front') } as const,
          ]
        : [{ role: 'close', label: t('desktop.menu.closeWindow') } as const]),
    ],
  };

  const helpMenu: MenuItemConstructorOptions = {
    label: t('desktop.menu.help'),
    role: 'help',
    submenu: [
      {
        id: 'open-site',
        label: t('desktop.menu.openSite'),
        enabled: Boolean(options.onOpenSite),
        click: () => options.onOpenSite?.(),
      },
      options.onCheckForUpdates
        ? {
            id: 'check-for-updates',
            label: t('desktop.menu.checkForUpdates'),
            click: () => options.onCheckForUpdates?.(),
          }
        : {
            id: 'check-for-updates',
            label: t('desktop.menu.updatesNotConfigured'),
            enabled: false,
          },
      ...(options.onShowLog
        ? [
            separator,
            {
              id: 'show-log',
              label: t('desktop.menu.showLog'),
              click: () => options.onShowLog?.(),
            },
          ]
        : []),
    ],
  };

  return [...(isMac ? [appMenu] : []), fileMenu, editMenu, viewMenu, windowMenu, helpMenu];
}
