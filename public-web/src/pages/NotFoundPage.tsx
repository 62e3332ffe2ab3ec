import { Link } from 'react-router';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../app/documentTitle';
import { useT } from '../app/i18n';
import { buttonClass, Container } from '../components/ui';
import styles from './pages.module.css';

/** Any unknown path: '404 Page Not Found' with a developer-style hint (SPEC section 2). */
export default function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  useDocumentTitle(t('meta.page.notFound'));
  return (
    <Container className={styles.notFound}>
      <p className={styles.notFoundCode} aria-hidden>
        404
      </p>
      <h1 className={styles.notFoundTitle}>{t('notFound.title')}</h1>
      <p className={styles.notFoundHint}>
        {t('notFound.hint')} <code dir="ltr">{pathname}</code>
      </p>
      <Link to="/" className={buttonClass('primary')}>
        {t('notFound.backHome')}
      </Link>
    </Container>
  );
}
