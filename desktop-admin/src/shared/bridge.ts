/**
 * The typed bridge between the renderer and the main process, defined ONCE: the preload builds
 * `window.desktop` with `satisfies DesktopApi`, the main process answers each call (arguments
 * checked with the zod schemas of ./schemas), and the renderer's tests implement it with fakes.
 * Nothing here is Electron: the renderer never sees ipcRenderer.
 */
import type {
  DraftKind,
  DraftList,
  DraftPersistence,
  DraftPutResult,
  OfflineDraft,
} from '@vb/shared/drafts';

export type Language = 'ar' | 'en';

/** The chosen server (null before the first run's choice) and the address offered by default. */
interface ServerInfo {
  url: string | null;
  defaultUrl: string;
}

/** Why a server address was refused. */
type ServerProblem =
  /** Not an http(s) address without path, query or credentials. */
  | 'invalid'
  /** Plain http to another computer: the session would travel in the clear. */
  | 'insecure'
  /** Nothing answered (refused, unknown host, TLS failure, timeout). */
  | 'unreachable'
  /** Something answered, but not this site's API. */
  | 'not-api'
  /** The server sends the console to another address (`location`). */
  | 'redirected'
  /** The server no longer serves this console's API contract: the console must be updated. */
  | 'console-outdated'
  /** The server speaks an older contract than this console needs: the server must be updated. */
  | 'server-outdated';

/** Both sides' releases and staff API contracts (the server's from GET /api/version). */
export interface VersionReport {
  console: { release: string; contract: number; minServer: number };
  /** `release` is null (and `contract` 0) for a server older than GET /api/version. */
  server: { release: string | null; contract: number; minConsole: number };
}

export type ServerCheck =
  | { ok: true; url: string }
  | {
      ok: false;
      url: string;
      problem: ServerProblem;
      location?: string;
      /** With 'console-outdated' and 'server-outdated'. */
      versions?: VersionReport;
    };

/** What "check for updates" started: nothing when the build has no update feed. */
export type UpdateCheckStart = 'started' | 'not-configured';

/** A file for the native save dialog: suggested name, type and the exact bytes. */
interface SaveFileRequest {
  filename: string;
  mimeType: string;
  bytes: ArrayBuffer;
}

export type SaveFileResult = 'saved' | 'cancelled';

/**
 * What a notification or the tray asks the admin to show: a submission kind's list,
 * with one item's side panel open when `id` is given.
 */
export interface OpenTarget {
  kind: 'applications' | 'contact-messages' | 'investor-requests';
  id?: number;
}

/**
 * Commands the main process sends to the renderer: the application menu's, and "open" from a
 * notification's click or the tray.
 */
export type DesktopCommand = 'change-server' | { open: OpenTarget };

// ── server profiles ──
/** A server the console knows, as the page lists it. */
export interface ServerProfileInfo {
  origin: string;
  /** The name the person gave it ("Staging"), or null. */
  name: string | null;
  current: boolean;
  /** Whether the main process holds a session for it. */
  signedIn: boolean;
}

/**
 * The answer of a profile operation: done, or refused (not an origin, plain http to another
 * computer, or a server the console does not know).
 */
export type ProfileResult =
  { ok: true } | { ok: false; problem: 'invalid' | 'insecure' | 'unknown' };
// ── end of server profiles ──

export interface DesktopApi {
  /** The remembered server address, if any. */
  getServer(): Promise<ServerInfo>;
  /** Checks that an address (default: the remembered one) answers as this site's API. */
  checkServer(url?: string): Promise<ServerCheck>;
  /** Checks an address and, when it answers, remembers it (a new server ends the session). */
  setServer(url: string): Promise<ServerCheck>;
  /**
   * Whether the main process holds a session. The token itself never comes to the page: the
   * relay of `/api/…` keeps the sign-in's token and adds it to every request.
   */
  sessionStatus(): Promise<{ signedIn: boolean }>;
  /** Forgets the session here (the relayed sign-out also ends it on the server). */
  signOut(): Promise<void>;
  /** Saves bytes through the native save dialog; 'cancelled' writes nothing. */
  saveFile(file: SaveFileRequest): Promise<SaveFileResult>;
  /** Opens an http(s), mailto: or tel: link with the system; false when the link was refused. */
  openExternal(url: string): Promise<boolean>;
  /** The interface language, for the menus, dialogs and notifications of the main process. */
  setLanguage(language: Language): Promise<void>;
  /** The interface theme, for the window's colour before the page paints. */
  setTheme(theme: 'dark' | 'light'): Promise<void>;
  /**
   * Checks for a new version of the console (as Help ▸ Check for Updates…): the outcome is told
   * in the main process's dialogs; 'not-configured' when this build has no update feed.
   */
  checkForUpdates(): Promise<UpdateCheckStart>;
  /** Listens to the application menu's commands; answers the function that stops listening. */
  onCommand(listener: (command: DesktopCommand) => void): () => void;
  // ── server profiles ──
  /** The known servers, the current one marked. */
  listServers(): Promise<ServerProfileInfo[]>;
  /**
   * Makes a known server current: the page is then loaded again onto that server's session
   * (signed in there if its token is still held); the other servers' sessions are kept.
   */
  switchServer(origin: string): Promise<ProfileResult>;
  /** Names a known server (null or empty: no name). */
  renameServer(origin: string, name: string | null): Promise<ProfileResult>;
  /**
   * Forgets a known server and its session (on disk too); removing the current one loads the page
   * again onto the first server left (or the first-run screen).
   */
  removeServer(origin: string): Promise<ProfileResult>;
}

// ── offline drafts ──

// The drafts' contract is the admin module's too: one definition in shared/.
export type { DraftKind, DraftList, DraftPersistence, DraftPutResult, OfflineDraft };

/** The bridge's offline drafts calls, merged into DesktopApi. */
export interface DesktopApi {
  /** The chosen server's drafts, oldest first. */
  listDrafts(): Promise<DraftList>;
  /** Keeps (or replaces) a draft of the chosen server. */
  putDraft(draft: Omit<OfflineDraft, 'savedAt'>): Promise<DraftPutResult>;
  /** Forgets a draft of the chosen server. */
  removeDraft(kind: DraftKind, itemId: string): Promise<void>;
}
