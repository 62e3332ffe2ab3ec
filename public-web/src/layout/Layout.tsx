import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { PAGE_FADE } from '@vb/shared/constants';
import { useT } from '../app/i18n';
import { hostPagePath } from '../app/pages';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './layout.module.css';

/**
 * Page changes fade out (0.15 s), swap, scroll to the top and fade in (0.2 s) — SPEC section 2.
 * Renders the previous location until the fade-out ends.
 */
export function usePageTransition(): { location: Location; stage: 'in' | 'out' } {
  const location = useLocation();
  const [shown, setShown] = useState(location);
  // The same page with another search, hash or dialog of its own: shown at once, without a fade.
  const samePage = hostPagePath(location.pathname) === hostPagePath(shown.pathname);
  if (location !== shown && samePage) setShown(location);
  const leaving = !samePage;
  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => {
      setShown(location);
      window.scrollTo({ top: 0, behavior: 'instant' });
    }, PAGE_FADE.outSeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [leaving, location]);
  return { location: shown, stage: leaving ? 'out' : 'in' };
}

/** The public frame: skip link, header (hidden on /invest), the page, the footer. */
export function Layout({
  children,
  stage,
  header,
}: {
  children: ReactNode;
  stage: 'in' | 'out';
  header: boolean;
}) {
  const t = useT();
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {t('nav.skipToContent')}
      </a>
      {header && <Header />}
      <main id="main" className={`${styles.main} ${header ? styles.withHeader : ''}`}>
        <div className={styles.page} data-stage={stage} data-testid="page">
          {children}
        </div>
      </main>
      <Footer />
    </>
  );
}
