import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { renameWithRetry } from './files';
import {
  closeAction,
  contextMenuTemplate,
  CRASH_WINDOW_MS,
  createCrashGuard,
  quitWhenAllClosed,
  spellCheckEnabled,
  type ContextMenuParams,
} from './lifecycle';
import { createLogFile } from './logFile';

const t = (key: string) => key;
const flags = {
  canUndo: true,
  canRedo: false,
  canCut: true,
  canCopy: true,
  canPaste: true,
  canSelectAll: true,
};
const params = (over: Partial<ContextMenuParams>): ContextMenuParams => ({
  isEditable: true,
  selectionText: '',
  misspelledWord: '',
  dictionarySuggestions: [],
  editFlags: flags,
  ...over,
});

describe('the crash guard', () => {
  it('reloads the first crashes, asks after three within a minute, forgets old ones', () => {
    let now = 0;
    const guard = createCrashGuard(() => now);
    expect(guard.crashed()).toBe('reload');
    now += 1000;
    expect(guard.crashed()).toBe('reload');
    now += 1000;
    expect(guard.crashed()).toBe('ask');
    now += CRASH_WINDOW_MS + 1;
    expect(guard.crashed()).toBe('reload');
    guard.reset();
    expect(guard.crashed()).toBe('reload');
  });
});

describe('spell-check', () => {
  it('uses the system’s dictionaries where there are some, and downloads none on Linux', () => {
    expect(spellCheckEnabled('darwin')).toBe(true);
    expect(spellCheckEnabled('win32')).toBe(true);
    expect(spellCheckEnabled('linux')).toBe(false);
  });
});

describe('the right-click menu', () => {
  it('offers the spelling suggestions and Add to Dictionary before the edit roles', () => {
    const actions = { replaceMisspelling: vi.fn(), addToDictionary: vi.fn() };
    const menu = contextMenuTemplate(
      params({ misspelledWord: 'recieve', dictionarySuggestions: ['receive', 'relieve'] }),
      t as never,
      actions,
    );
    expect(menu.map((item) => item.label ?? item.type)).toEqual([
      'receive',
      'relieve',
      'desktop.context.addToDictionary',
      'separator',
      'desktop.menu.undo',
      'desktop.menu.redo',
      'separator',
      'desktop.menu.cut',
      'desktop.menu.copy',
      'desktop.menu.paste',
      'separator',
      'desktop.menu.selectAll',
    ]);
    (menu[0]!.click as () => void)();
    (menu[2]!.click as () => void)();
    expect(actions.replaceMisspelling).toHaveBeenCalledWith('receive');
    expect(actions.addToDictionary).toHaveBeenCalledWith('recieve');
    expect(menu.find((item) => item.role === 'redo')!.enabled).toBe(false);
  });

  it('says when there is no suggestion; outside fields offers Copy of a selection, or nothing', () => {
    const actions = { replaceMisspelling: vi.fn(), addToDictionary: vi.fn() };
    const none = contextMenuTemplate(params({ misspelledWord: 'xqzt' }), t as never, actions);
    expect(none[0]).toMatchObject({ label: 'desktop.context.noSuggestions', enabled: false });
    const text = contextMenuTemplate(
      params({ isEditable: false, selectionText: 'نص' }),
      t as never,
      actions,
    );
    expect(text.map((item) => item.role)).toEqual(['copy']);
    expect(contextMenuTemplate(params({ isEditable: false }), t as never, actions)).toEqual([]);
  });
});

describe('the log file', () => {
  it('appends lines and rotates by size, keeping a few files', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-log-'));
    try {
      const log = createLogFile(dir, { maxBytes: 200, keep: 2 });
      for (let i = 0; i < 12; i += 1) log.write('warn', `message ${i} ${'x'.repeat(30)}`);
      log.write('error', 'failed', new Error('boom'));
      const files = fs.readdirSync(dir).sort();
      expect(files).toEqual(['main.1.log', 'main.2.log', 'main.log']);
      const current = fs.readFileSync(log.path, 'utf8');
      expect(current).toMatch(/ERROR failed Error: boom/);
      for (const file of files) {
        expect(fs.statSync(path.join(dir, file)).size).toBeLessThanOrEqual(2000);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the settings file’s rename', () => {
  it('retries while Windows holds the file, and gives up on other errors or after a while', async () => {
    const busy = Object.assign(new Error('busy'), { code: 'EBUSY' });
    const rename = vi
      .fn<(a: string, b: string) => Promise<void>>()
      .mockRejectedValueOnce(busy)
      .mockRejectedValueOnce(Object.assign(new Error('perm'), { code: 'EPERM' }))
      .mockResolvedValueOnce(undefined);
    await renameWithRetry('a', 'b', rename, [1, 1, 1]);
    expect(rename).toHaveBeenCalledTimes(3);

    const always = vi.fn(async () => Promise.reject(busy));
    await expect(renameWithRetry('a', 'b', always, [1, 1])).rejects.toBe(busy);
    expect(always).toHaveBeenCalledTimes(3);

    const missing = Object.assign(new Error('gone'), { code: 'ENOENT' });
    const once = vi.fn(async () => Promise.reject(missing));
    await expect(renameWithRetry('a', 'b', once, [1, 1])).rejects.toBe(missing);
    expect(once).toHaveBeenCalledTimes(1);
  });
});

describe('closing the window', () => {
  it('hides it while the console keeps running in the tray, and closes it when quitting', () => {
    expect(closeAction({ keepRunning: true, quitting: false })).toBe('hide');
    expect(closeAction({ keepRunning: true, quitting: true })).toBe('close');
    expect(closeAction({ keepRunning: false, quitting: false })).toBe('close');
  });

  it('ends the app with its last window only off macOS and without the tray', () => {
    expect(quitWhenAllClosed('win32', false)).toBe(true);
    expect(quitWhenAllClosed('linux', false)).toBe(true);
    expect(quitWhenAllClosed('linux', true)).toBe(false);
    expect(quitWhenAllClosed('darwin', false)).toBe(false);
    expect(quitWhenAllClosed('darwin', true)).toBe(false);
  });
});
