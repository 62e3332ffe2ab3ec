/**
 * The arguments of each bridge call as the main process accepts them (zod): anything else is
 * refused before a handler runs. Only the main process imports this file.
 */
import { z } from 'zod';
import type { InvokeMethod } from './channels';
import { draftInputSchema, draftItemIdSchema, draftKindSchema } from './draftSchemas';

/** The largest file the renderer may hand over for saving (résumés and CSV exports are far smaller). */
const MAX_SAVE_BYTES = 200 * 1024 * 1024;

const serverAddress = z.string().max(2048);

export const ipcArgs = {
  getServer: z.tuple([]),
  checkServer: z.tuple([serverAddress.optional()]),
  setServer: z.tuple([serverAddress]),
  sessionStatus: z.tuple([]),
  signOut: z.tuple([]),
  saveFile: z.tuple([
    z.object({
      filename: z.string().min(1).max(1024),
      mimeType: z.string().max(255),
      // Structured clone hands over an ArrayBuffer; a typed array is accepted as well.
      bytes: z
        .union([z.instanceof(ArrayBuffer), z.instanceof(Uint8Array)])
        .refine((b) => b.byteLength <= MAX_SAVE_BYTES, 'too large'),
    }),
  ]),
  openExternal: z.tuple([z.string().max(8192)]),
  setLanguage: z.tuple([z.enum(['ar', 'en'])]),
  setTheme: z.tuple([z.enum(['dark', 'light'])]),
  checkForUpdates: z.tuple([]),
  // ── server profiles ──
  listServers: z.tuple([]),
  switchServer: z.tuple([serverAddress]),
  renameServer: z.tuple([serverAddress, z.string().max(200).nullable()]),
  removeServer: z.tuple([serverAddress]),
  // ── offline drafts ──
  listDrafts: z.tuple([]),
  putDraft: z.tuple([draftInputSchema]),
  removeDraft: z.tuple([draftKindSchema, draftItemIdSchema]),
} satisfies Record<InvokeMethod, z.ZodType>;

export type IpcArgs<M extends InvokeMethod> = z.output<(typeof ipcArgs)[M]>;
