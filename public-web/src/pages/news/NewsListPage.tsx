import { Newspaper } from 'lucide-react';
import { NEWS_LIST } from '@vb/shared/constants';
import { articlePath } from '@vb/shared/paths';
import { useFailureLog, useT } from '../../app/i18n';
import { useNewsList } from '../../app/queries';
import { Container, Spinner } from '../../components/ui';
import { useDocumentTitle } from '../../app/documentTitle';
import { NewsCard, NewsGrid } from './NewsCard';
import styles from './news.module.css';

/** /news: up to 20 published articles as cards; loading, then the list or the empty message. */
export default function NewsListPage() {
  const t = useT();
  const { data, isPending, isError, error } = useNewsList();
  useDocumentTitle(t('meta.page.news'));

  useFailureLog(isError, error, 'failure.fetchNews');

  const articles = (data ?? []).slice(0, NEWS_LIST.limit);

  return (
    <Container className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('news.list.title')}</h1>
        <p className={styles.pageIntro}>{t('news.list.subtitle')}</p>
      </header>
      {isPending ? (
        <Spinner label={t('news.loading')} />
      ) : articles.length === 0 ? (
        <div className={styles.empty}>
          <Newspaper size={40} aria-hidden />
          <p>{t('news.empty')}</p>
        </div>
      ) : (
        <NewsGrid columns={3}>
          {articles.map((article) => (
            <NewsCard
              key={article.id}
              article={article}
              href={articlePath(article.slug)}
              readMore={t('news.list.readMore')}
              headingLevel={2}
            />
          ))}
        </NewsGrid>
      )}
    </Container>
  );
}
