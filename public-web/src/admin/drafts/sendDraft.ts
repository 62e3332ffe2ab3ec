/**
 * Offline drafts (issue 17): sending one kept draft to the API, and what came of it.
 * - An article is saved with the version it was edited from (`baseVersion`): the API answers a
 *   409 `edit_conflict` with the article as it now is when someone saved it meanwhile.
 * - A job listing's update has no version check on the server (PUT /api/admin/job-listings/:id
 *   replaces the listing): the conflict is found here, by comparing the listing's `updatedAt`
 *   when the edit started with the server's current one just before sending (a save by someone
 *   else in the moment between the two is not caught).
 */
import type { JobListing } from '@vb/shared/schemas';
import { ApiError } from '../../app/http';
import type { AdminClient } from '../client';
import { draftFromArticle, draftToInput, type ArticleDraft } from '../editor/articleDraft';
import { conflictOf } from '../editor/useAutosave';
import { emptyListingValues, valuesToInput, type ListingFormValues } from '../listings/formValues';
import type { HostDraft } from '../host';
import { isUnreachable, type SendOutcome } from './draftSync';

/** The server's id of a draft's item; undefined for a new one. */
export function serverId(itemId: string): number | undefined {
  return /^[1-9][0-9]*$/.test(itemId) ? Number(itemId) : undefined;
}

/** A draft's article fields, complete. */
export const articleFields = (draft: HostDraft): ArticleDraft => ({
  ...draftFromArticle(),
  ...(draft.fields as Partial<ArticleDraft>),
});

/** A draft's listing form values, complete. */
export const listingFields = (draft: HostDraft): ListingFormValues => ({
  ...emptyListingValues(),
  ...(draft.fields as Partial<ListingFormValues>),
});

async function sendListing(client: AdminClient, draft: HostDraft): Promise<SendOutcome> {
  const id = serverId(draft.itemId);
  if (id !== undefined) {
    const current = (await client.jobListings()).find((l: JobListing) => l.id === id);
    if (!current) return { kind: 'failed', code: 'not_found' };
    if (draft.base.updatedAt && current.updatedAt !== draft.base.updatedAt) {
      return {
        kind: 'conflict',
        theirs: current,
        theirsBase: { updatedAt: current.updatedAt },
        savedBy: null,
        savedAt: current.updatedAt,
      };
    }
  }
  await client.saveJobListing(valuesToInput(listingFields(draft)), id);
  return { kind: 'sent' };
}

export async function sendDraft(client: AdminClient, draft: HostDraft): Promise<SendOutcome> {
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
