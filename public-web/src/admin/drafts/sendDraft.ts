/**
 * Offline drafts: sending one kept draft to the API, and what came of it.
 * - An article is saved with the version it was edited from (`baseVersion`): the API answers a
 *   409 `edit_conflict` with the article as it now is when someone saved it meanwhile.
 * - A job listing is saved with the `updatedAt` it was edited from (`baseUpdatedAt`): the API
 *   answers 409 `listing_changed` with the listing as it now is when someone saved it meanwhile.
 */
import { ApiError } from '../../app/http';
import type { AdminClient } from '../client';
import { draftFromArticle, draftToInput, type ArticleDraft } from '../editor/articleDraft';
import { conflictOf, listingConflictOf } from '../conflicts';
import { emptyListingValues, valuesToInput, type ListingFormValues } from '../listings/formValues';
import type { OfflineDraft } from '@vb/shared/drafts';
import { isUnreachable, type SendOutcome } from './draftSync';

/** The server's id of a draft's item; undefined for a new one. */
export function serverId(itemId: string): number | undefined {
  return /^[1-9][0-9]*$/.test(itemId) ? Number(itemId) : undefined;
}

/** A draft's article fields, complete. */
export const articleFields = (draft: OfflineDraft): ArticleDraft => ({
  ...draftFromArticle(),
  ...(draft.fields as Partial<ArticleDraft>),
});

/** A draft's listing form values, complete. */
export const listingFields = (draft: OfflineDraft): ListingFormValues => ({
  ...emptyListingValues(),
  ...(draft.fields as Partial<ListingFormValues>),
});

async function sendListing(client: AdminClient, draft: OfflineDraft): Promise<SendOutcome> {
  const id = serverId(draft.itemId);
  const input = valuesToInput(listingFields(draft));
  const base = draft.base.updatedAt;
  try {
    await client.saveJobListing(
      id !== undefined && base ? { ...input, baseUpdatedAt: base } : input,
      id,
    );
    return { kind: 'sent' };
  } catch (error) {
    const current = id === undefined ? undefined : listingConflictOf(error);
    if (!current) throw error;
    // Saved by someone else since the edit began: their version, to show beside mine.
    return {
      kind: 'conflict',
      theirs: current.jobListing,
      theirsBase: { updatedAt: current.jobListing.updatedAt },
      savedBy: current.savedBy.name,
      savedAt: current.savedAt,
    };
  }
}

export async function sendDraft(client: AdminClient, draft: OfflineDraft): Promise<SendOutcome> {
  try {
    if (draft.kind === 'listing') return await sendListing(client, draft);
    const id = serverId(draft.itemId);
    const input = draftToInput(articleFields(draft));
    await client.saveArticle(
      id !== undefined && draft.base.version
        ? { ...input, baseVersion: draft.base.version }
        : input,
      id,
    );
    return { kind: 'sent' };
  } catch (error) {
    if (isUnreachable(error)) return { kind: 'unreachable' };
    const current = conflictOf(error);
    if (current) {
      return {
        kind: 'conflict',
        theirs: current.article,
        theirsBase: { version: current.article.version },
        savedBy: current.savedBy.name,
        savedAt: current.savedAt,
      };
    }
    return { kind: 'failed', code: error instanceof ApiError ? error.code : undefined };
  }
}
