/** The article as the editor holds it (SPEC section 3, "Article as edited"), and what it sends. */
import type { MessageKey } from '@vb/shared/i18n';
import type { ArticleInput, NewsArticle } from '@vb/shared/schemas';
import { slugify } from '@vb/shared/text';

export interface ArticleDraft {
  title: string;
  titleAr: string;
  content: string;
  contentAr: string;
  excerpt: string;
  excerptAr: string;
  slug: string;
  /** A data URL after a local file choice, the API's `/api/media/…` URL of a stored one, or null. */
  imageUrl: string | null;
  isPublished: boolean;
  /** A draft's scheduled publication, ISO 8601, or null. */
  publishAt: string | null;
}

export type DraftField = keyof ArticleDraft;

/** The editor's starting point: the article's fields when editing, empty (a draft) when creating. */
export function draftFromArticle(article?: NewsArticle): ArticleDraft {
  return {
    title: article?.title ?? '',
    titleAr: article?.titleAr ?? '',
    content: article?.content ?? '',
    contentAr: article?.contentAr ?? '',
    excerpt: article?.excerpt ?? '',
    excerptAr: article?.excerptAr ?? '',
    slug: article?.slug ?? '',
    imageUrl: article?.imageUrl ?? null,
    isPublished: article?.isPublished ?? false,
    publishAt: article?.publishAt ?? null,
  };
}

/**
 * The draft after the English title changed: while the article has no existing slug and the admin
 * has not typed one, the slug follows the title (SPEC section 4, slug rule).
 */
export function withTitle(
  draft: ArticleDraft,
  title: string,
  slugFollowsTitle: boolean,
): ArticleDraft {
  return slugFollowsTitle ? { ...draft, title, slug: slugify(title) } : { ...draft, title };
}

/** The body of POST/PUT /api/admin/news. An empty slug lets the API make one from the title. */
export function draftToInput(draft: ArticleDraft): ArticleInput {
  const slug = draft.slug.trim();
  return {
    title: draft.title,
    titleAr: draft.titleAr,
    content: draft.content,
    contentAr: draft.contentAr,
    excerpt: draft.excerpt,
    excerptAr: draft.excerptAr,
    ...(slug ? { slug } : {}),
    imageUrl: draft.imageUrl,
    isPublished: draft.isPublished,
    // Published by hand: no schedule.
    publishAt: draft.isPublished ? null : draft.publishAt,
  };
}

/** The required fields that are empty after trimming (SPEC section 5, editor save). */
export function missingRequired(draft: ArticleDraft): ('title' | 'content')[] {
  const missing: ('title' | 'content')[] = [];
  if (!draft.title.trim()) missing.push('title');
  if (!draft.content.trim()) missing.push('content');
  return missing;
}

/** Whether two drafts differ in anything that would be saved. */
export function draftsDiffer(a: ArticleDraft, b: ArticleDraft): boolean {
  return (Object.keys(a) as DraftField[]).some((key) => a[key] !== b[key]);
}

/** The address of an image the API serves (`/api/media/…`) for the host; data URLs as they are. */
export function imageSrc(apiBase: string, url: string): string {
  return url.startsWith('/') ? `${apiBase}${url}` : url;
}

/** A toast's title and text. */
export interface ToastText {
  title: MessageKey;
  text: MessageKey;
}

/**
 * What the save's toasts say: what happened to the article, not only that it was
 * saved. `wasPublished` is undefined for a new article. Published by this save: spec section 8's
 * published texts; an article that stays published: its updated texts; a draft: "Draft Saved"
 * (with a publication time set: "Article Scheduled"); taken off the site: "Article Unpublished". A failure says what was being done the same way.
 */
export function saveToasts(
  wasPublished: boolean | undefined,
  publish: boolean,
  scheduled = false,
): { success: ToastText; failure: ToastText } {
  const success: ToastText = publish
    ? wasPublished
      ? { title: 'editor.toast.updatedTitle', text: 'editor.toast.updatedText' }
      : { title: 'editor.toast.publishedTitle', text: 'editor.toast.publishedText' }
    : wasPublished
      ? { title: 'editor.toast.unpublishedTitle', text: 'editor.toast.unpublishedText' }
      : scheduled
        ? { title: 'editor.toast.scheduledTitle', text: 'editor.toast.scheduledText' }
        : { title: 'editor.toast.draftSavedTitle', text: 'editor.toast.draftSavedText' };
  const failure: ToastText =
    wasPublished !== undefined
      ? { title: 'editor.toast.updateErrorTitle', text: 'editor.toast.updateErrorText' }
      : publish
        ? { title: 'editor.toast.publishErrorTitle', text: 'editor.toast.publishErrorText' }
        : { title: 'editor.toast.draftErrorTitle', text: 'editor.toast.draftErrorText' };
  return { success, failure };
}

/**
 * What the save button says: what the save will do to the article, so that a person with the
 * publish switch off is never told "Publish". `wasPublished`: as it was last saved (false for a
 * new article). Publishing it now: "Publish Article"; a published one that stays so: "Save
 * Changes"; taken off the site: "Save and Unpublish"; a draft with a publication time: "Schedule
 * Article"; else "Save Draft".
 */
export function saveLabel(wasPublished: boolean, publish: boolean, scheduled: boolean): MessageKey {
  if (publish) return wasPublished ? 'editor.save.saveChanges' : 'editor.save.publish';
  if (wasPublished) return 'editor.save.unpublish';
  return scheduled ? 'editor.save.schedule' : 'editor.save.saveDraft';
}
