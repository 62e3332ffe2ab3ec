/**
 * The console's own dialogs over its window (or alone when it has none): the saving of a file and
 * the offer to show it, and the questions and notices of its updates.
 */
import fs from 'node:fs';
import path from 'node:path';
import type * as ElectronModule from 'electron';
import type { BrowserWindow, MessageBoxOptions } from 'electron';
import type { Translate } from './i18n';
import type { SaveFileDeps } from './saveFile';
import type { SettingsStore } from './settings';
import type { UpdateDialogs } from './updates';

export interface ConsoleDialogDeps {
  app: Pick<typeof ElectronModule.app, 'getPath' | 'getVersion'>;
  dialog: Pick<typeof ElectronModule.dialog, 'showMessageBox' | 'showSaveDialog'>;
  shell: Pick<typeof ElectronModule.shell, 'showItemInFolder'>;
  /** The console's window, while it has one. */
  window(): BrowserWindow | null;
  settings: SettingsStore;
  t: Translate;
  warn(message: string, error?: unknown): void;
}

export function consoleDialogs({
  app,
  dialog,
  shell,
  window,
  settings,
  t,
  warn,
}: ConsoleDialogDeps) {
  const messageBox = (options: MessageBoxOptions) => {
    const win = window();
    return win && !win.isDestroyed()
      ? dialog.showMessageBox(win, options)
      : dialog.showMessageBox(options);
  };
  const notice = (message: string, detail?: string) => {
    messageBox({ type: 'info', message, detail, buttons: [t('common.close')], noLink: true }).catch(
      (e: unknown) => warn('Update notice', e),
    );
  };

  /** Where a file is saved, through the system's dialogs; the folder is remembered. */
  const saving: SaveFileDeps = {
    async chooseSavePath(options) {
      const dialogOptions = {
        ...options,
        properties: ['createDirectory', 'showOverwriteConfirmation'] as (
          'createDirectory' | 'showOverwriteConfirmation'
        )[],
      };
      const win = window();
      const result = win
        ? await dialog.showSaveDialog(win, dialogOptions)
        : await dialog.showSaveDialog(dialogOptions);
      return result.canceled || !result.filePath ? null : result.filePath;
    },
    writeFile: (file, bytes) => fs.promises.writeFile(file, bytes),
    async offerToShow(file) {
      const { response } = await messageBox({
        type: 'info',
        message: t('desktop.save.done', { filename: path.basename(file) }),
        detail: t('desktop.save.doneDetail', { folder: path.dirname(file) }),
        buttons: [t('desktop.save.showInFolder'), t('common.close')],
        defaultId: 1,
        cancelId: 1,
        noLink: true,
      });
      return response === 0;
    },
    showInFolder: (file) => shell.showItemInFolder(file),
    defaultDirectory() {
      const last = settings.get().lastSaveDirectory;
      return last && fs.existsSync(last) ? last : app.getPath('downloads');
    },
    rememberDirectory: (directory) =>
      settings
        .update({ lastSaveDirectory: directory })
        .catch((e: unknown) => warn('Remembering the folder', e)),
    t,
  };

  /** The update's questions; `onRestart` is told when the person chooses to restart now. */
  const updates = (onRestart: () => void): UpdateDialogs => ({
    async askRestart(version) {
      const { response } = await messageBox({
        type: 'info',
        message: t('desktop.update.restartMessage', { version }),
        detail: t('desktop.update.restartDetail'),
        buttons: [t('desktop.update.restartNow'), t('desktop.update.later')],
        defaultId: 0,
        cancelId: 1,
        noLink: true,
      });
      if (response === 0) onRestart();
      return response === 0;
    },
    downloading: (version) =>
      notice(t('desktop.update.downloading', { version }), t('desktop.update.downloadingDetail')),
    upToDate: () => notice(t('desktop.update.upToDate', { version: app.getVersion() })),
    failed: (error) => notice(t('desktop.update.failed'), error.message),
  });

  return { saving, updates };
}
