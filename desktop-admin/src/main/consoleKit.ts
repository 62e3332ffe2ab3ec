/**
 * The console's tests (console.*.test.ts) run its main process as a whole (./console, what
 * ./index.ts runs) through the fakes of Electron (./consoleFakesKit), with the real collaborators
 * behind it: its settings, session and log files in a user-data folder, and the renderer served
 * from a folder. This starts such consoles, and clicks their menus.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, vi } from 'vitest';
import { APP_ENTRY_URL, APP_SCHEME } from '../shared/constants';
import { runConsole, type ConsoleProcess } from './console';
import { fakeElectron, type MenuItem } from './consoleFakesKit';

/** A click on a menu item, as Electron gives it (a checkbox is toggled first). */
export function click(item: MenuItem) {
  if (item.type === 'checkbox') item.checked = !item.checked;
  item.click!(item);
}

/** The item of a menu (or of its submenus) with this id. */
export function menuItem(template: MenuItem[], id: string): MenuItem {
  const all = (items: MenuItem[]): MenuItem[] =>
    items.flatMap((item) => [item, ...all(item.submenu ?? [])]);
  const found = all(template).find((item) => item.id === id);
  if (!found) throw new Error(`No menu item ${id}`);
  return found;
}

const FOLDERS: string[] = [];
const TRUSTED = { url: APP_ENTRY_URL, parent: null };

/** A console started with fakes on `platform`, its data in a new folder. */
export async function started(
  platform: NodeJS.Platform = 'linux',
  prepare: (fakes: ReturnType<typeof fakeElectron>) => void = () => {},
) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-console-'));
  FOLDERS.push(root);
  const rendererRoot = path.join(root, 'renderer');
  fs.mkdirSync(rendererRoot);
  fs.writeFileSync(path.join(rendererRoot, 'index.html'), '<!doctype html><title>Console</title>');
  const fakes = fakeElectron(path.join(root, 'userData'));
  prepare(fakes);
  const processErrors = new Map<string, (reason: unknown) => void>();
  const proc: ConsoleProcess = {
    platform,
    env: {},
    on(event, listener) {
      processErrors.set(event, listener);
    },
  };
  await runConsole(fakes.facade, proc, {
    preload: '/opt/Ruwad Admin/resources/app.asar/out/preload/index.cjs',
    rendererRoot,
    build: { defaultServer: null, updateUrl: null },
  });
  /** A bridge call from the console's own page (or from `frame`). */
  const invoke = (channel: string, args: unknown[] = [], frame: unknown = TRUSTED) => {
    const handler = fakes.ipc.get(channel);
    if (!handler) throw new Error(`No handler for ${channel}`);
    return (handler as (event: unknown, ...rest: unknown[]) => Promise<unknown>)(
      { senderFrame: frame },
      ...args,
    );
  };
  /** A request of the page to app://admin (the relay), as its fetch sends it. */
  const page = (pathname: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (init.method && init.method !== 'GET') headers.set('origin', 'app://admin');
    return fakes.schemes.get(APP_SCHEME)!(
      new Request(`app://admin${pathname}`, { ...init, headers }),
    );
  };
  const window = () => fakes.windows.at(-1)!;
  return { ...fakes, root, proc, processErrors, invoke, page, window };
}

export type Console = Awaited<ReturnType<typeof started>>;
const running: Console[] = [];

/** A console started as `started` does, once its page has loaded; quit after the test. */
export async function start(...args: Parameters<typeof started>) {
  const c = await started(...args);
  running.push(c);
  // The page has painted and loaded.
  await vi.waitFor(() => expect(c.window().webContents.isLoading()).toBe(false));
  return c;
}

/** Quits as the menu's Quit does; resolves once the app has ended (settings written). */
async function quit(c: Console) {
  c.app.quit();
  await vi.waitFor(() => expect(c.app.quitted).toBe(true));
}

/** Quits the consoles `start` started that are still running: after each test. */
export async function quitStarted() {
  for (const c of running.splice(0)) if (!c.app.quitted) await quit(c);
}

/** Removes the data folders of the consoles started: after a file's tests. */
export function removeFolders() {
  for (const folder of FOLDERS) fs.rmSync(folder, { recursive: true, force: true });
}
