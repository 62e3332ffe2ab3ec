import { Alert, App as AntApp, Card, Switch, Tabs } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { NewsArticle } from '@vb/shared/schemas';
import { localized } from '@vb/shared/text';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { useAdmin, useMayUse } from '../context';
import { useUnloadGuard } from '../unloadGuard';
import { ArticleSettings } from './ArticleSettings';
import { draftsDiffer, imageSrc, saveLabel } from './articleDraft';
import { ConflictNotice } from './ConflictNotice';
import { EditorHeader } from './EditorHeader';
import { RevisionsPanel } from './RevisionsPanel';
import type { EditorLanguage } from './translation';
import { ArticleLanguagePane, LanguageTabLabel } from './ArticleLanguagePane';
import { useStableCallbacks } from '../submissions/useStableCallbacks';
import type { DraftEntry } from '../drafts/draftSync';
import { useArticleDraft } from './useArticleDraft';
import { useArticleSaves } from './useArticleSaves';
import { useOfflineDraft } from './useOfflineDraft';
import styles from './editor.module.css';

interface ArticleEditorProps {
  /** The article to edit; none to create one. */
  article?: NewsArticle;
  /**
   * An edit kept on this computer while the server could not be reached, loaded over
   * the article (in conflict: `article` is their version, mine beside it).
   */
  pending?: DraftEntry;
  /** A new article's first autosave created it: the editor carries on with it. */
  onCreated?(article: NewsArticle): void;
  onClose(): void;
}

/**
 * The article editor (SPEC section 2, "Article editor"): English and Arabic tabs with title,
 * content (toolbar, live preview) and auto-translation, the slug on the English tab, the
 * 'Article Settings' card, and Save / Cancel in the header.
 */
export function ArticleEditor({
  article: opened,
  pending,
  onCreated,
  onClose,
}: ArticleEditorProps) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const { host } = useAdmin();
  const { modal } = AntApp.useApp();
  // Opened to create one: the heading stays "Create New Article" after its first autosave.
  const [isNew] = useState(opened === undefined);
  // A new article once its first autosave created it: what every later save goes to.
  const [created, setCreated] = useState<NewsArticle>();
  const article = opened ?? created;

  const edit = useArticleDraft(opened, pending);
  const { initial, draft, errors } = edit;
  // ── desktop offline drafts: where an edit the server could not take is kept ──
  const offline = useOfflineDraft(article, pending);
  const [tab, setTab] = useState<EditorLanguage>('en');
  const [preview, setPreview] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const headerRef = useRef<HTMLDivElement>(null);
  // ── revisions: autosave of drafts, edit conflicts, history; the translation status ──
  const saves = useArticleSaves({
    article,
    pending,
    edit,
    offline,
    showTab: setTab,
    onCreated(saved) {
      setCreated(saved);
      onCreated?.(saved);
    },
    onClose,
  });
  const { save, saving, sync, conflict, setConflict, loadArticle, translation } = saves;
  // Reloading or closing the page asks first while the draft has unsaved changes.
  useUnloadGuard(draftsDiffer(initial, draft));

  useEffect(() => {
    // Opened from far down the list: bring the editor's header into view.
    const header = headerRef.current;
    if (header && header.getBoundingClientRect().top < 0) header.scrollIntoView({ block: 'start' });
  }, []);

  const featuredSrc = draft.imageUrl ? imageSrc(host.apiBase, draft.imageUrl) : null;

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

  // Typing changes the draft at every key: what does not show the typed text keeps its props
  // (stable callbacks, the settings' own fields), so only the field typed in is drawn again.
  const actions = useStableCallbacks({
    update: edit.update,
    setTitle: edit.setTitle,
    typeSlug: edit.typeSlug,
    askTranslate: saves.askTranslate,
    openHistory: () => setHistoryOpen(true),
    cancel,
    save: () => void save(),
  });
  const { isPublished, publishAt, excerpt, excerptAr } = draft;
  const settings = useMemo(
    () => ({ isPublished, publishAt, excerpt, excerptAr }),
    [isPublished, publishAt, excerpt, excerptAr],
  );
  const mayTranslate = useMayUse('translation');
  const pane = (lang: EditorLanguage) => (
    <ArticleLanguagePane
      lang={lang}
      title={lang === 'ar' ? draft.titleAr : draft.title}
      content={lang === 'ar' ? draft.contentAr : draft.content}
      slug={lang === 'en' ? draft.slug : undefined}
      errors={errors}
      missing={edit.missing}
      preview={preview}
      imageSrc={featuredSrc}
      articleId={article?.id}
      siteUrl={host.siteUrl}
      translating={mayTranslate ? saves.translating : undefined}
      onTranslate={actions.askTranslate}
      onTitle={actions.setTitle}
      onChange={actions.update}
      onSlugTyped={actions.typeSlug}
    />
  );

  return (
    <div className={styles.editor} data-testid="article-editor">
      <EditorHeader
        headerRef={headerRef}
        isNew={isNew}
        subtitle={opened && !isNew ? localized(opened.title, opened.titleAr, language) : null}
        status={sync.status}
        onHistory={article ? actions.openHistory : undefined}
        onCancel={actions.cancel}
        onSave={actions.save}
        saveLabel={saveLabel(initial.isPublished, draft.isPublished, Boolean(draft.publishAt))}
        saving={saving}
      />

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
          draft={settings}
          onChange={actions.update}
          imageSrc={featuredSrc}
          errors={errors}
          articleId={article?.id}
        />
      </div>
    </div>
  );
}
