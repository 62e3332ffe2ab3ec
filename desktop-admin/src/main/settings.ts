/**
 * The console's remembered settings, one JSON file in the user-data folder: the chosen server,
 * the interface language (for menus and notifications), whether to announce new submissions, the
 * window's place and size, the folder files were last saved to, whether the console keeps running
 * in the tray when its window is closed, and per server the newest submission of each kind it has
 * told of (what came while it was closed is summarised on start), and the servers known
 * (profiles, each with its own session in ./tokenStore). A missing, unreadable or
 * partly wrong file falls back field by field to the defaults. Never holds the session token.
 */
import { z } from 'zod';
import { SUBMISSION_KINDS, type SubmissionKind } from '@vb/shared/status';
import type { FileAccess } from './files';

const boundsSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const windowStateSchema = z.object({
  bounds: boundsSchema,
  maximized: z.boolean(),
  fullScreen: z.boolean().default(false),
});
export type WindowState = z.output<typeof windowStateSchema>;

/** The newest submission id of each kind known on one server. */
export type SeenIds = Partial<Record<SubmissionKind, number>>;
const seenIdsSchema = z.partialRecord(z.enum(SUBMISSION_KINDS), z.number().int().nonnegative());

/** A server the console knows: its origin and the name the person gave it, if any. */
export interface ServerProfile {
  origin: string;
  name: string | null;
}
/** The longest name a server profile may have. */
export const SERVER_NAME_MAX = 60;
const serverProfileSchema = z.object({
  origin: z.string().min(1).max(2048),
  name: z.string().trim().min(1).max(SERVER_NAME_MAX).nullable().catch(null),
});

const settingsSchema = z
  .object({
    /** The current server (its origin); one of `servers` once chosen. */
    serverUrl: z.string().nullable().catch(null),
    /**
     * The servers known, in the order they were added; entries that do not parse, and a
     * second entry of the same origin, are dropped. A settings file older than profiles has none:
     * its single `serverUrl` becomes the first (see the transform below).
     */
    servers: z
      .array(z.unknown())
      .catch([])
      .transform((entries) => {
        const kept: ServerProfile[] = [];
        for (const entry of entries) {
          const parsed = serverProfileSchema.safeParse(entry);
          if (parsed.success && !kept.some((p) => p.origin === parsed.data.origin)) {
            kept.push(parsed.data);
          }
        }
        return kept;
      }),
    language: z.enum(['ar', 'en']).catch('ar'),
    /** The admin's theme, for the window's colour before the page paints. */
    theme: z.enum(['dark', 'light']).catch('dark'),
    notifications: z.boolean().catch(true),
    window: windowStateSchema.nullable().catch(null),
    lastSaveDirectory: z.string().nullable().catch(null),
    /**
     * Keep running in the tray when the window is closed; null: the system's default
     * (keepRunningWhenClosed).
     */
    keepRunning: z.boolean().nullable().catch(null),
    /**
     * Per server (its origin), the newest submission id of each kind the console has known of: what
     * is newer on the next start came while it was closed (./away). Entries that do not parse are
     * dropped, the rest kept.
     */
    seen: z
      .record(z.string(), z.unknown())
      .catch({})
      .transform((servers) => {
        const kept: Record<string, SeenIds> = {};
        for (const [origin, ids] of Object.entries(servers)) {
          const parsed = seenIdsSchema.safeParse(ids);
          if (parsed.success) kept[origin] = parsed.data;
        }
        return kept;
      }),
  })
  // The one server of a settings file older than profiles (or a current server missing from the
  // list) is kept as a profile, so that an existing file keeps working.
  .transform((settings) =>
    settings.serverUrl && !settings.servers.some((p) => p.origin === settings.serverUrl)
      ? { ...settings, servers: [...settings.servers, { origin: settings.serverUrl, name: null }] }
      : settings,
  );
export type Settings = z.output<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});

/**
 * Whether closing the window keeps the console running in the tray: as chosen, else yes on
 * Windows and Linux (where closing the last window would end the app) and no on macOS, where the
 * app stays in the Dock anyway.
 */
export function keepRunningWhenClosed(settings: Settings, platform: string): boolean {
  return settings.keepRunning ?? platform !== 'darwin';
}

export interface SettingsStore {
  get(): Settings;
  /** Changes some settings; the file is rewritten (writes are serialized). */
  update(patch: Partial<Settings>): Promise<void>;
  /** Resolves once every change so far is on disk (before the app quits). */
  flush(): Promise<void>;
}

function parseSettings(bytes: Uint8Array | null): Settings {
  if (!bytes) return DEFAULT_SETTINGS;
  try {
    const raw: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const result = settingsSchema.safeParse(raw && typeof raw === 'object' ? raw : {});
    return result.success ? result.data : DEFAULT_SETTINGS;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export async function openSettings(files: FileAccess, file: string): Promise<SettingsStore> {
  let current = parseSettings(await files.read(file).catch(() => null));
  let writing: Promise<void> = Promise.resolve();
  return {
    get: () => current,
    update(patch) {
      current = { ...current, ...patch };
      const snapshot = JSON.stringify(current, null, 2);
      writing = writing.catch(() => undefined).then(() => files.write(file, snapshot));
      return writing;
    },
    flush: () => writing.catch(() => undefined),
  };
}
