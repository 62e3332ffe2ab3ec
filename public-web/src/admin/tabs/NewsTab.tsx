import {
  DeleteOutlined,
  EditOutlined,
  ExportOutlined,
  FileTextOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App as AntApp, Button, Card, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ADMIN_NEWS_PREVIEW_CHARS } from '@vb/shared/constants';
import { markupToPlainText } from '@vb/shared/markup';
import type { NewsArticle } from '@vb/shared/schemas';
import { isolate, localized, truncate } from '@vb/shared/text';
import { formatLongDate, formatSiteDateTime } from '@vb/shared/dates';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { ArticleEditor } from '../editor/ArticleEditor';
import { imageSrc } from '../editor/articleDraft';
import { ListTab } from '../ListTab';
import { TranslationTags } from '../translationStatus/TranslationTags';
import { PendingTag, useOfflineDrafts, useOpenRequest } from '../drafts/OfflineDrafts';
import type { DraftEntry } from '../drafts/draftSync';
import { adminKeys, useAdminArticles } from '../queries';
import styles from '../editor/newsList.module.css';

const hasText = (value: string | null): value is string => Boolean(value?.trim());

/** The plain-text preview of an article's content (SPEC section 9: 150 characters). */
function previewOf(article: NewsArticle, language: 'ar' | 'en') {
  const useArabic = language === 'ar' && hasText(article.contentAr);
  const source = useArabic ? (article.contentAr ?? '') : article.content;
  const text = markupToPlainText(source).replace(/\s+/g, ' ').trim();
  return { text: truncate(text, ADMIN_NEWS_PREVIEW_CHARS), lang: useArabic ? 'ar' : 'en' };
}

/** Whether an article matches the (lower-cased) search text: titles and slug, any case. */
const matches = (article: NewsArticle, q: string) =>
  [article.title, article.titleAr ?? '', article.slug].some((s) =>
    s.toLocaleLowerCase().includes(q),
  );

interface EditorState {
  article?: NewsArticle;
  /** Issue 17: the edit kept on this computer, loaded into the editor. */
  pending?: DraftEntry;
  /** A fresh editor for each opening. */
  key: number;
}

/**
 * News Management: the article list, and the article editor in its place while one is open.
 * The editor's state lives here, in the mounted tab, so that switching tabs or signing in again
 * after the session ended (a dialog over the screen) loses nothing.
 */
export function NewsTab() {
  const [editor, setEditor] = useState<EditorState | null>(null);
  // ── desktop offline drafts (issue 17): an article with a kept edit opens with it ──
  const drafts = useOfflineDrafts();
  const toast = useAdminToast();
  const articles = useAdminArticles();
  const openDraft = (pending: DraftEntry) => {
    const id = Number(pending.draft.itemId);
    // In conflict: their version, with mine beside it (the editor's conflict notice).
    const article =
      (pending.conflict?.theirs as NewsArticle | undefined) ??
      articles.data?.find((a) => a.id === id);
    if (!article && /^[0-9]+$/.test(pending.draft.itemId)) {
      toast('error', 'admin.toast.errorTitle', 'drafts.openFailed');
      return;
    }
    setEditor({ article, pending, key: Date.now() });
  };
  useOpenRequest('article', openDraft);
  if (editor) {
    return (
      <ArticleEditor
        key={editor.key}
        article={editor.article}
        pending={editor.pending}
        onClose={() => setEditor(null)}
      />
    );
  }
  return (
    <NewsList
      onCreate={() => setEditor({ key: Date.now() })}
      onEdit={(article) => {
        const pending = drafts?.entryFor('article', String(article.id));
        if (pending) openDraft(pending);
        else setEditor({ article, key: Date.now() });
      }}
    />
  );
}

function NewsList({ onCreate, onEdit }: { onCreate(): void; onEdit(article: NewsArticle): void }) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const { client, host } = useAdmin();
  const toast = useAdminToast();
  const { modal } = AntApp.useApp();
  const queryClient = useQueryClient();
  const articles = useAdminArticles();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  const setItemBusy = (id: number, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function remove(article: NewsArticle) {
    setItemBusy(article.id, true);
    try {
      await client.remove('news', article.id);
      queryClient.setQueryData<NewsArticle[]>(adminKeys.news, (list) =>
        list?.filter((a) => a.id !== article.id),
      );
      toast('success', 'admin.toast.deletedTitle', 'admin.toast.articleDeleted');
    } catch (error) {
      logFailure('Failed to delete article', error);
      toast('error', 'admin.toast.errorTitle', 'admin.toast.deleteArticleFailed');
    } finally {
      setItemBusy(article.id, false);
    }
  }

  function confirmDelete(article: NewsArticle) {
    // The article's title in the current language, isolated for either direction.
    const name = isolate(localized(article.title, article.titleAr, language));
    modal.confirm({
      title: t('admin.news.deleteTitle', { name }),
      content: t('admin.delete.text'),
      okText: t('admin.delete.confirm'),
      cancelText: t('admin.delete.cancel'),
      okButtonProps: { danger: true },
      onOk: () => remove(article),
    });
  }

  const viewOnSite = (article: NewsArticle) =>
    host.openExternal(`${host.siteUrl}/news/${encodeURIComponent(article.slug)}`);

  return (
    <ListTab
      name="news"
      query={articles}
      matches={matches}
      searchPlaceholder="admin.news.searchPlaceholder"
      createButton={
        <Button type="primary" icon={<PlusOutlined />} onClick={onCreate} data-testid="news-create">
          {t('admin.news.create')}
        </Button>
      }
      emptyText="admin.empty.news"
      loadErrorText="admin.loadError.news"
      loadFailureLog="Failed to load news articles"
      renderItems={(shown) => (
        <ul className={styles.list} data-testid="news-list">
          {shown.map((article) => (
            <NewsItem
              key={article.id}
              article={article}
              language={language}
              busy={busy.has(article.id)}
              thumbnail={article.imageUrl ? imageSrc(host.apiBase, article.imageUrl) : null}
              onEdit={() => onEdit(article)}
              onDelete={() => confirmDelete(article)}
              onView={() => viewOnSite(article)}
            />
          ))}
        </ul>
      )}
    />
  );
}

interface NewsItemProps {
  article: NewsArticle;
  language: 'ar' | 'en';
  busy: boolean;
  thumbnail: string | null;
  onEdit(): void;
  onDelete(): void;
  onView(): void;
}

function NewsItem({ article, language, busy, thumbnail, onEdit, onDelete, onView }: NewsItemProps) {
  const t = useT();
  const preview = previewOf(article, language);
  const updated =
    Date.parse(article.updatedAt) - Date.parse(article.createdAt) > 60_000
      ? article.updatedAt
      : null;
  return (
    <li>
      <Card
        size="small"
        className={styles.item}
        data-testid="news-item"
        data-article-id={article.id}
        data-slug={article.slug}
      >
        <div className={styles.itemGrid}>
          {thumbnail ? (
            <img
              src={thumbnail}
              alt={t('news.imageAlt', { title: article.title })}
              className={styles.thumb}
              loading="lazy"
              data-testid="news-item-thumbnail"
            />
          ) : (
            <div className={styles.thumbPlaceholder} aria-hidden>
              <FileTextOutlined />
            </div>
          )}
          <div className={styles.itemBody}>
            <div className={styles.meta}>
              <Tag
                color={
                  article.isPublished ? 'success' : article.publishAt ? 'processing' : 'default'
                }
                data-testid="news-item-status"
              >
                {t(
                  article.isPublished
                    ? 'admin.news.published'
                    : article.publishAt
                      ? 'admin.news.scheduled'
                      : 'admin.news.draft',
                )}
              </Tag>
              <TranslationTags translation={article.translation} />
              <PendingTag kind="article" id={article.id} />
              {!article.isPublished && article.publishAt && (
                <span data-testid="news-item-scheduled">
                  {t('admin.news.scheduledFor', {
                    date: formatSiteDateTime(article.publishAt, language),
                  })}
                </span>
              )}
              {article.publishedAt && (
                <span>
                  {t('admin.news.publishedOn', {
                    date: formatLongDate(article.publishedAt, language),
                  })}
                </span>
              )}
              <span>
                {t('admin.news.createdOn', { date: formatLongDate(article.createdAt, language) })}
              </span>
              {updated && (
                <span>
                  {t('admin.news.updatedOn', { date: formatLongDate(updated, language) })}
                </span>
              )}
            </div>
            {/* Each text keeps its own direction inline; the blocks align with the interface. */}
            <Typography.Title level={5} className={styles.title}>
              <span lang="en" dir="ltr" data-testid="news-item-title">
                {article.title}
              </span>
            </Typography.Title>
            {hasText(article.titleAr) ? (
              <div className={styles.titleAr}>
                <span lang="ar" dir="rtl" data-testid="news-item-title-ar">
                  {article.titleAr}
                </span>
              </div>
            ) : (
              <Typography.Text type="secondary" className={styles.noTitle}>
                {t('admin.news.noArabicTitle')}
              </Typography.Text>
            )}
            {preview.text && (
              <Typography.Paragraph type="secondary" className={styles.preview}>
                <span lang={preview.lang} dir="auto" data-testid="news-item-preview">
                  {preview.text}
                </span>
              </Typography.Paragraph>
            )}
            <div className={styles.slug}>
              <bdi dir="ltr">/news/{article.slug}</bdi>
            </div>
          </div>
          <div className={styles.actions}>
            {article.isPublished && (
              <Button
                icon={<ExportOutlined className="flip-rtl" />}
                onClick={onView}
                data-testid="news-view"
              >
                {t('admin.news.viewOnSite')}
              </Button>
            )}
            <Button
              icon={<EditOutlined />}
              onClick={onEdit}
              disabled={busy}
              data-testid="news-edit"
            >
              {t('admin.news.edit')}
            </Button>
            <Button
              danger
              icon={<DeleteOutlined />}
              onClick={onDelete}
              loading={busy}
              disabled={busy}
              data-testid="news-delete"
            >
              {busy ? t('admin.delete.deleting') : t('admin.actions.delete')}
            </Button>
          </div>
        </div>
      </Card>
    </li>
  );
}
