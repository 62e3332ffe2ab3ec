import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { HEADER_SCROLL_THRESHOLD_PX, MOBILE_BREAKPOINT_PX } from '@vb/shared/constants';
import type { MessageKey } from '@vb/shared/i18n';
import { useT } from '../app/i18n';
import { type SectionId, useGoToSection } from '../app/navigation';
import { Logo } from './Logo';
import { LanguageToggle, ThemeToggle } from './Toggles';
import styles from './layout.module.css';

/** The eight header links (SPEC section 2): home-page anchors, and the careers page. */
const NAV_LINKS: { key: MessageKey; section?: SectionId | 'top'; to?: string }[] = [
  { key: 'nav.home', section: 'top' },
  { key: 'nav.about', section: 'about' },
  { key: 'nav.team', section: 'team' },
  { key: 'nav.ventures', section: 'ventures' },
  { key: 'nav.partners', section: 'partners' },
  { key: 'nav.news', section: 'news' },
  { key: 'nav.careers', to: '/careers' },
  { key: 'nav.contact', section: 'contact' },
];

function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}

/** Fixed header: frosted after 50 px of scroll; below 768 px the links move into a menu. */
export function Header() {
  const t = useT();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const goTo = useGoToSection();
  const { pathname } = useLocation();

  // Another page closes the menu (state adjusted while rendering, not in an effect after it).
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setMenuOpen(false);
  }
  useEffect(() => {
    const media = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const close = () => media.matches && setMenuOpen(false);
    media.addEventListener('change', close);
    return () => media.removeEventListener('change', close);
  }, []);

  const links = (onChoose?: () => void) =>
    NAV_LINKS.map((link) =>
      link.to ? (
        <Link
          key={link.key}
          to={link.to}
          className={styles.navLink}
          onClick={onChoose}
          aria-current={pathname === link.to ? 'page' : undefined}
        >
          {t(link.key)}
        </Link>
      ) : (
        <a
          key={link.key}
          href={link.section === 'top' ? '/' : `/#${link.section}`}
          className={styles.navLink}
          onClick={(e) => {
            e.preventDefault();
            onChoose?.();
            goTo(link.section ?? 'top');
          }}
        >
          {t(link.key)}
        </a>
      ),
    );

  return (
    <header
      className={styles.header}
      data-scrolled={scrolled || menuOpen ? 'true' : 'false'}
      data-testid="site-header"
    >
      <div className={styles.headerInner}>
        <a
          href="/"
          className={styles.logoLink}
          aria-label={t('nav.logoHome')}
          onClick={(e) => {
            e.preventDefault();
            goTo('top');
          }}
        >
          <Logo />
        </a>
        <nav className={styles.desktopNav} aria-label={t('nav.mainNavigation')}>
          {links()}
        </nav>
        <div className={styles.headerActions}>
          <ThemeToggle />
          <LanguageToggle />
        </div>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((o) => !o)}
          data-testid="menu-button"
        >
          {menuOpen ? <X size={22} aria-hidden /> : <Menu size={22} aria-hidden />}
        </button>
      </div>
      {menuOpen && (
        <div id="mobile-menu" className={styles.mobileMenu} data-testid="mobile-menu">
          <nav aria-label={t('nav.mainNavigation')} className={styles.mobileNav}>
            {links(() => setMenuOpen(false))}
          </nav>
          <div className={styles.mobileToggles}>
            <ThemeToggle onChange={() => setMenuOpen(false)} />
            <LanguageToggle onChange={() => setMenuOpen(false)} />
          </div>
        </div>
      )}
    </header>
  );
}
