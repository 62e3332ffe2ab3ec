/**
 * Offline drafts: the contract between the admin module and a host that keeps edits on this
 * computer while the server cannot be reached (the desktop console's main process, through its
 * bridge). The web keeps none: the browser's storage is not encrypted.
 */

/** What an offline draft edits. */
export type DraftKind = 'article' | 'listing';

/**
 * An edit kept while the server could not be reached; the host keys it by the chosen server's
 * origin, `kind` and `itemId`.
 */
export interface OfflineDraft {
  kind: DraftKind;
  /** The item's id (digits), or `new-<local id>` for an item not yet created. */
  itemId: string;
  /** The edited fields as the admin's form holds them (JSON). */
  fields: Record<string, unknown>;
  /** What the edit was based on: an article's `version`, a listing's `updatedAt`. */
  base: { version?: number; updatedAt?: string };
  /** The item's title when kept, for the pending list. */
  title: string;
  /** When it was kept (ISO 8601), set by the host. */
  savedAt: string;
}

/** Where drafts are kept: encrypted on disk, or (no keyring) in memory until the app quits. */
export type DraftPersistence = 'encrypted-file' | 'memory-only';

export interface DraftList {
  persistence: DraftPersistence;
  drafts: OfflineDraft[];
}

export type DraftPutResult =
  | { ok: true; persistence: DraftPersistence }
  /** Larger than one draft may be, more drafts than kept, or no server chosen. */
  | { ok: false; reason: 'too-large' | 'full' | 'no-server' };
