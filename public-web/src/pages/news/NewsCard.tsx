import { ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { NewsCardArticle } from '@vb/shared/schemas';
import { localized } from '@vb/shared/text';
import { formatLongDate } from '@vb/shared/dates';
import { localizeContentDigits } from '@vb/shared/digits';
import type { Language } from '@vb/shared/options';
import { usePreferences } from '../../app/preferences';
import { ArticleArtBand } from './ArticleArtBand';
import styles from './NewsCard.module.css';

/**
 * The card's excerpt, as the server resolved it. An answer kept from before the server
 * sent it shows the written excerpt, or none, until it is read again.
 */
function cardExcerpt(article: NewsCardArticle, language: Language): string {
  return localizeContentDigits(
    article.cardExcerpt?.[language] ??
      localized(article.excerpt ?? '', article.excerptAr, language),
    language,
  );
}

/**
 * One news card (home section and news list): optional image, publication date, title, excerpt
 * and a read-more link. Arabic fields in Arabic mode, English where the Arabic ones are empty;
 * the numbers of the title and excerpt in the page's digits, like the date's (@vb/shared/digits).
 */
export function NewsCard({
  article,
  href,
  readMore,
  headingLevel = 3,
}: {
  article: NewsCardArticle;
  /** Where the read-more link goes. */
  href: string;
  /** The read-more link's text. */
  readMore: string;
  /** The title's heading level: 3 under a section's heading, 2 right under the page's. */
  headingLevel?: 2 | 3;
}) {
  const language = usePreferences((s) => s.language);
  const titleId = useId();
  const title = localizeContentDigits(
    localized(article.title, article.titleAr, language),
    language,
  );
  const date = article.publishedAt ?? article.createdAt;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="news-card">
      {article.imageUrl ? (
        // Decorative: the card's title, right below, says what it shows.
        <div className={styles.media} data-testid="news-card-image">
          <img
            src={article.imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
        </div>
      ) : (
        // Without a picture, art of its own (from its id) keeps the cards of a row alike.
        <ArticleArtBand id={article.id} />
      )}
      <div className={styles.body}>
        <time className={styles.date} dateTime={date}>
          {formatLongDate(date, language)}
        </time>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        <p className={styles.excerpt}>{cardExcerpt(article, language)}</p>
        <Link to={href} className={styles.readMore}>
          {readMore}
          {/* Which article: for screen readers and search engines ('Read more' alone says nothing). */}
          <span className="visually-hidden">: {title}</span>
          <ArrowRight size={16} aria-hidden className="flip-rtl" />
        </Link>
      </div>
    </article>
  );
}

/**
 * A card's stand-in while the news loads: the same frame, band and text lines as a card, so the
 * section keeps the height it will have and what follows it (the contact section) stays put.
 */
export function NewsCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden data-testid="news-skeleton">
      <div className={styles.skeletonBand} />
      <div className={styles.body}>
        <span className={`${styles.date} ${styles.skeletonLine}`} data-width="short" />
        <span className={`${styles.title} ${styles.skeletonLine}`} />
        <span className={`${styles.title} ${styles.skeletonLine}`} data-width="half" />
        <span className={`${styles.excerpt} ${styles.skeletonLine}`} />
        <span className={`${styles.excerpt} ${styles.skeletonLine}`} />
        <span className={`${styles.excerpt} ${styles.skeletonLine}`} data-width="half" />
        <span className={`${styles.readMore} ${styles.skeletonLine}`} data-width="short" />
      </div>
    </div>
  );
}

/** The grid the cards sit in; `columns` is the widest layout (4 on the home page, 3 on /news). */
export function NewsGrid({ children, columns }: { children: ReactNode; columns: 3 | 4 }) {
  return (
    <div className={styles.grid} data-columns={columns}>
      {children}
    </div>
  );
}
