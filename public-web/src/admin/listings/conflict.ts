import { listingConflictSchema, type ListingConflict } from '@vb/shared/schemas';
import { ApiError } from '../../app/http';

/**
 * Their version of a listing from a 409 `listing_changed` (issue 17): the listing as the server
 * now has it, who saved it and when; undefined for any other error or an answer without it.
 */
export function listingConflictOf(error: unknown): ListingConflict['current'] | undefined {
  if (!(error instanceof ApiError) || error.code !== 'listing_changed') return undefined;
  const parsed = listingConflictSchema.safeParse(error.body);
  return parsed.success ? parsed.data.current : undefined;
}
