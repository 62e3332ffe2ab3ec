import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from './i18n';
import { buildMenuTemplate, type MenuOptions } from './menu';

function build(overrides: Partial<MenuOptions> = {}) {
  const options: MenuOptions = {
    platform: 'linux',
    isDev: false,
    appName: 'Ruwad Admin',
    notificationsEnabled: true,
    t: createTranslator(() => 'en'),
    onChangeServer: vi.fn(),
    onToggleNotifications: vi.fn(),
    onOpenSite: vi.fn(),
    ...overrides,
  };
  return { template: buildMenuTemplate(options), options };
}

function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? items(item.submenu as MenuItemConstructorOptions[]) : []),
  ]);
}
const roles = (template: MenuItemConstructorOptions[]) =>
  items(template)
    .map((i) => i.role)
    .filter(Boolean);

describe('the application menu', () => {
  it('has File, Edit, View, Window and Help with the usual roles', () => {
    const { template } = build();
    expect(template.map((m) => m.label)).toEqual(['File', 'Edit', 'View', 'Window', 'Help']);
    expect(roles(template)).toEqual(
      expect.arrayContaining([
        'undo',
        'redo',
        'cut',
        'copy',
        'paste',
        'selectAll',
        'reload',
        'forceReload',
        'resetZoom',
        'zoomIn',
        'zoomOut',
        'togglefullscreen',
        'minimize',
        'close',
        'quit',
      ]),
    );
  });

  it('has the developer tools only in development', () => {
    expect(roles(build().template)).not.toContain('toggleDevTools');
    expect(roles(build({ isDev: true }).template)).toContain('toggleDevTools');
  });

  it('has the macOS application menu and window roles on a Mac', () => {
    const { template } = build({ platform: 'darwin' });
    expect(template[0]!.label).toBe('Ruwad Admin');
    expect(roles(template)).toEqual(
      expect.arrayContaining(['about', 'hide', 'hideOthers', 'unhide', 'quit', 'front', 'zoom']),
    );
    expect(roles(build({ platform: 'win32' }).template)).not.toContain('front');
  });

  it('changes the server, switches notifications and opens the site', () => {
    const { template, options } = build({ notificationsEnabled: false });
    const all = items(template);
    const byId = (id: string) => all.find((i) => i.id === id)!;
    byId('change-server').click!({} as never, undefined, {} as never);
    expect(options.onChangeServer).toHaveBeenCalled();
    const notifications = byId('notifications');
    expect(notifications.type).toBe('checkbox');
    expect(notifications.checked).toBe(false);
    notifications.click!({ checked: true } as never, undefined, {} as never);
    expect(options.onToggleNotifications).toHaveBeenCalledWith(true);
    byId('open-site').click!({} as never, undefined, {} as never);
    expect(options.onOpenSite).toHaveBeenCalled();
    expect(
      items(build({ onOpenSite: undefined }).template).find((i) => i.id === 'open-site')!.enabled,
    ).toBe(false);
  });

  it('speaks Arabic when the console does', () => {
    const { template } = build({ t: createTranslator(() => 'ar') });
    expect(template.map((m) => m.label)).toEqual(['ملف', 'تحرير', 'عرض', 'نافذة', 'مساعدة']);
    expect(items(template).find((i) => i.role === 'copy')!.label).toBe('نسخ');
    expect(items(template).find((i) => i.role === 'quit')!.label).toBe('إنهاء Ruwad Admin');
  });

  it('checks for updates from Help, or says updates are not configured', () => {
    const onCheckForUpdates = vi.fn();
    const find = (template: MenuItemConstructorOptions[]) =>
      items(template).find((i) => i.id === 'check-for-updates');
    const configured = find(build({ onCheckForUpdates }).template)!;
    expect(configured.label).toBe('Check for Updates…');
    expect(configured.enabled).not.toBe(false);
    (configured.click as () => void)();
    expect(onCheckForUpdates).toHaveBeenCalledTimes(1);
    const none = find(build().template)!;
    expect(none.label).toBe('Updates are not configured');
    expect(none.enabled).toBe(false);
    const arabic = find(build({ t: createTranslator(() => 'ar'), onCheckForUpdates }).template)!;
    expect(arabic.label).toBe('البحث عن تحديثات…');
  });

  it('lists the servers under File ▸ Servers, the current one checked', () => {
    const onSwitchServer = vi.fn();
    const onAddServer = vi.fn();
    const { template } = build({
      servers: [
        { origin: 'https://admin.example.sa', name: 'Production', current: false },
        { origin: 'https://staging.example.sa', name: null, current: true },
      ],
      onSwitchServer,
      onAddServer,
    });
    const file = template[0]!.submenu as MenuItemConstructorOptions[];
    const servers = file.find((i) => i.id === 'servers')!;
    expect(servers.label).toBe('Servers');
    const entries = servers.submenu as MenuItemConstructorOptions[];
    expect(entries.map((i) => i.type ?? 'normal')).toEqual([
      'radio',
      'radio',
      'separator',
      'normal',
    ]);
    expect(entries.map((i) => i.label)).toEqual([
      'Production — https://admin.example.sa',
      'https://staging.example.sa',
      undefined,
      'Add Server…',
    ]);
    expect(entries.map((i) => i.checked)).toEqual([false, true, undefined, undefined]);
    const click = (item: MenuItemConstructorOptions) =>
      (item.click as (...args: unknown[]) => void)({}, undefined, {});
    click(entries[0]!);
    expect(onSwitchServer).toHaveBeenCalledWith('https://admin.example.sa');
    // The current one is no switch.
    click(entries[1]!);
    expect(onSwitchServer).toHaveBeenCalledTimes(1);
    click(entries[3]!);
    expect(onAddServer).toHaveBeenCalledTimes(1);
    // Change Server… is still there, after the servers.
    expect(file.map((i) => i.id).slice(0, 2)).toEqual(['servers', 'change-server']);
    // Without profiles: only Add Server…; in Arabic.
    const arabic = build({ t: createTranslator(() => 'ar') }).template;
    const none = (arabic[0]!.submenu as MenuItemConstructorOptions[])[0]!;
    expect(none.label).toBe('الخوادم');
    expect((none.submenu as MenuItemConstructorOptions[]).map((i) => i.label)).toEqual([
      'إضافة خادم…',
    ]);
  });
});
