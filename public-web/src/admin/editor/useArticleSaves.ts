import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageKey, messages } from '@vb/shared/i18n';
import { articleInputSchema, type NewsArticle } from '@vb/shared/schemas';
import { useFieldErrors, zodIssues } from '../../app/forms';
import { useT } from '../../app/i18n';
import { ApiError } from '../../app/http';
import { conflictOf } from '../conflicts';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { withReference } from '../errorMessage';
import type { DraftEntry } from '../drafts/draftSync';
import { adminKeys } from '../queries';
import { translatedMarks } from '../translationStatus/translatedMarks';
import {
  draftFromArticle,
  draftToInput,
  missingRequired,
  saveToasts,
  type DraftField,
} from './articleDraft';
import type { EditorLanguage } from './translation';
import type { FieldErrors, useArticleDraft } from './useArticleDraft';
import { useArticleTranslation } from './useArticleTranslation';
import { useAutosave, type EditorConflict } from './useAutosave';
import type { useOfflineDraft } from './useOfflineDraft';

/** Error codes whose own text says more than the generic save failure. */
const EXPLAINED_CODES = new Set([
  'slug_taken',
  'image_invalid',
  'image_too_large',
  'payload_too_large',
  'publish_at_past',
]);

const FIELD_TAB: Partial<Record<DraftField, EditorLanguage>> = {
  title: 'en',
  content: 'en',
  slug: 'en',
  titleAr: 'ar',
  contentAr: 'ar',
};

/**
 * An article editor's saves: the autosave of a draft (a new one's first creates it, and the
 * editor carries on with the created article: `onCreated`), the save the person asks for (checked
 * first; a failure's fields marked and their tab shown; the server unreachable: kept on this
 * computer), an edit conflict, a revision or their version loaded, and the translation status
 * (as the last save left it; what auto-translation filled since goes with the next save).
 */
export function useArticleSaves({
  article,
  pending,
  edit,
  offline,
  showTab,
  onCreated,
  onClose,
}: {
  article: NewsArticle | undefined;
  pending: DraftEntry | undefined;
  edit: ReturnType<typeof useArticleDraft>;
  offline: ReturnType<typeof useOfflineDraft>;
  showTab(lang: EditorLanguage): void;
  /** The first autosave of a new article created it. */
  onCreated(article: NewsArticle): void;
  onClose(): void;
}) {
  const t = useT();
  const { client } = useAdmin();
  const toast = useAdminToast();
  const queryClient = useQueryClient();
  const localize = useFieldErrors();
  const { initial, setInitial, draft, setDraft, setErrors } = edit;
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<EditorConflict | null>(() =>
    pending?.conflict && article
      ? {
          article,
          savedBy: pending.conflict.savedBy,
          savedAt: pending.conflict.savedAt,
          mine: draft,
          loaded: false,
        }
      : null,
  );
  const [translation, setTranslation] = useState(article?.translation);
  const [marks] = useState(translatedMarks);
  const { translating, askTranslate } = useArticleTranslation({
    draft,
    setDraft,
    slugFollowsTitle: edit.slugFollowsTitle,
    marks,
  });
  const sync = useAutosave({
    translated: marks,
    article,
    // Only a draft is saved on its own (a new article too, from its first saveable change): a
    // published article is never changed live.
    enabled: !initial.isPublished && !draft.isPublished && !saving && !conflict,
    draft,
    baseline: initial,
    baseVersion: pending?.draft.base.version,
    async onFailed(error, sent) {
      const kept = await offline.keep(error, sent, sync.version(), true);
      // Kept here: the sending is the drafts' now, not the autosave's.
      if (kept === 'kept') setInitial(sent);
      return kept === 'kept';
    },
    onSaved: (saved, sent) => {
      offline.forget();
      if (!article) onCreated(saved);
      setInitial(sent);
      setTranslation(saved.translation);
      void queryClient.invalidateQueries({ queryKey: adminKeys.news });
    },
    onConflict: setConflict,
  });

  /** Their version or a revision in the editor, as what was last saved. */
  const loadArticle = (loaded: NewsArticle) => {
    const fields = draftFromArticle(loaded);
    setDraft(fields);
    setInitial(fields);
    setTranslation(loaded.translation);
    // Their text or a revision's is in the editor now, not the translation made here.
    marks.clear();
    sync.rebase(loaded.version);
    void queryClient.invalidateQueries({ queryKey: adminKeys.news });
  };

  async function save() {
    if (saving) return;
    if (missingRequired(draft).length > 0) {
      edit.showRequired();
      showTab('en');
      toast('error', 'editor.toast.validationTitle', 'editor.toast.validationText');
      return;
    }
    const input = draftToInput(draft);
    const checked = articleInputSchema.safeParse(input);
    if (!checked.success) {
      const found = localize(zodIssues(checked.error)) as FieldErrors;
      setErrors(found);
      showTabOf(found);
      toast('error', 'editor.toast.validationTitle', 'error.validation_failed');
      return;
    }
    setSaving(true);
    setErrors({});
    const said = saveToasts(article?.isPublished, draft.isPublished, Boolean(draft.publishAt));
    try {
      await sync.settled();
      const pending = marks.pending();
      const translated = pending.languages.length ? { translated: pending.languages } : {};
      // Read after the autosave settled: the article it may just have created.
      const id = sync.id();
      await client.saveArticle(
        id === undefined
          ? { ...input, ...translated }
          : { ...input, ...translated, baseVersion: sync.version() },
        id,
      );
      pending.saved();
      offline.forget();
      // SPEC section 7: after a save the article list is reloaded.
      void queryClient.invalidateQueries({ queryKey: adminKeys.news });
      toast('success', said.success.title, said.success.text);
      onClose();
    } catch (error) {
      const current = conflictOf(error);
      if (current) {
        setConflict({ ...current, savedBy: current.savedBy.name, mine: draft, loaded: false });
        return;
      }
      // The server could not be reached; on the desktop the edit is kept here.
      const kept = await offline.keep(error, draft, sync.version());
      if (kept === 'kept') {
        onClose();
        return;
      }
      if (kept === 'not-kept') return;
      logFailure(messages.en[said.failure.text], error);
      let description = t(said.failure.text);
      if (error instanceof ApiError) {
        const found = localize(error.issues) as FieldErrors;
        if (error.code === 'slug_taken') {
          found.slug = t('error.slug_taken');
          // Taken since it was last checked: the check answers again, with a free address.
          void queryClient.invalidateQueries({ queryKey: [...adminKeys.news, 'slug-check'] });
        }
        if (error.code === 'publish_at_past') found.publishAt = t('error.publish_at_past');
        if (error.code === 'image_invalid' || error.code === 'image_too_large') {
          found.imageUrl = t(errorMessageKey(error.code));
        }
        setErrors(found);
        showTabOf(found);
        if (error.code && EXPLAINED_CODES.has(error.code)) {
          description = `${description}. ${t(errorMessageKey(error.code))}`;
        }
      }
      toast('error', said.failure.title, withReference(error, description));
    } finally {
      setSaving(false);
    }
  }

  /** The tab of the first field with an error. */
  function showTabOf(found: FieldErrors) {
    const first = (Object.keys(found) as DraftField[]).map((f) => FIELD_TAB[f]).find(Boolean);
    if (first) showTab(first);
  }

  return {
    saving,
    save,
    sync,
    conflict,
    setConflict,
    loadArticle,
    translation,
    translating,
    askTranslate,
  };
}
