import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import type { DesktopCommand } from '../shared/bridge';
import { memoryFileAccess } from './files';
import { createTranslator } from './i18n';
import type { NewCounts, NewestIds } from './notifications';
import { createPresence, type NotificationLike } from './presence';
import { openSettings } from './settings';

/** A notification as Electron's: shown, and clicked by the test. */
class FakeNotification implements NotificationLike {
  shown = false;
  private listeners: (() => void)[] = [];
  constructor(readonly options: { title: string; body: string }) {}
  on(_event: 'click', listener: () => void) {
    this.listeners.push(listener);
  }
  show() {
    this.shown = true;
  }
  click() {
    this.listeners.forEach((listener) => listener());
  }
}

/** The presence over fakes of Electron: notifications, the tray, the badge and the window. */
async function setup(
  options: {
    platform?: string;
    away?: { counts: NewCounts; newest: NewestIds } | null;
    notificationsOn?: boolean;
    language?: () => 'ar' | 'en';
  } = {},
) {
  const settings = await openSettings(memoryFileAccess(), '/data/settings.json');
  const notifications: FakeNotification[] = [];
  const badge: number[] = [];
  const tray = {
    tooltip: '',
    menu: [] as MenuItemConstructorOptions[],
    destroyed: false,
    clicks: [] as (() => void)[],
  };
  const commands: DesktopCommand[] = [];
  const focused = vi.fn();
  const quit = vi.fn();
  let lookedAt = false;
  const presence = createPresence<MenuItemConstructorOptions[]>({
    platform: options.platform ?? 'linux',
    appName: 'Ruwad Admin',
    t: createTranslator(options.language ?? (() => 'en')),
    settings,
    notificationsOn: () => options.notificationsOn ?? true,
    createNotification(init) {
      const notification = new FakeNotification(init);
      notifications.push(notification);
      return notification;
    },
    setBadgeCount(count) {
      badge.push(count);
      return true;
    },
    createTray: () => ({
      setToolTip: (text) => void (tray.tooltip = text),
      setContextMenu: (menu) => void (tray.menu = menu ?? []),
      on: (_event, listener) => tray.clicks.push(listener),
      destroy: () => void (tray.destroyed = true),
    }),
    buildMenu: (template) => template,
    windowLookedAt: () => lookedAt,
    focusWindow: focused,
    sendCommand: (command) => commands.push(command),
    quit,
    catchUp: async () => options.away ?? null,
    warn: () => undefined,
  });
  const menuItem = (id: string) => tray.menu.find((item) => item.id === id);
  const clickMenu = (id: string) => {
    const item = menuItem(id)!;
    const checked = item.type === 'checkbox' ? !item.checked : item.checked;
    item.click!({ checked } as never, undefined, {} as never);
  };
  return {
    presence,
    settings,
    notifications,
    badge,
    tray,
    commands,
    focused,
    quit,
    menuItem,
    clickMenu,
    lookAt: (v: boolean) => (lookedAt = v),
  };
}

describe('the console in the background', () => {
  it('tells new submissions, counts them in the tray and the badge until the window is focused', async () => {
    const s = await setup();
    expect(s.tray.tooltip).toBe('Ruwad Admin');
    s.presence.announce({ applications: 2 }, { applications: 8 });
    s.presence.announce({ 'contact-messages': 1 }, { 'contact-messages': 3 });
    expect(s.notifications.map((n) => [n.options, n.shown])).toEqual([
      [{ title: 'New submissions', body: '2 new job applications' }, true],
      [{ title: 'New submissions', body: '1 new contact message' }, true],
    ]);
    expect(s.badge).toEqual([0, 2, 3]);
    expect(s.tray.tooltip).toBe('Ruwad Admin: 3 new submissions');
    expect(s.menuItem('open-applications')?.label).toBe('2 new job applications');
    s.presence.windowFocused();
    expect(s.badge.at(-1)).toBe(0);
    expect(s.tray.tooltip).toBe('Ruwad Admin');
    expect(s.menuItem('nothing-new')).toBeDefined();
    // Told while the person looks at the window: nothing is left unread.
    s.lookAt(true);
    s.presence.announce({ applications: 1 }, { applications: 9 });
    expect(s.notifications).toHaveLength(3);
    expect(s.badge.at(-1)).toBe(0);
  });

  it('opens the item a notice told of, or the list of several', async () => {
    const s = await setup();
    s.presence.announce({ applications: 1 }, { applications: 31 });
    s.presence.announce({ 'investor-requests': 4 }, { 'investor-requests': 12 });
    s.presence.announce({ applications: 1, 'contact-messages': 1 }, { applications: 32 });
    s.notifications[0]!.click();
    expect(s.commands).toEqual([{ open: { kind: 'applications', id: 31 } }]);
    // Opened: that kind is no longer counted.
    expect(s.menuItem('open-applications')).toBeUndefined();
    expect(s.menuItem('open-investor-requests')?.label).toBe('4 new investment requests');
    s.notifications[1]!.click();
    expect(s.commands.at(-1)).toEqual({ open: { kind: 'investor-requests' } });
    // Several kinds: the console as it was.
    s.notifications[2]!.click();
    expect(s.commands).toHaveLength(2);
    expect(s.focused).toHaveBeenCalledTimes(1);
  });

  it('opens a kind’s list from the tray, brings the console, keeps running or quits', async () => {
    const s = await setup({ platform: 'win32' });
    s.presence.announce({ 'contact-messages': 2 }, { 'contact-messages': 5 });
    s.clickMenu('open-contact-messages');
    expect(s.commands).toEqual([{ open: { kind: 'contact-messages' } }]);
    s.clickMenu('open');
    s.tray.clicks.forEach((click) => click());
    expect(s.focused).toHaveBeenCalledTimes(2);
    // Keep running: on by default off macOS; switched off here, and remembered.
    expect(s.presence.keepRunning()).toBe(true);
    expect(s.menuItem('keep-running')?.checked).toBe(true);
    s.clickMenu('keep-running');
    expect(s.presence.keepRunning()).toBe(false);
    expect(s.settings.get().keepRunning).toBe(false);
    expect(s.menuItem('keep-running')?.checked).toBe(false);
    s.clickMenu('quit');
    expect(s.quit).toHaveBeenCalledTimes(1);
    s.presence.destroy();
    expect(s.tray.destroyed).toBe(true);
  });

  it('does not keep running by default on macOS, where the Dock keeps the app', async () => {
    const s = await setup({ platform: 'darwin' });
    expect(s.presence.keepRunning()).toBe(false);
    expect(s.menuItem('keep-running')?.checked).toBe(false);
  });

  it('tells in one notice what came while it was closed, unless switched off or quiet', async () => {
    const away = { counts: { applications: 2, 'contact-messages': 1 }, newest: {} };
    const s = await setup({ away });
    await s.presence.catchUp();
    expect(s.notifications.map((n) => n.options)).toEqual([
      { title: 'While you were away', body: '2 new job applications\n1 new contact message' },
    ]);
    expect(s.tray.tooltip).toBe('Ruwad Admin: 3 new submissions');
    s.notifications[0]!.click();
    expect(s.focused).toHaveBeenCalledTimes(1);
    // Notifications switched on again: what came meanwhile is only noted.
    await s.presence.catchUp(true);
    expect(s.notifications).toHaveLength(1);

    const one = await setup({ away: { counts: { applications: 1 }, newest: { applications: 7 } } });
    await one.presence.catchUp();
    one.notifications[0]!.click();
    expect(one.commands).toEqual([{ open: { kind: 'applications', id: 7 } }]);

    const off = await setup({ away, notificationsOn: false });
    await off.presence.catchUp();
    const nothing = await setup({ away: { counts: {}, newest: {} } });
    await nothing.presence.catchUp();
    expect([...off.notifications, ...nothing.notifications]).toEqual([]);
    expect(off.tray.tooltip).toBe('Ruwad Admin');
  });

  it('shows the tray in the interface language, again when it changes', async () => {
    let language: 'ar' | 'en' = 'en';
    const s = await setup({ language: () => language });
    s.presence.announce({ 'contact-messages': 2 }, {});
    expect(s.menuItem('open')?.label).toBe('Open Ruwad Admin');
    language = 'ar';
    s.presence.refresh();
    expect(s.menuItem('open')?.label).toBe('فتح Ruwad Admin');
    expect(s.menuItem('open-contact-messages')?.label).toBe('رسالتا تواصل جديدتان');
    expect(s.menuItem('keep-running')?.label).toBe('الاستمرار في العمل عند إغلاق النافذة');
  });
});
