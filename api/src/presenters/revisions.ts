/** An article's revisions as the admin reads them. */
import type { ArticleRevision } from '@vb/shared/schemas';
import { toBool, toIso, toNumber } from '../db/values';
import type { RevisionWithAuthor } from '../repos/newsRevisions';

/** Who saved a revision (null once their account is gone). */
export const authorOf = (r: RevisionWithAuthor) => ({
  id: r.author_id === null ? null : toNumber(r.author_id),
  name: r.author_name,
});

export function presentRevision(r: RevisionWithAuthor): ArticleRevision {
  return {
    id: toNumber(r.id),
    articleId: toNumber(r.article_id),
    version: toNumber(r.version),
    action: r.action,
    restoredFrom: r.restored_from === null ? null : toNumber(r.restored_from),
    author: authorOf(r),
    at: toIso(r.at),
    title: r.title,
    titleAr: r.title_ar,
    isPublished: toBool(r.is_published),
  };
}
