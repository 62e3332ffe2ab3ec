import type { MenuItemConstructorOptions } from 'electron';
import { SUBMISSION_KINDS } from '@vb/shared/status';
import { describe, expect, it, vi } from 'vitest';
import { OPEN_TARGET_KINDS } from '../shared/constants';
import { createTranslator } from './i18n';
import {
  createTrayPresence,
  trayMenuTemplate,
  trayTooltip,
  type TrayActions,
  type TrayLike,
  type TrayState,
} from './tray';
import { TRAY_ICON_1X, TRAY_ICON_2X } from './trayIcon';

const en = createTranslator(() => 'en');
const ar = createTranslator(() => 'ar');
const state = (over: Partial<TrayState> = {}): TrayState => ({
  appName: 'Ruwad Admin',
  unread: {},
  keepRunning: true,
  ...over,
});
const actions = () => ({
  openConsole: vi.fn<TrayActions['openConsole']>(),
  openList: vi.fn<TrayActions['openList']>(),
  setKeepRunning: vi.fn<TrayActions['setKeepRunning']>(),
  quit: vi.fn<TrayActions['quit']>(),
});
/** Clicks a menu item as Electron does (a checkbox's `checked` already flipped). */
const click = (item: MenuItemConstructorOptions) => {
  const checked = item.type === 'checkbox' ? !item.checked : item.checked;
  item.click!({ checked } as never, undefined, {} as never);
};
const byId = (template: MenuItemConstructorOptions[], id: string) => {
  const found = template.find((item) => item.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

describe('the tray menu', () => {
  it('opens the console, tells the new items of each kind, keeps running, quits', () => {
    const a = actions();
    const template = trayMenuTemplate(
      state({ unread: { applications: 2, 'investor-requests': 1 } }),
      en,
      a,
    );
    expect(template.map((item) => item.label ?? item.type)).toEqual([
      'Open Ruwad Admin',
      'separator',
      '2 new job applications',
      '1 new investment request',
      'separator',
      'Keep Running When the Window Is Closed',
      'separator',
      'Quit Ruwad Admin',
    ]);
    click(byId(template, 'open'));
    expect(a.openConsole).toHaveBeenCalledTimes(1);
    click(byId(template, 'open-investor-requests'));
    expect(a.openList).toHaveBeenCalledWith('investor-requests');
    const keep = byId(template, 'keep-running');
    expect(keep).toMatchObject({ type: 'checkbox', checked: true });
    click(keep);
    expect(a.setKeepRunning).toHaveBeenCalledWith(false);
    click(byId(template, 'quit'));
    expect(a.quit).toHaveBeenCalledTimes(1);
  });

  it('says so when nothing is new, in Arabic too', () => {
    const template = trayMenuTemplate(state({ keepRunning: false }), ar, actions());
    expect(byId(template, 'nothing-new')).toMatchObject({ label: 'لا جديد', enabled: false });
    expect(byId(template, 'keep-running').checked).toBe(false);
    expect(byId(template, 'open').label).toBe('فتح Ruwad Admin');
    const arabic = trayMenuTemplate(state({ unread: { 'contact-messages': 2 } }), ar, actions());
    expect(byId(arabic, 'open-contact-messages').label).toBe('رسالتا تواصل جديدتان');
  });

  it('has the product’s name as tooltip, with the count of new items', () => {
    expect(trayTooltip(state(), en)).toBe('Ruwad Admin');
    expect(trayTooltip(state({ unread: { applications: 2, 'contact-messages': 1 } }), en)).toBe(
      'Ruwad Admin: 3 new submissions',
    );
    expect(trayTooltip(state({ unread: { applications: 1 } }), en)).toBe(
      'Ruwad Admin: 1 new submission',
    );
    expect(trayTooltip(state({ unread: { applications: 2 } }), ar)).toBe(
      'Ruwad Admin: طلبان جديدان',
    );
  });
});

/** A tray as Electron's, recording what was set. */
function fakeTray() {
  const listeners: (() => void)[] = [];
  const tray = {
    tooltip: '',
    menu: null as MenuItemConstructorOptions[] | null,
    destroyed: false,
    setToolTip(text: string) {
      tray.tooltip = text;
    },
    setContextMenu(menu: MenuItemConstructorOptions[] | null) {
      tray.menu = menu;
    },
    on(_event: 'click', listener: () => void) {
      listeners.push(listener);
    },
    destroy() {
      tray.destroyed = true;
    },
    click: () => listeners.forEach((listener) => listener()),
  };
  return tray satisfies TrayLike<MenuItemConstructorOptions[]>;
}

describe('the tray icon', () => {
  it('shows the state as it changes, and a click opens the console off macOS', () => {
    const tray = fakeTray();
    let current = state();
    const a = actions();
    const presence = createTrayPresence({
      platform: 'win32',
      createTray: () => tray,
      buildMenu: (template) => template,
      state: () => current,
      t: en,
      actions: a,
    });
    expect(tray.tooltip).toBe('Ruwad Admin');
    expect(tray.menu?.some((item) => item.id === 'nothing-new')).toBe(true);
    current = state({ unread: { applications: 1 }, keepRunning: false });
    presence.refresh();
    expect(tray.tooltip).toBe('Ruwad Admin: 1 new submission');
    expect(tray.menu?.find((item) => item.id === 'open-applications')?.label).toBe(
      '1 new job application',
    );
    expect(tray.menu?.find((item) => item.id === 'keep-running')?.checked).toBe(false);
    tray.click();
    expect(a.openConsole).toHaveBeenCalledTimes(1);
    presence.destroy();
    expect(tray.destroyed).toBe(true);
    // Gone: nothing more is set.
    current = state({ unread: { applications: 5 } });
    presence.refresh();
    expect(tray.tooltip).toBe('Ruwad Admin: 1 new submission');
  });

  it('leaves the click to the menu on macOS', () => {
    const tray = fakeTray();
    const a = actions();
    createTrayPresence({
      platform: 'darwin',
      createTray: () => tray,
      buildMenu: (template) => template,
      state: () => state(),
      t: en,
      actions: a,
    });
    tray.click();
    expect(a.openConsole).not.toHaveBeenCalled();
  });

  it('is the app’s icon at 16 px and 32 px', () => {
    for (const [data, size] of [
      [TRAY_ICON_1X, 16],
      [TRAY_ICON_2X, 32],
    ] as const) {
      const png = Buffer.from(data, 'base64');
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
  });

  it('opens the lists of the submission kinds', () => {
    expect([...OPEN_TARGET_KINDS]).toEqual([...SUBMISSION_KINDS]);
  });
});
