import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { createUpdates, type UpdateDialogs, type UpdaterLike } from './updates';

/** electron-updater's updater as seen from outside: a feed, checks, events, quitAndInstall. */
class FakeUpdater extends EventEmitter implements UpdaterLike {
  autoDownload = false;
  autoInstallOnAppQuit = false;
  feed: unknown = null;
  checks = 0;
  installed = false;
  /** What the next check does (by default: finds nothing). */
  next: (u: FakeUpdater) => void = (u) => u.emit('update-not-available');
  setFeedURL(options: { provider: 'generic'; url: string }) {
    this.feed = options;
  }
  async checkForUpdates() {
    this.checks += 1;
    await Promise.resolve();
    this.next(this);
    return null;
  }
  quitAndInstall() {
    this.installed = true;
  }
}

function setup({
  feedUrl = 'https://updates.example.sa/admin' as string | null,
  isDev = false,
  restart = true,
} = {}) {
  const updater = new FakeUpdater();
  const load = vi.fn(async () => updater);
  const dialogs = {
    askRestart: vi.fn(async () => restart),
    downloading: vi.fn(),
    upToDate: vi.fn(),
    failed: vi.fn(),
  } satisfies UpdateDialogs;
  const warn = vi.fn();
  const updates = createUpdates({ feedUrl, isDev, load, dialogs, warn });
  return { updates, updater, load, dialogs, warn };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the console’s updates', () => {
  it('are not configured without a feed URL, nor in development: nothing is loaded or asked', async () => {
    for (const options of [{ feedUrl: null }, { isDev: true }]) {
      const { updates, load } = setup(options);
      expect(updates.configured).toBe(false);
      updates.checkAtStart();
      expect(updates.checkNow()).toBe('not-configured');
      await settle();
      expect(load).not.toHaveBeenCalled();
    }
  });

  it('check the built-in generic feed at start and download in the background', async () => {
    const { updates, updater, dialogs } = setup();
    expect(updates.configured).toBe(true);
    updates.checkAtStart();
    await settle();
    expect(updater.feed).toEqual({ provider: 'generic', url: 'https://updates.example.sa/admin' });
    expect(updater.autoDownload).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(true);
    expect(updater.checks).toBe(1);
    // The quiet check tells nothing when there is nothing new.
    expect(dialogs.upToDate).not.toHaveBeenCalled();
  });

  it('ask to restart once a download is ready, and install when the person agrees', async () => {
    const { updates, updater, dialogs } = setup();
    updater.next = (u) => {
      u.emit('update-available', { version: '0.2.0' });
      u.emit('update-downloaded', { version: '0.2.0' });
    };
    updates.checkAtStart();
    await settle();
    expect(dialogs.downloading).not.toHaveBeenCalled();
    expect(dialogs.askRestart).toHaveBeenCalledWith('0.2.0');
    expect(updater.installed).toBe(true);
  });

  it('keep a declined update for the next quit, and ask again on "Check for Updates…"', async () => {
    const { updates, updater, dialogs } = setup({ restart: false });
    updater.next = (u) => u.emit('update-downloaded', { version: '0.2.0' });
    updates.checkAtStart();
    await settle();
    expect(dialogs.askRestart).toHaveBeenCalledTimes(1);
    expect(updater.installed).toBe(false);
    // The same version downloaded again (a later check) is not asked about twice.
    updater.emit('update-downloaded', { version: '0.2.0' });
    await settle();
    expect(dialogs.askRestart).toHaveBeenCalledTimes(1);
    expect(updates.checkNow()).toBe('started');
    await settle();
    expect(dialogs.askRestart).toHaveBeenCalledTimes(2);
    expect(updater.checks).toBe(1);
  });

  it('tell every outcome of a check the person asked for', async () => {
    const { updates, updater, dialogs, warn } = setup();
    expect(updates.checkNow()).toBe('started');
    await settle();
    expect(dialogs.upToDate).toHaveBeenCalledTimes(1);

    updater.next = (u) => u.emit('update-available', { version: '0.3.0' });
    updates.checkNow();
    await settle();
    expect(dialogs.downloading).toHaveBeenCalledWith('0.3.0');

    const offline = new Error('net::ERR_INTERNET_DISCONNECTED');
    updater.next = (u) => u.emit('error', offline);
    updates.checkNow();
    await settle();
    expect(dialogs.failed).toHaveBeenCalledWith(offline);
    expect(warn).toHaveBeenCalledWith('Update check', offline);

    updater.next = () => {
      throw new Error('feed unreadable');
    };
    updates.checkNow();
    await settle();
    expect(dialogs.failed).toHaveBeenCalledTimes(2);
  });

  it('log a failed quiet check without a dialog', async () => {
    const { updates, updater, dialogs, warn } = setup();
    updater.next = (u) => u.emit('error', new Error('404'));
    updates.checkAtStart();
    await settle();
    expect(warn).toHaveBeenCalled();
    expect(dialogs.failed).not.toHaveBeenCalled();
  });
});
