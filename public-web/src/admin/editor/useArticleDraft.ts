import { useState } from 'react';
import type { NewsArticle } from '@vb/shared/schemas';
import type { DraftEntry } from '../drafts/draftSync';
import {
  draftFromArticle,
  missingRequired,
  withTitle,
  type ArticleDraft,
  type DraftField,
} from './articleDraft';

export type FieldErrors = Partial<Record<DraftField, string>>;

/** No field missing: one array, so the panes given it are not drawn again for a new empty one. */
const NONE_MISSING: readonly DraftField[] = [];

/**
 * An article editor's draft: its fields (a kept offline edit loaded over the article), what was
 * last saved or loaded (`initial`: an autosave, their version or a restore moves it), the slug
 * following the English title, and the fields' errors (a field's goes once it changes) and
 * missing required fields (shown once a save was refused for them).
 */
export function useArticleDraft(article: NewsArticle | undefined, pending: DraftEntry | undefined) {
  const [initial, setInitial] = useState(() => draftFromArticle(article));
  const [draft, setDraft] = useState<ArticleDraft>(() =>
    pending ? { ...initial, ...(pending.draft.fields as Partial<ArticleDraft>) } : initial,
  );
  // The slug follows the English title while the article has no slug and none was typed.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!article?.slug);
  const [showRequired, setShowRequired] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  const update = (patch: Partial<ArticleDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    const fields = Object.keys(patch) as DraftField[];
    if (fields.some((f) => errors[f])) {
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
    }
  };
  const setTitle = (title: string) => {
    setDraft((d) => withTitle(d, title, slugFollowsTitle));
    if (errors.title || (slugFollowsTitle && errors.slug)) {
      setErrors(({ title: _t, slug: _s, ...rest }) => rest);
    }
  };

  return {
    initial,
    setInitial,
    draft,
    setDraft,
    update,
    setTitle,
    /** A slug typed: it no longer follows the title. */
    typeSlug(slug: string) {
      setSlugFollowsTitle(false);
      update({ slug });
    },
    slugFollowsTitle,
    errors,
    setErrors,
    showRequired: () => setShowRequired(true),
    missing: showRequired ? missingRequired(draft) : NONE_MISSING,
  };
}
