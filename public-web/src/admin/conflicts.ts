import type { z } from 'zod';
import type { ErrorCode } from '@vb/shared/errors';
import {
  editConflictSchema,
  listingConflictSchema,
  type EditConflict,
  type ListingConflict,
} from '@vb/shared/schemas';
import { ApiError } from '../app/http';

/**
 * The 409s of an edit based on an older version: their version as the server has it now, who
 * saved it and when. Undefined for any other error, or an answer without it (the caller then
 * says only that the save failed, never that their version is shown).
 */
function theirVersion<S extends z.ZodType<{ current: unknown }>>(
  error: unknown,
  code: ErrorCode,
  schema: S,
): z.output<S>['current'] | undefined {
  if (!(error instanceof ApiError) || error.code !== code) return undefined;
  const parsed = schema.safeParse(error.body);
  return parsed.success ? (parsed.data as { current: unknown }).current : undefined;
}

/** An article's `409 edit_conflict`. */
export const conflictOf = (error: unknown): EditConflict['current'] | undefined =>
  theirVersion(error, 'edit_conflict', editConflictSchema);

/** A job listing's `409 listing_changed`. */
export const listingConflictOf = (error: unknown): ListingConflict['current'] | undefined =>
  theirVersion(error, 'listing_changed', listingConflictSchema);
