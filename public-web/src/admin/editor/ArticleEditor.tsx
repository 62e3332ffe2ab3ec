import { useQueryClient } from '@tanstack/react-query';
import { Alert, App as AntApp, Button, Card, Switch, Tabs, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessageKey, messages } from '@vb/shared/i18n';
import { articleInputSchema, type NewsArticle } from '@vb/shared/schemas';
import { localized } from '@vb/shared/text';
import { HistoryIcon, SaveIcon } from '../icons';
import { useFieldErrors, zodIssues } from '../../app/forms';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { ApiError } from '../../app/http';
import { logFailure, useAdmin, useAdminToast, useMayUse } from '../context';
import { adminKeys } from '../queries';
import { useUnloadGuard } from '../unloadGuard';
import { ArticleSettings } from './ArticleSettings';
import {
  draftFromArticle,
  draftToInput,
  draftsDiffer,
  imageSrc,
  missingRequired,
  saveToasts,
  withTitle,
  type ArticleDraft,
  type DraftField,
} from './articleDraft';
import { ConflictNotice } from './ConflictNotice';
import { RevisionsPanel } from './RevisionsPanel';
import { SaveStatus } from './SaveStatus';
import { conflictOf } from '../conflicts';
import { useAutosave, type EditorConflict } from './useAutosave';
import { translatedMarks } from '../translationStatus/translatedMarks';
import type { EditorLanguage } from './translation';
import { useArticleTranslation } from './useArticleTranslation';
import {
  ArticleLanguagePane,
  ArticleTranslateButton,
  LanguageTabLabel,
} from './ArticleLanguagePane';
import { useKeepDraft, useOfflineDrafts } from '../drafts/OfflineDrafts';
import type { DraftEntry } from '../drafts/draftSync';
import styles from './editor.module.css';

type FieldErrors = Partial<Record<DraftField, string>>;

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

interface ArticleEditorProps {
  /** The article to edit; none to create one. */
  article?: NewsArticle;
  /**
   * An edit kept on this computer while the server could not be reached, loaded over
   * the article (in conflict: `article` is their version, mine beside it).
   */
  pending?: DraftEntry;
  onClose(): void;
}

/** An edit's fields as a kept draft holds them. */
const asFields = (draft: ArticleDraft): Record<string, unknown> => ({ ...draft });

/**
 * The article editor (SPEC section 2, "Article editor"): English and Arabic tabs with title,
 * content (toolbar, live preview) and auto-translation, the slug on the English tab, the
 * 'Article Settings' card, and Save / Cancel in the header.
 */
export function ArticleEditor({ article, pending, onClose }: ArticleEditorProps) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const { client, host } = useAdmin();
  const toast = useAdminToast();
  const { modal } = AntApp.useApp();
  const queryClient = useQueryClient();
  const localize = useFieldErrors();
  const isNew = article === undefined;

  // What was last saved or loaded (an autosave, their version or a restore moves it).
  const [initial, setInitial] = useState(() => draftFromArticle(article));
  const [draft, setDraft] = useState<ArticleDraft>(() =>
    pending ? { ...initial, ...(pending.draft.fields as Partial<ArticleDraft>) } : initial,
  );
  // ── desktop offline drafts: the id a kept edit goes under ──
  const drafts = useOfflineDrafts();
  const keepDraft = useKeepDraft();
  const [itemId] = useState(
    () => (article ? String(article.id) : pending?.draft.itemId) ?? `new-${crypto.randomUUID()}`,
  );
  const offlineDraft = (fields: ArticleDraft, version: number | undefined) => ({
    kind: 'article' as const,
    itemId,
    fields: asFields(fields),
    base: article && version ? { version } : {},
    title: fields.title.trim() || fields.titleAr.trim(),
  });
  /** A kept edit reached the server: it is no longer pending here. */
  const forgetDraft = () => {
    if (drafts?.entryFor('article', itemId)) void drafts.sync.discard('article', itemId);
  };
  // The slug follows the English title while the article has no slug and none was typed.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!article?.slug);
  const [tab, setTab] = useState<EditorLanguage>('en');
  const [preview, setPreview] = useState(false);
  const [saving, setSaving] = useState(false);
  const [showRequired, setShowRequired] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const headerRef = useRef<HTMLDivElement>(null);
  // ── revisions: autosave of drafts, edit conflicts, history ──
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
  const [historyOpen, setHistoryOpen] = useState(false);
  // ── translation status: as the last save left it; what was translated since ──
  const [translation, setTranslation] = useState(article?.translation);
  const [marks] = useState(translatedMarks);
  const { translating, askTranslate } = useArticleTranslation({
    draft,
    setDraft,
    slugFollowsTitle,
    marks,
  });
  const sync = useAutosave({
    translated: marks,
    article,
    // Only a draft is saved on its own: a published article is never changed live.
    enabled: !isNew && !initial.isPublished && !draft.isPublished && !saving && !conflict,
    draft,
    baseline: initial,
    baseVersion: pending?.draft.base.version,
    async onFailed(error, sent) {
      const kept = await keepDraft(error, offlineDraft(sent, sync.version()), true);
      // Kept here: the sending is the drafts' now, not the autosave's.
      if (kept === 'kept') setInitial(sent);
      return kept === 'kept';
    },
    onSaved: (saved, sent) => {
      forgetDraft();
      setInitial(sent);
      setTranslation(saved.translation);
      void queryClient.invalidateQueries({ queryKey: adminKeys.news });
    },
    onConflict: setConflict,
  });
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
  // Reloading or closing the page asks first while the draft has unsaved changes.
  useUnloadGuard(draftsDiffer(initial, draft));

  useEffect(() => {
    // Opened from far down the list: bring the editor's header into view.
    const header = headerRef.current;
    if (header && header.getBoundingClientRect().top < 0) header.scrollIntoView({ block: 'start' });
  }, []);

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

  const missing = showRequired ? missingRequired(draft) : [];
  const featuredSrc = draft.imageUrl ? imageSrc(host.apiBase, draft.imageUrl) : null;

  async function save() {
    if (saving) return;
    if (missingRequired(draft).length > 0) {
      setShowRequired(true);
      setTab('en');
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
      await client.saveArticle(
        article
          ? { ...input, ...translated, baseVersion: sync.version() }
          : { ...input, ...translated },
        article?.id,
      );
      pending.saved();
      forgetDraft();
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
      const kept = await keepDraft(error, offlineDraft(draft, sync.version()));
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
      toast('error', said.failure.title, description);
    } finally {
      setSaving(false);
    }
  }

  function showTabOf(found: FieldErrors) {
    const first = (Object.keys(found) as DraftField[]).map((f) => FIELD_TAB[f]).find(Boolean);
    if (first) setTab(first);
  }

  function cancel() {
    if (!draftsDiffer(initial, draft)) {
      onClose();
      return;
    }
    modal.confirm({
      title: t('editor.unsavedChanges'),
      okText: t('editor.discardChanges'),
      cancelText: t('editor.keepEditing'),
      okButtonProps: { danger: true },
      onOk: onClose,
    });
  }

  const mayTranslate = useMayUse('translation');
  const pane = (lang: EditorLanguage) => (
    <ArticleLanguagePane
      lang={lang}
      draft={draft}
      errors={errors}
      missing={missing}
      preview={preview}
      imageSrc={featuredSrc}
      articleId={article?.id}
      siteUrl={host.siteUrl}
      translate={
        mayTranslate ? (
          <ArticleTranslateButton
            from={lang}
            draft={draft}
            translating={translating}
            onClick={askTranslate}
          />
        ) : undefined
      }
      onTitle={setTitle}
      onChange={update}
      onSlugTyped={(slug) => {
        setSlugFollowsTitle(false);
        update({ slug });
      }}
    />
  );

  const subtitle = article ? localized(article.title, article.titleAr, language) : null;

  return (
    <div className={styles.editor} data-testid="article-editor">
      <div ref={headerRef} className={styles.header}>
        <div className={styles.headerText}>
          <Typography.Title level={3} className={styles.headerTitle} data-testid="editor-heading">
            {t(isNew ? 'editor.createTitle' : 'editor.editTitle')}
          </Typography.Title>
          {subtitle && (
            <Typography.Text type="secondary" className={styles.headerSubtitle} dir="auto">
              {t('editor.editingSubtitle', { title: subtitle })}
            </Typography.Text>
          )}
        </div>
        <div className={styles.headerActions}>
          <SaveStatus status={sync.status} />
          {article && (
            <Button
              icon={<HistoryIcon />}
              onClick={() => setHistoryOpen(true)}
              data-testid="editor-history"
            >
              {t('editor.history.open')}
            </Button>
          )}
          <Button onClick={cancel} disabled={saving} data-testid="editor-cancel">
            {t('editor.cancel')}
          </Button>
          <Button
            type="primary"
            icon={<SaveIcon />}
            onClick={() => void save()}
            loading={saving}
            disabled={saving}
            data-testid="editor-save"
          >
            {saving
              ? t('editor.save.saving')
              : t(isNew ? 'editor.save.publish' : 'editor.save.saveChanges')}
          </Button>
        </div>
      </div>

      {pending && !pending.conflict && (
        <Alert
          type="info"
          showIcon
          closable
          title={t('drafts.loadedTitle')}
          description={t('drafts.loadedText')}
          data-testid="editor-draft-loaded"
        />
      )}
      {conflict && (
        <ConflictNotice
          conflict={conflict}
          onLoadTheirs={() => {
            loadArticle(conflict.article);
            setConflict({ ...conflict, loaded: true });
          }}
          onOverwrite={() => {
            sync.rebase(conflict.article.version);
            setConflict(null);
            void sync.saveNow();
          }}
          onClose={() => setConflict(null)}
        />
      )}
      {article && (
        <RevisionsPanel
          articleId={article.id}
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
          onRestored={(restored) => {
            loadArticle(restored);
            setConflict(null);
            setHistoryOpen(false);
          }}
        />
      )}
      <div className={styles.body}>
        <Card size="small" className={styles.main}>
          {/* Beside the tab list, not inside it: a tab list may hold only tabs. */}
          <div className={styles.previewRow}>
            <label className={styles.previewToggle}>
              <Switch
                size="small"
                checked={preview}
                onChange={setPreview}
                data-testid="editor-preview-toggle"
              />
              <span>{t('editor.preview')}</span>
            </label>
          </div>
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as EditorLanguage)}
            items={[
              {
                key: 'en',
                label: <LanguageTabLabel lang="en" translation={translation} />,
                children: pane('en'),
              },
              {
                key: 'ar',
                label: <LanguageTabLabel lang="ar" translation={translation} />,
                children: pane('ar'),
              },
            ]}
          />
        </Card>
        <ArticleSettings
          draft={draft}
          onChange={update}
          imageSrc={featuredSrc}
          errors={errors}
          articleId={article?.id}
        />
      </div>
    </div>
  );
}
