/**
 * The console's closing and quitting on Linux (closing keeps it in the tray, unless “keep running”
 * is off) and on macOS (closing closes; the app stays and opens a new window when asked).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../shared/channels';
import { APP_ENTRY_URL } from '../shared/constants';
import { click, menuItem, quitStarted, removeFolders, start } from './consoleKit';

// Every console a test starts is quit after it; their data folders go with the file.
afterEach(quitStarted);
afterAll(removeFolders);

describe('closing and quitting', () => {
  it('Linux: closing keeps it in the tray; a second launch shows it; Quit ends it and saves the window', async () => {
    const c = await start('linux');
    const win = c.window();
    expect(win.close()).toBe(false);
    expect(win.visible).toBe(false);
    expect(win.destroyed).toBe(false);
    expect(c.app.quitCalls).toBe(0);

    c.app.emit('second-instance');
    expect(win.visible && win.focused).toBe(true);
    expect(c.windows).toHaveLength(1);

    win.close();
    // The tray's icon opens it again; its menu's Quit really quits.
    const tray = c.trays.at(-1)!;
    tray.emit('click');
    expect(win.visible).toBe(true);
    click(menuItem(tray.menu!.template, 'quit'));
    await vi.waitFor(() => expect(c.app.quitted).toBe(true));
    expect(win.destroyed).toBe(true);
    expect(tray.destroyed).toBe(true);
    // The window's place was written before the app ended.
    const settings = JSON.parse(
      fs.readFileSync(path.join(c.app.getPath('userData'), 'settings.json'), 'utf8'),
    ) as { window: { bounds: { width: number } } };
    expect(settings.window.bounds.width).toBe(win.getNormalBounds().width);
  });

  it('Linux without “keep running”: closing the window ends the app', async () => {
    const c = await start('linux');
    const tray = c.trays.at(-1)!;
    click(menuItem(tray.menu!.template, 'keep-running'));
    c.window().close();
    await vi.waitFor(() => expect(c.app.quitted).toBe(true));
  });

  it('macOS: closing closes; the app stays; the Dock, a second launch, the menu or the tray open a new window', async () => {
    const c = await start('darwin');
    expect(c.window().close()).toBe(true);
    expect(c.app.quitCalls).toBe(0);

    c.app.emit('activate');
    expect(c.windows).toHaveLength(2);
    expect(c.window().loaded).toEqual([APP_ENTRY_URL]);
    await vi.waitFor(() => expect(c.window().visible).toBe(true));

    c.window().close();
    c.app.emit('second-instance');
    expect(c.windows).toHaveLength(3);

    // File ▸ Change Server with no window: a new one, and the command once its page has loaded.
    c.window().close();
    click(menuItem(c.electron.Menu.application!.template, 'change-server'));
    expect(c.windows).toHaveLength(4);
    const fourth = c.window();
    expect(fourth.webContents.sent).toEqual([]);
    await vi.waitFor(() =>
      expect(fourth.webContents.sent).toEqual([[CHANNELS.command, 'change-server']]),
    );

    fourth.close();
    click(menuItem(c.trays.at(-1)!.menu!.template, 'open'));
    expect(c.windows).toHaveLength(5);
    expect(c.windows.filter((w) => !w.destroyed)).toHaveLength(1);
  });
});
