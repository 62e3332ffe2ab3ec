import { ArrowLeft, FileQuestion, Newspaper } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { STORAGE_KEYS, PAGE_QUERY } from '@vb/shared/constants';
import { renderMarkup } from '@vb/shared/markup';
import type { Language } from '@vb/shared/options';
import { articlePath } from '@vb/shared/paths';
import { formatLongDate } from '@vb/shared/dates';
import { localizeContentDigits } from '@vb/shared/digits';
import { ApiError } from '../../app/http';
import { useFailureLog, useT } from '../../app/i18n';
import { useGoToSection } from '../../app/navigation';
import { useLocalHref } from '../../app/languageRouting';
import { useSiteOrigin } from '../../app/origin';
import { usePreferences } from '../../app/preferences';
import { useArticle } from '../../app/queries';
import { buttonClass, Container, Spinner } from '../../components/ui';
import { ShareButtons } from './ShareButtons';
import { useDocumentTitle } from '../../app/documentTitle';
import styles from './news.module.css';

const hasText = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim().length > 0;

/** The field to show and its language: the Arabic one in Arabic mode when it has text. */
function pick(en: string, ar: string | null, language: Language): { text: string; lang: Language } {
  return language === 'ar' && hasText(ar) ? { text: ar, lang: 'ar' } : { text: en, lang: 'en' };
}

/** Language attributes for text whose language differs from the page's (an untranslated field). */
const langProps = (lang: Language, page: Language) =>
  lang === page ? {} : { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' };

/**
 * "Back" from an article opened from the home page: back in history when the visitor came from
 * inside the site, otherwise to the home page; either way the home page scrolls to the news.
 */
function useBackToHomeNews() {
  const navigate = useNavigate();
  const goToSection = useGoToSection();
  return () => {
    const state: unknown = window.history.state;
    const index =
      typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
    if (index > 0) {
      try {
        localStorage.setItem(`${STORAGE_KEYS.scrollToPrefix}news`, '1');
      } catch {
        // Without storage the visitor still goes back.
      }
      void navigate(-1);
    } else {
      goToSection('news');
    }
  };
}

function NotFound() {
  const t = useT();
  useDocumentTitle(t('news.article.notFoundTitle'));
  return (
    <Container className={styles.notFound}>
      <FileQuestion size={48} aria-hidden className={styles.notFoundIcon} />
      <h1 className={styles.notFoundTitle}>{t('news.article.notFoundTitle')}</h1>
      <p className={styles.notFoundText}>{t('news.article.notFoundText')}</p>
      <Link to="/news" className={buttonClass('primary')}>
        <ArrowLeft size={18} aria-hidden className="flip-rtl" />
        {t('news.article.backToNews')}
      </Link>
    </Container>
  );
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /news/:id — one published article by slug: back link, date, title, share buttons, image, the
 * content (rendered from the lightweight markup) and a bottom button. Any error: not found.
 * The title's and content's numbers are in the digits of the language they are marked with, like
 * the date's (@vb/shared/digits): an English field standing in for a missing Arabic one keeps its.
 */
export default function ArticlePage() {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const origin = useSiteOrigin();
  const localHref = useLocalHref();
  // A draft's private preview: /news/preview/<token>.
  const { id: slug = '', token: previewToken } = useParams();
  const [search] = useSearchParams();
  const fromHome = search.get(PAGE_QUERY.from) === PAGE_QUERY.fromHome;
  const backToHomeNews = useBackToHomeNews();
  const { data: article, isPending, isError, error } = useArticle(slug, previewToken);

  useFailureLog(isError, error, (failure) =>
    isNotFound(failure) ? 'failure.articleNotFound' : 'failure.fetchArticle',
  );

  const title = article ? pick(article.title, article.titleAr, language) : undefined;
  // The tab's title (like the server's <title>, description and share links) keeps the text as
  // stored: search engines and social sites index and quote it, and match what people type.
  useDocumentTitle(title ? t('meta.page.article', { title: title.text }) : undefined);

  if (isPending) return <Spinner label={t('news.article.loading')} />;
  if (isError || !article || !title) return <NotFound />;

  const content = pick(article.content, article.contentAr, language);
  const date = article.publishedAt ?? article.createdAt;
  const shareUrl = `${origin}${localHref(articlePath(article.slug))}`;

  const onBack = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    backToHomeNews();
  };
  const backLink = (className: string | undefined, label: string, testId: string) =>
    fromHome ? (
      <a href="/#news" className={className} onClick={onBack} data-testid={testId}>
        <ArrowLeft size={18} aria-hidden className="flip-rtl" />
        {label}
      </a>
    ) : (
      <Link to="/news" className={className} data-testid={testId}>
        <ArrowLeft size={18} aria-hidden className="flip-rtl" />
        {label}
      </Link>
    );

  return (
    <Container className={styles.articlePage}>
      <article className={styles.article}>
        <nav className={styles.articleNav}>
          {backLink(
            styles.backLink,
            t(fromHome ? 'news.article.back' : 'news.article.backToNews'),
            'article-back',
          )}
        </nav>
        <header className={styles.articleHeader}>
          <time className={styles.articleDate} dateTime={date}>
            {t('news.article.publishedOn', { date: formatLongDate(date, language) })}
          </time>
          <h1 className={styles.articleTitle} {...langProps(title.lang, language)}>
            {localizeContentDigits(title.text, title.lang)}
          </h1>
          {previewToken === undefined ? (
            <ShareButtons url={shareUrl} title={title.text} />
          ) : (
            <p className={styles.previewNote} role="note" data-testid="article-preview-note">
              {t('news.article.previewNote')}
            </p>
          )}
        </header>
        {article.imageUrl && (
          // The featured image illustrates the title just above it and has no description of its
          // own: decorative, so a screen reader goes from the title straight to the text.
          <figure className={styles.figure} data-testid="article-image">
            <img src={article.imageUrl} alt="" className={styles.figureImage} />
          </figure>
        )}
        <div
          className={styles.prose}
          data-testid="article-content"
          {...langProps(content.lang, language)}
          // The ONE place HTML is injected: renderMarkup escapes everything first and builds only
          // a fixed set of tags with checked URLs (shared/src/markup.ts).
          dangerouslySetInnerHTML={{
            __html: renderMarkup(content.text, { language: content.lang }),
          }}
        />
        <footer className={styles.articleFooter}>
          {fromHome ? (
            backLink(buttonClass('secondary'), t('news.article.back'), 'article-back-bottom')
          ) : (
            <Link to="/news" className={buttonClass('secondary')}>
              <Newspaper size={18} aria-hidden />
              {t('news.article.viewMore')}
            </Link>
          )}
        </footer>
      </article>
    </Container>
  );
}
