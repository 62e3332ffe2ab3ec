/**
 * The console's tray icon: the app's icon in the system tray (the menu bar on macOS)
 * while it runs, its tooltip the product's name and how many new submissions wait, and its menu
 * in the interface language: open the console, the new items of each kind (each opens its list),
 * "Keep Running When the Window Is Closed", and quit. The menu is a plain template (unit-tested);
 * the tray itself is Electron's, reached through the small `TrayLike` facade so that its updates
 * are tested with a fake.
 */
import type { MenuItemConstructorOptions } from 'electron';
import { NEW_ITEMS_MESSAGE } from '@vb/shared/live-notices';
import { SUBMISSION_KINDS, type SubmissionKind } from '@vb/shared/status';
import type { Translate } from './i18n';
import type { NewCounts } from './notifications';

export interface TrayState {
  appName: string;
  /** The new submissions not yet looked at (./unread). */
  unread: NewCounts;
  keepRunning: boolean;
}

export interface TrayActions {
  openConsole(): void;
  openList(kind: SubmissionKind): void;
  setKeepRunning(on: boolean): void;
  quit(): void;
}

const total = (counts: NewCounts) =>
  SUBMISSION_KINDS.reduce((sum, kind) => sum + (counts[kind] ?? 0), 0);

/** "Ruwad Admin", or "Ruwad Admin: 3 new submissions". */
export function trayTooltip(state: TrayState, t: Translate): string {
  const count = total(state.unread);
  return count > 0 ? t('desktop.tray.tooltipUnread', { app: state.appName, count }) : state.appName;
}

export function trayMenuTemplate(
  state: TrayState,
  t: Translate,
  actions: TrayActions,
): MenuItemConstructorOptions[] {
  const separator: MenuItemConstructorOptions = { type: 'separator' };
  const kinds = SUBMISSION_KINDS.filter((kind) => (state.unread[kind] ?? 0) > 0);
  const news: MenuItemConstructorOptions[] =
    kinds.length > 0
      ? kinds.map((kind) => ({
          id: `open-${kind}`,
          label: t(NEW_ITEMS_MESSAGE[kind], { count: state.unread[kind] ?? 0 }),
          click: () => actions.openList(kind),
        }))
      : [{ id: 'nothing-new', label: t('desktop.tray.nothingNew'), enabled: false }];
  return [
    {
      id: 'open',
      label: t('desktop.tray.open', { app: state.appName }),
      click: () => actions.openConsole(),
    },
    separator,
    ...news,
    separator,
    {
      id: 'keep-running',
      label: t('desktop.tray.keepRunning'),
      type: 'checkbox',
      checked: state.keepRunning,
      click: (item) => actions.setKeepRunning(item.checked),
    },
    separator,
    {
      id: 'quit',
      label: t('desktop.menu.quit', { app: state.appName }),
      click: () => actions.quit(),
    },
  ];
}

/** The part of Electron's Tray used here. */
export interface TrayLike<M> {
  setToolTip(text: string): void;
  setContextMenu(menu: M | null): void;
  on(event: 'click', listener: () => void): unknown;
  destroy(): void;
}

export interface TrayPresenceDeps<M> {
  platform: string;
  createTray(): TrayLike<M>;
  /** Electron's Menu.buildFromTemplate. */
  buildMenu(template: MenuItemConstructorOptions[]): M;
  state(): TrayState;
  t: Translate;
  actions: TrayActions;
}

export interface TrayPresence {
  /** Shows the state as it now is (the counts, the setting, the language). */
  refresh(): void;
  destroy(): void;
}

/**
 * Puts the icon in the tray and keeps its tooltip and menu current. A click on the icon opens the
 * console on Windows and Linux; on macOS a click shows the menu (the system's way there).
 */
export function createTrayPresence<M>(deps: TrayPresenceDeps<M>): TrayPresence {
  let tray: TrayLike<M> | null = deps.createTray();
  if (deps.platform !== 'darwin') tray.on('click', () => deps.actions.openConsole());
  const presence: TrayPresence = {
    refresh() {
      if (!tray) return;
      const state = deps.state();
      tray.setToolTip(trayTooltip(state, deps.t));
      // Set again after each change: some Linux trays read a menu only when it is set.
      tray.setContextMenu(deps.buildMenu(trayMenuTemplate(state, deps.t, deps.actions)));
    },
    destroy() {
      tray?.destroy();
      tray = null;
    },
  };
  presence.refresh();
  return presence;
}
