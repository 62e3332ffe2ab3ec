/**
 * The console's main process entry: hands the real Electron to ./console (which a test runs with
 * fakes), with the built preload and renderer beside this file in out/.
 */
import path from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  nativeImage,
  net,
  Notification,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
  Tray,
} from 'electron';
import { runConsole } from './console';

const here = import.meta.dirname;

void runConsole(
  {
    app,
    BrowserWindow,
    dialog,
    ipcMain,
    Menu,
    nativeImage,
    net,
    Notification,
    protocol,
    safeStorage,
    screen,
    session,
    shell,
    Tray,
  },
  process,
  {
    preload: path.join(here, '../preload/index.cjs'),
    rendererRoot: path.join(here, '../renderer'),
  },
);
