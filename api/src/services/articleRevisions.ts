/** What every audited save of an article records: its revision, and the answer to a stale save. */
import type { EditConflict } from '@vb/shared/schemas';
import type { Db } from '../db/knex';
import { toIso } from '../db/values';
import type { Actor } from '../domain/actor';
import { DomainError } from '../domain/errors';
import { presentAdminArticle } from '../presenters/articles';
import { authorOf } from '../presenters/revisions';
import * as news from '../repos/news';
import type { ArticleRow } from '../repos/news';
import * as revisions from '../repos/newsRevisions';
import type { RevisionAction } from '../repos/newsRevisions';

/** The revision each audited save makes. */
export const REVISION_OF = {
  article_updated: 'updated',
  article_scheduled: 'updated',
  article_published: 'published',
  article_unpublished: 'unpublished',
} as const satisfies Record<string, RevisionAction>;

/** Records the article as the save left it (in the save's transaction) and answers it. */
export async function recordRevision(
  trx: Db,
  actor: Actor,
  id: number,
  entry: { action: RevisionAction; at: Date; restoredFrom?: number },
): Promise<ArticleRow> {
  const row = (await news.findById(trx, id)) as ArticleRow;
  await revisions.insertFrom(trx, row, { ...entry, authorId: actor.user.id });
  return row;
}

/**
 * The 409 of a save based on a version that is no longer the article's: the article as it now is
 * (read again: a concurrent save may just have committed), who saved it last and when.
 */
export async function editConflict(trx: Db, before: ArticleRow): Promise<DomainError> {
  const current = (await news.findById(trx, before.id)) ?? before;
  const last = await revisions.latest(trx, before.id);
  const body: EditConflict = {
    current: {
      article: presentAdminArticle(current),
      savedBy: last ? authorOf(last) : { id: null, name: null },
      savedAt: toIso(last?.at ?? current.updated_at),
    },
  };
  return new DomainError(
    'conflict',
    'edit_conflict',
    'The article was saved by someone else since you opened it; reload it or overwrite deliberately',
    undefined,
    undefined,
    body,
  );
}
