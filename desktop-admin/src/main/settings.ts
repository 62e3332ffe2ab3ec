/**
 * The console's remembered settings, one JSON file in the user-data folder: the chosen server,
 * the interface language (for menus and notifications), whether to announce new submissions, the
 * window's place and size and the folder files were last saved to. A missing, unreadable or
 * partly wrong file falls back field by field to the defaults. Never holds the session token.
 */
import { z } from 'zod';
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

const settingsSchema = z.object({
  serverUrl: z.string().nullable().catch(null),
  language: z.enum(['ar', 'en']).catch('ar'),
  /** The admin's theme, for the window's colour before the page paints (issue 17). */
  theme: z.enum(['dark', 'light']).catch('dark'),
  notifications: z.boolean().catch(true),
  window: windowStateSchema.nullable().catch(null),
  lastSaveDirectory: z.string().nullable().catch(null),
});
export type Settings = z.output<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});

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
