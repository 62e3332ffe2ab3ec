import type { DraftKind, DraftList, DraftPutResult, OfflineDraft } from '@vb/shared/drafts';
import type { SubmissionKind } from '@vb/shared/status';

/**
 * What differs between the hosts of the admin module (the web at /admin, the desktop console):
 * where the API is, how the session is carried, how a file is saved, how a link is opened.
 * The admin module reaches the outside world only through this adapter.
 */
export interface AdminHost {
  /** Base URL of the API: '' on the web (same origin), the chosen server on the desktop. */
  apiBase: string;
  /** The public site's address, for 'View on site' links. */
  siteUrl: string;
  /** How requests carry the session. */
  session: CookieSession | RelaySession;
  /** Saves a downloaded file under its stored name; 'cancelled' when the person declined. */
  saveFile(file: {
    filename: string;
    mimeType: string;
    bytes: ArrayBuffer;
  }): Promise<'saved' | 'cancelled'>;
  /**
   * Saves what an API address answers, letting the browser download it as it arrives (the file
   * is never held in the page). Only where the session goes with a plain request (the web's
   * cookie); without it, the admin reads the answer through the API and saves it with `saveFile`.
   */
  saveUrl?(file: { url: string; filename: string }): Promise<'saved'>;
  /** Opens an outside link (a new tab on the web, the system browser on the desktop). */
  openExternal(url: string): void;
  /**
   * Whether a page with unsaved work asks before it unloads (`beforeunload`): the browser then
   * asks the person. Off on the desktop, where a refused unload would silently keep the window
   * from closing.
   */
  guardUnload?: boolean;
  /**
   * Whether new submissions may raise the browser's notifications (the web). The desktop console
   * raises native ones from its main process instead.
   */
  browserNotices?: boolean;
  /**
   * Where the view (tab, filters, order, page) is kept: the web's address; without it (the
   * desktop console) in memory.
   */
  viewState?: ViewStateStore;
  /**
   * Requests from outside the page to show a list, perhaps with one item open (the desktop
   * console's notifications and tray). A request made before the dashboard listens is
   * kept for it.
   */
  openRequests?: OpenRequests;
  /**
   * Offline drafts: edits kept on this computer while the server cannot be reached,
   * sent when it answers again. The desktop console keeps them in its main process (encrypted);
   * absent on the web, where nothing is kept (the browser's storage is not encrypted).
   */
  drafts?: HostDrafts;
}

// ── offline drafts ──

export interface HostDrafts {
  list(): Promise<DraftList>;
  put(draft: Omit<OfflineDraft, 'savedAt'>): Promise<DraftPutResult>;
  remove(kind: DraftKind, itemId: string): Promise<void>;
}

/** A submissions list to show, with the side panel of item `id` open when given. */
export interface OpenRequest {
  kind: SubmissionKind;
  id?: number;
}

export interface OpenRequests {
  /** Listens (the last request not yet heard is told at once); answers how to stop. */
  subscribe(listener: (request: OpenRequest) => void): () => void;
}

/** The browser keeps an HttpOnly session cookie; requests are sent with credentials. */
interface CookieSession {
  kind: 'cookie';
}

/**
 * The host carries the session outside the page (the desktop console): the relay of
 * `/api/…` keeps the bearer token the sign-in (`POST /api/auth/token`) answers, answers the page
 * without it, and adds it to each request. The page may only ask the host to forget it.
 */
interface RelaySession {
  kind: 'relay';
  signOut(): Promise<void>;
}

/** A click on a link that downloads `href` (a file name of '' keeps the server's). */
function clickDownload(href: string, filename: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The web host: same-origin API, cookie session, downloads through an object URL, or of the
 * API's address itself (the CSV exports, streamed by the server).
 */
export function createWebHost(): AdminHost {
  return {
    apiBase: '',
    siteUrl: window.location.origin,
    session: { kind: 'cookie' },
    guardUnload: true,
    browserNotices: true,
    viewState: addressViewState(),
    async saveFile({ filename, mimeType, bytes }) {
      const url = URL.createObjectURL(new Blob([bytes], { type: mimeType }));
      try {
        clickDownload(url, filename);
      } finally {
        // Give the browser time to start the download before the URL goes away.
        window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
      }
      return 'saved';
    },
    async saveUrl({ url, filename }) {
      clickDownload(url, filename);
      return 'saved';
    },
    openExternal(url) {
      if (/^https?:\/\//i.test(url)) window.open(url, '_blank', 'noopener,noreferrer');
    },
  };
}

/**
 * Where the admin keeps what it shows (tab, search, filters, order, page; see viewState.ts): a
 * query string (`?tab=…`) read once on load and replaced as the view changes.
 */
export interface ViewStateStore {
  read(): string;
  replace(query: string): void;
}

/** The desktop console's store (no address bar): the view, kept in memory while the app runs. */
export function memoryViewState(): ViewStateStore {
  let query = '';
  return {
    read: () => query,
    replace(next) {
      query = next;
    },
  };
}

/**
 * The web's store: the address's query, replaced (not pushed: Back leaves the admin, it does not
 * walk through every keystroke), the router's own history state kept.
 */
export function addressViewState(): ViewStateStore {
  return {
    read: () => window.location.search,
    replace(query) {
      const { pathname, search, hash } = window.location;
      if (query === search) return;
      window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`);
    },
  };
}
