/**
 * What the console's main process is given: Electron through a facade (the real module in
 * ./index.ts, fakes in the tests) and the process it runs in.
 */
import type * as ElectronModule from 'electron';

/** The parts of Electron the console uses: the real module in ./index.ts, fakes in the test. */
export type ElectronFacade = Pick<
  typeof ElectronModule,
  | 'app'
  | 'BrowserWindow'
  | 'dialog'
  | 'ipcMain'
  | 'Menu'
  | 'nativeImage'
  | 'net'
  | 'Notification'
  | 'protocol'
  | 'safeStorage'
  | 'screen'
  | 'session'
  | 'shell'
  | 'Tray'
>;

/** The process the console runs in: its platform, environment and last-resort error events. */
export interface ConsoleProcess {
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  on(
    event: 'unhandledRejection' | 'uncaughtException',
    listener: (reason: unknown) => void,
  ): unknown;
}
