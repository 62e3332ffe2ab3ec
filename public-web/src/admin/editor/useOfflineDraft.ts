import { useState } from 'react';
import type { NewsArticle } from '@vb/shared/schemas';
import { useKeepDraft, useOfflineDrafts } from '../drafts/OfflineDrafts';
import type { DraftEntry } from '../drafts/draftSync';
import type { ArticleDraft } from './articleDraft';

/** An edit's fields as a kept draft holds them. */
const asFields = (draft: ArticleDraft): Record<string, unknown> => ({ ...draft });

/**
 * The desktop's offline drafts, for one article editor: an edit the server could not be reached
 * for is kept on this computer (under the article's id, the kept draft's, or a new one's), and
 * forgotten once the server has it.
 */
export function useOfflineDraft(article: NewsArticle | undefined, pending: DraftEntry | undefined) {
  const drafts = useOfflineDrafts();
  const keepDraft = useKeepDraft();
  const [newId] = useState(
    () => (article ? String(article.id) : pending?.draft.itemId) ?? `new-${crypto.randomUUID()}`,
  );
  // Once the first autosave created the article, an edit kept here is that article's: sent
  // later, it updates it rather than creating another.
  const itemId = article ? String(article.id) : newId;
  const offlineDraft = (fields: ArticleDraft, version: number | undefined) => ({
    kind: 'article' as const,
    itemId,
    fields: asFields(fields),
    base: article && version ? { version } : {},
    title: fields.title.trim() || fields.titleAr.trim(),
  });
  return {
    /**
     * Keeps `fields` (edited from `version`) here when `error` says the server could not be
     * reached (useKeepDraft); `quiet` leaves out the toast saying it was kept.
     */
    keep: (error: unknown, fields: ArticleDraft, version: number | undefined, quiet?: boolean) =>
      keepDraft(error, offlineDraft(fields, version), quiet),
    /** A kept edit reached the server: it is no longer pending here. */
    forget: () => {
      if (drafts?.entryFor('article', itemId)) void drafts.sync.discard('article', itemId);
    },
  };
}
