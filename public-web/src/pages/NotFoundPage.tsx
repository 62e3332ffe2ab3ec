import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import { localDigits } from '@vb/shared/dates';
import { localizedPath } from '@vb/shared/paths';
import { useDocumentTitle } from '../app/documentTitle';
import { useT } from '../app/i18n';
import { usePreferences } from '../app/preferences';
import { buttonClass, Container } from '../components/ui';
import styles from './pages.module.css';

/** Any unknown path: '404 Page Not Found' with a developer-style hint (SPEC section 2). */
export default function NotFoundPage() {
  const t = useT();
  const language = usePreferences((s) => s.language);
  // The address as the visitor typed it: the router's path is without the language's prefix.
  const address = localizedPath(language, useLocation().pathname);
  useDocumentTitle(t('meta.page.notFound'));
  return (
    <Container className={styles.notFound}>
      {/* One heading, '404 Page Not Found', the code drawn large above the words. */}
      <h1 className={styles.notFoundHeading}>
        <span className={styles.notFoundCode}>{localDigits(404, language)}</span>{' '}
        <span className={styles.notFoundTitle}>{t('notFound.title')}</span>
      </h1>
      <p className={styles.notFoundHint}>
        {t('notFound.hint')}{' '}
        <code dir="ltr" className={styles.notFoundPath}>
          {/* The path may break after a slash, never inside a word. */}
          {address.split('/').map((part, i) => (
            <Fragment key={i}>
              {i > 0 && (
                <>
                  /<wbr />
                </>
              )}
              <span className={styles.notFoundSegment}>{part}</span>
            </Fragment>
          ))}
        </code>
      </p>
      <Link to="/" className={buttonClass('primary')}>
        {t('notFound.backHome')}
      </Link>
    </Container>
  );
}
