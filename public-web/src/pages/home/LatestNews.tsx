import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { HOME_NEWS, PAGE_QUERY } from '@vb/shared/constants';
import { articlePath } from '@vb/shared/paths';
import { useFailureLog, useT } from '../../app/i18n';
import { useHomeNews } from '../../app/queries';
import { useCanObserveIntersections } from '../../app/viewport';
import { buttonClass, Section, Spinner } from '../../components/ui';
import { NewsCard, NewsCardSkeleton, NewsGrid } from '../news/NewsCard';
import styles from './LatestNews.module.css';

/**
 * Whether the element has come within about a window's height of the visible part of the page
 * (at once where IntersectionObserver is missing). The news below the fold loads then, not with
 * the page: its request and the schemas that check it stay out of the home page's first load.
 */
function useNearWindow() {
  const anchor = useRef<HTMLDivElement>(null);
  const canObserve = useCanObserveIntersections();
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (near || !canObserve || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, canObserve]);
  return [near || !canObserve, anchor] as const;
}

/**
 * The home page's latest news (SPEC section 2): a spinner, then up to 4 cards or the empty
 * message (also when the request fails, which is logged), and a link to the full list.
 */
export function LatestNews() {
  const t = useT();
  const [near, anchor] = useNearWindow();
  const { data, isPending, isError, error } = useHomeNews(near);

  useFailureLog(isError, error, 'failure.fetchNews');

  const articles = (data ?? []).slice(0, HOME_NEWS.limit);

  return (
    <Section id="news" title={t('news.latest.title')} intro={t('news.latest.subtitle')}>
      <div ref={anchor} />
      {isPending ? (
        // Cards' stand-ins under the spinner: the section is as tall while loading as after, so
        // a scroll to the contact section below is not thrown off when the news arrives.
        <div className={styles.loading}>
          <NewsGrid columns={4}>
            {Array.from({ length: HOME_NEWS.limit }, (_, i) => (
              <NewsCardSkeleton key={i} />
            ))}
          </NewsGrid>
          <div className={styles.loadingSpinner}>
            <Spinner label={t('news.loading')} />
          </div>
        </div>
      ) : articles.length === 0 ? (
        <p className={styles.empty}>{t('news.empty')}</p>
      ) : (
        <NewsGrid columns={4}>
          {articles.map((article) => (
            <NewsCard
              key={article.id}
              article={article}
              href={`${articlePath(article.slug)}?${PAGE_QUERY.from}=${PAGE_QUERY.fromHome}`}
              readMore={t('news.latest.readMore')}
            />
          ))}
        </NewsGrid>
      )}
      <div className={styles.footer}>
        <Link to="/news" className={buttonClass('secondary')}>
          {t('news.latest.viewAll')}
          <ArrowRight size={18} aria-hidden className="flip-rtl" />
        </Link>
      </div>
    </Section>
  );
}
