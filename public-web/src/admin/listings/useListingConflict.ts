import { useState } from 'react';
import type { JobListing, ListingConflict } from '@vb/shared/schemas';
import type { DraftEntry } from '../drafts/draftSync';

/**
 * Whose version of a listing the form shows beside the person's edit: a kept offline edit whose
 * listing changed meanwhile, or a save refused with 409 `listing_changed` (`setChangedMeanwhile`);
 * and the version a save is based on.
 */
export function useListingConflict(listing: JobListing | null, pending: DraftEntry | undefined) {
  // The listing's update has no version check on the server: a kept edit's base `updatedAt`
  // is compared with the listing as it is now. Changed meanwhile: their version is shown.
  const keptBase = pending && !pending.conflict ? pending.draft.base.updatedAt : undefined;
  const theirsChanged =
    listing !== null &&
    pending !== undefined &&
    (pending.conflict !== undefined || (keptBase !== undefined && keptBase !== listing.updatedAt));
  /** The base a newly kept edit goes with: the kept one's while it is still current. */
  const base = keptBase && !theirsChanged ? keptBase : listing?.updatedAt;
  // Saved by someone else while this form was open (the API's 409 `listing_changed`): their
  // version is shown, and saving again replaces it deliberately.
  const [changedMeanwhile, setChangedMeanwhile] = useState<ListingConflict['current'] | null>(null);
  const theirs = changedMeanwhile?.jobListing ?? (theirsChanged ? listing : null);
  const saveBase = changedMeanwhile?.jobListing.updatedAt ?? base;
  // Who saved theirs, and when, where the server said so (a 409's answer, a kept draft's send).
  const theirSave = changedMeanwhile
    ? { name: changedMeanwhile.savedBy.name, at: changedMeanwhile.savedAt }
    : pending?.conflict
      ? { name: pending.conflict.savedBy, at: pending.conflict.savedAt }
      : null;
  return { theirs, theirSave, saveBase, setChangedMeanwhile };
}
