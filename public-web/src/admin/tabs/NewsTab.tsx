import { useQueryClient } from '@tanstack/react-query';
import { App as AntApp, Button, Card, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { AdminArticleListItem, NewsArticle } from '@vb/shared/schemas';
import { isolate, localized } from '@vb/shared/text';
import { formatLongDate, formatSiteDateTime } from '@vb/shared/dates';
import { DeleteIcon, DocumentIcon, EditIcon, OpenExternalIcon, PlusIcon } from '../icons';
import { ApiError } from '../../app/http';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { errorMessage } from '../errorMessage';
import { ArticleEditor } from '../editor/ArticleEditor';
import { imageSrc } from '../editor/articleDraft';
import { ListTab, type ServerPaging, useServerPaging } from '../ListTab';
import { TranslationTags } from '../translationStatus/TranslationTags';
import { PendingTag, useOfflineDrafts, useOpenRequest } from '../drafts/OfflineDrafts';
import type { DraftEntry } from '../drafts/draftSync';
import { adminKeys, useAdminArticles } from '../queries';
import styles from '../editor/newsList.module.css';
import ownStyles from './NewsTab.module.css';
import { articlePath, readablePath } from '@vb/shared/paths';

const hasText = (value: string | null): value is string => Boolean(value?.trim());

/**
 * The plain-text preview of an article's content (SPEC section 2: 150 characters), as the server
 * made it: the Arabic one in Arabic where there is Arabic content.
 */
function previewOf(article: AdminArticleListItem, language: 'ar' | 'en') {
  const arabic = language === 'ar' ? article.preview.ar : null;
  return arabic ? { text: arabic, lang: 'ar' } : { text: article.preview.en, lang: 'en' };
}

/** One language's title of an article. */
interface Title {
  lang: 'ar' | 'en';
  text: string;
}

/**
 * An article's titles in the order a reader of `language` wants them: the interface language's
 * first, the other after it; a language with no title is left out, so the other stands alone.
 */
function titlesOf(article: AdminArticleListItem, language: 'ar' | 'en'): Title[] {
  const titles: Title[] = [];
  if (hasText(article.title)) titles.push({ lang: 'en', text: article.title });
  if (hasText(article.titleAr)) titles.push({ lang: 'ar', text: article.titleAr });
  return titles.sort((a, b) => Number(b.lang === language) - Number(a.lang === language));
}

/** A title in its own language and direction, named for the tests by its language. */
function ArticleTitle({ lang, text }: Title) {
  return (
    <span
      lang={lang}
      dir={lang === 'ar' ? 'rtl' : 'ltr'}
      data-testid={lang === 'ar' ? 'news-item-title-ar' : 'news-item-title'}
    >
      {text}
    </span>
  );
}

interface EditorState {
  article?: NewsArticle;
  /** The edit kept on this computer, loaded into the editor. */
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
  const { client } = useAdmin();
  const queryClient = useQueryClient();
  // The list's search and page live here too: closing the editor comes back to them.
  const { page, paging } = useServerPaging();
  const articles = useAdminArticles(page);
  // ── desktop offline drafts: an article with a kept edit opens with it ──
  const drafts = useOfflineDrafts();
  const toast = useAdminToast();

  /** The article as the server has it now, whole (the list holds previews, not texts). */
  const readArticle = (id: number) =>
    queryClient.fetchQuery({
      queryKey: [...adminKeys.news, 'one', id],
      queryFn: () => client.article(id),
      staleTime: 0,
    });

  const openDraft = async (pending: DraftEntry) => {
    // In conflict: their version, with mine beside it (the editor's conflict notice).
    let article = pending.conflict?.theirs as NewsArticle | undefined;
    if (!article && /^[0-9]+$/.test(pending.draft.itemId)) {
      try {
        article = await readArticle(Number(pending.draft.itemId));
      } catch (error) {
        logFailure('Failed to open an article with a kept draft', error);
        const gone = error instanceof ApiError && error.status === 404;
        toast('error', 'admin.toast.errorTitle', gone ? 'drafts.openFailed' : errorMessage(error));
        return;
      }
    }
    setEditor({ article, pending, key: Date.now() });
  };
  useOpenRequest('article', (pending) => void openDraft(pending));

  /** Opens an article of the list in the editor, read whole first; answers when it is open. */
  async function edit(item: AdminArticleListItem) {
    const pending = drafts?.entryFor('article', String(item.id));
    if (pending) return openDraft(pending);
    try {
      const article = await readArticle(item.id);
      setEditor({ article, key: Date.now() });
    } catch (error) {
      logFailure('Failed to open an article', error);
      toast('error', 'admin.toast.errorTitle', errorMessage(error));
    }
  }

  if (editor) {
    return (
      <ArticleEditor
        key={editor.key}
        article={editor.article}
        pending={editor.pending}
        // The tab's state follows the editor onto the article its first autosave created.
        onCreated={(created) => setEditor((open) => open && { ...open, article: created })}
        onClose={() => setEditor(null)}
      />
    );
  }
  return (
    <NewsList
      articles={articles}
      paging={paging(articles.data?.total)}
      onCreate={() => setEditor({ key: Date.now() })}
      onEdit={edit}
    />
  );
}

function NewsList({
  articles,
  paging,
  onCreate,
  onEdit,
}: {
  articles: ReturnType<typeof useAdminArticles>;
  paging: ServerPaging;
  onCreate(): void;
  onEdit(article: AdminArticleListItem): Promise<void>;
}) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const { client, host } = useAdmin();
  const toast = useAdminToast();
  const { modal } = AntApp.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [opening, setOpening] = useState<number | null>(null);

  const setItemBusy = (id: number, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function remove(article: AdminArticleListItem) {
    setItemBusy(article.id, true);
    try {
      await client.remove('news', article.id);
      // The page is read again: the next article moves up into it.
      await queryClient.invalidateQueries({ queryKey: adminKeys.news });
      toast('success', 'admin.toast.deletedTitle', 'admin.toast.articleDeleted');
    } catch (error) {
      logFailure('Failed to delete article', error);
      toast(
        'error',
        'admin.toast.errorTitle',
        errorMessage(error, 'admin.toast.deleteArticleFailed'),
      );
    } finally {
      setItemBusy(article.id, false);
    }
  }

  function confirmDelete(article: AdminArticleListItem) {
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

  const viewOnSite = (article: AdminArticleListItem) =>
    host.openExternal(`${host.siteUrl}${articlePath(article.slug)}`);

  return (
    <ListTab
      name="news"
      query={{ ...articles, data: articles.data?.articles }}
      paging={paging}
      searchPlaceholder="admin.news.searchPlaceholder"
      createButton={
        <Button type="primary" icon={<PlusIcon />} onClick={onCreate} data-testid="news-create">
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
              opening={opening === article.id}
              onEdit={() => {
                // The list holds previews, not texts: the article is read whole first.
                setOpening(article.id);
                void onEdit(article).finally(() => setOpening(null));
              }}
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
  article: AdminArticleListItem;
  language: 'ar' | 'en';
  busy: boolean;
  /** Being read whole, to be edited. */
  opening: boolean;
  thumbnail: string | null;
  onEdit(): void;
  onDelete(): void;
  onView(): void;
}

function NewsItem({
  article,
  language,
  busy,
  opening,
  thumbnail,
  onEdit,
  onDelete,
  onView,
}: NewsItemProps) {
  const t = useT();
  const preview = previewOf(article, language);
  const [lead, second] = titlesOf(article, language);
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
              <DocumentIcon />
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
            {lead && (
              <Typography.Title level={5} className={styles.title}>
                <ArticleTitle {...lead} />
              </Typography.Title>
            )}
            {second && (
              <div className={ownStyles.secondTitle}>
                <ArticleTitle {...second} />
              </div>
            )}
            {preview.text && (
              <Typography.Paragraph type="secondary" className={styles.preview}>
                <span lang={preview.lang} dir="auto" data-testid="news-item-preview">
                  {preview.text}
                </span>
              </Typography.Paragraph>
            )}
            <div className={styles.slug}>
              <bdi dir="ltr">{readablePath(articlePath(article.slug))}</bdi>
            </div>
          </div>
          <div className={styles.actions}>
            {article.isPublished && (
              <Button
                icon={<OpenExternalIcon className="flip-rtl" />}
                onClick={onView}
                data-testid="news-view"
              >
                {t('admin.news.viewOnSite')}
              </Button>
            )}
            <Button
              icon={<EditIcon />}
              onClick={onEdit}
              disabled={busy}
              loading={opening}
              data-testid="news-edit"
            >
              {t('admin.news.edit')}
            </Button>
            <Button
              danger
              icon={<DeleteIcon />}
              onClick={onDelete}
              loading={busy}
              disabled={busy || opening}
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
