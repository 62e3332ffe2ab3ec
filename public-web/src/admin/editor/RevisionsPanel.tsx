/**
 * The article's revisions, newest first, a page at a time: what each save was, who made
 * it and when (in the interface's language), published or draft; any older one can be restored
 * after a confirmation (the restore is itself a new revision).
 */
import { Alert, App as AntApp, Button, Drawer, Empty, Spin, Tag, Typography } from 'antd';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { DATE_LOCALES, REVISIONS_PAGE } from '@vb/shared/constants';
import type { ArticleRevision, NewsArticle } from '@vb/shared/schemas';
import { localized } from '@vb/shared/text';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { errorMessage, withReference } from '../errorMessage';
import { adminKeys } from '../queries';
import { formatDateTime } from '../submissions/format';
import styles from './revisions.module.css';

interface RevisionsPanelProps {
  articleId: number;
  open: boolean;
  onClose(): void;
  /** The article after a restore: the editor loads it. */
  onRestored(article: NewsArticle): void;
}

export function RevisionsPanel({ articleId, open, onClose, onRestored }: RevisionsPanelProps) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const { client } = useAdmin();
  const toast = useAdminToast();
  const { modal } = AntApp.useApp();
  const queryClient = useQueryClient();
  const queryKey = [...adminKeys.news, articleId, 'revisions'];
  const history = useInfiniteQuery({
    queryKey,
    enabled: open,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      client.articleRevisions(articleId, pageParam, REVISIONS_PAGE.default),
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((n, page) => n + page.revisions.length, 0);
      return shown < last.total && last.revisions.length > 0 ? shown : undefined;
    },
  });
  const revisions = history.data?.pages.flatMap((page) => page.revisions) ?? [];
  const loading = history.isFetching;
  const failed = history.isError;

  const restore = (revision: ArticleRevision) =>
    modal.confirm({
      title: t('editor.history.restoreConfirmTitle'),
      content: t('editor.history.restoreConfirmText'),
      okText: t('editor.history.restore'),
      cancelText: t('editor.history.cancel'),
      okButtonProps: { 'data-testid': 'revision-restore-confirm' },
      onOk: async () => {
        try {
          const article = await client.restoreRevision(articleId, revision.id);
          toast('success', 'editor.history.restored');
          onRestored(article);
          await queryClient.resetQueries({ queryKey });
        } catch (error) {
          logFailure('Failed to restore a revision', error);
          toast('error', 'editor.history.restoreFailed', withReference(error, undefined));
        }
      },
    });

  const locale = DATE_LOCALES[language];
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('editor.history.title')}
      placement={language === 'ar' ? 'left' : 'right'}
      size="min(440px, 100vw)"
      destroyOnHidden
      data-testid="revisions-panel"
    >
      {failed && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(history.error, 'editor.history.loadFailed')}
        />
      )}
      {!failed && !loading && revisions.length === 0 && (
        <Empty description={t('editor.history.empty')} />
      )}
      <ol className={styles.list}>
        {revisions.map((revision, index) => (
          <li key={revision.id} className={styles.item} data-testid="revision">
            <div className={styles.itemHead}>
              <span>
                <Tag>{t(`editor.history.action.${revision.action}`)}</Tag>
                <Tag color={revision.isPublished ? 'green' : 'default'}>
                  {t(revision.isPublished ? 'editor.history.published' : 'editor.history.draft')}
                </Tag>
              </span>
              {index === 0 ? (
                <Tag color="blue">{t('editor.history.current')}</Tag>
              ) : (
                <Button
                  size="small"
                  onClick={() => restore(revision)}
                  data-testid="revision-restore"
                >
                  {t('editor.history.restore')}
                </Button>
              )}
            </div>
            <Typography.Text strong dir="auto" className={styles.itemTitle}>
              {localized(revision.title, revision.titleAr, language)}
            </Typography.Text>
            <Typography.Text type="secondary">
              <span dir="auto">{revision.author.name ?? t('editor.history.removedAuthor')}</span>
              {' · '}
              <time dateTime={revision.at}>{formatDateTime(revision.at, locale, 'long')}</time>
            </Typography.Text>
          </li>
        ))}
      </ol>
      {loading && <Spin className={styles.more} />}
      {!loading && history.hasNextPage && (
        <Button
          block
          className={styles.more}
          onClick={() => void history.fetchNextPage()}
          data-testid="revisions-more"
        >
          {t('editor.history.more')}
        </Button>
      )}
    </Drawer>
  );
}
