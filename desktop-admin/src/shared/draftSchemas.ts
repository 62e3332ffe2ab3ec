/**
 * Offline drafts: a draft as the page hands it to the main process (zod), checked by
 * the bridge (./schemas) and again by the store (../main/drafts). Only the main process imports it.
 */
import { z } from 'zod';

/** An item's id as a draft names it: the server's id, or a new item's local id. */
export const draftItemIdSchema = z.string().regex(/^(?:[1-9][0-9]{0,15}|new-[A-Za-z0-9_-]{1,64})$/);
export const draftKindSchema = z.enum(['article', 'listing']);

/** A draft as the page hands it over (the main process adds the server and the time). */
export const draftInputSchema = z.strictObject({
  kind: draftKindSchema,
  itemId: draftItemIdSchema,
  fields: z.record(z.string().max(64), z.json()),
  base: z.strictObject({
    version: z.number().int().positive().optional(),
    updatedAt: z.string().max(64).optional(),
  }),
  title: z.string().max(1000),
});
