/**
 * The web admin's browser notifications: while the admin is open in a tab the person
 * is not looking at, new submissions of the kinds they follow raise a notification (gathered
 * over a few seconds: "2 new applications"). Switched on per browser (the browser asks for the
 * permission on that click) and kept in this browser's storage. The desktop console tells its
 * own, natively, from its main process; its host has no browser notices.
 */
import { create } from 'zustand';
import type { MessageKey } from '@vb/shared/i18n';
import { type NewCounts, liveNoticeText } from '@vb/shared/live-notices';
import type { Language } from '@vb/shared/options';

const STORAGE_KEY = 'vb.admin.browserNotices';

/** What the person sees of the switch: not possible here, refused by the browser, off or on. */
export type BrowserNoticeState = 'unsupported' | 'blocked' | 'off' | 'on';

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

function readWanted(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

function writeWanted(on: boolean) {
  try {
    if (on) localStorage.setItem(STORAGE_KEY, 'on');
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): on for this page only.
  }
}

interface BrowserNotices {
  wanted: boolean;
  permission: NotificationPermission | 'unsupported';
  /** Asks the browser (a click must lead here) and switches on when it allows. */
  turnOn(): Promise<BrowserNoticeState>;
  turnOff(): void;
}

export const useBrowserNotices = create<BrowserNotices>()((set) => ({
  wanted: readWanted(),
  permission: supported() ? Notification.permission : 'unsupported',
  async turnOn() {
    if (!supported()) return 'unsupported';
    const permission =
      Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    writeWanted(permission === 'granted');
    set({ permission, wanted: permission === 'granted' });
    return noticeState({ wanted: permission === 'granted', permission });
  },
  turnOff() {
    writeWanted(false);
    set({ wanted: false });
  },
}));

export function noticeState({
  wanted,
  permission,
}: Pick<BrowserNotices, 'wanted' | 'permission'>): BrowserNoticeState {
  if (permission === 'unsupported') return 'unsupported';
  if (permission === 'denied') return 'blocked';
  return wanted && permission === 'granted' ? 'on' : 'off';
}

/** Switched on here, and the browser (still) allows it. */
export function browserNoticesOn(): boolean {
  return (
    supported() && useBrowserNotices.getState().wanted && Notification.permission === 'granted'
  );
}

/** The person is looking at another tab or window (a notice over the admin itself is noise). */
export function pageAway(): boolean {
  return document.visibilityState === 'hidden' || !document.hasFocus();
}

/** Raises the notice; a click brings the admin's tab forward. */
export function showBrowserNotice(
  counts: NewCounts,
  language: Language,
  t: (key: MessageKey, values?: { count: number }) => string,
) {
  const { title, body } = liveNoticeText(counts, t);
  const notice = new Notification(title, {
    body,
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    // One at a time: a newer notice replaces the one not yet read.
    tag: 'vb-new-submissions',
  });
  notice.onclick = () => {
    window.focus();
    notice.close();
  };
}
