import { Menu, X } from 'lucide-react';
import { type CSSProperties, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { HEADER_SCROLL_THRESHOLD_PX, MOBILE_BREAKPOINT_PX } from '@vb/shared/constants';
import type { MessageKey } from '@vb/shared/i18n';
import { useT } from '../app/i18n';
import { useLocalHref } from '../app/languageRouting';
import { type SectionId, useGoToSection } from '../app/navigation';
import { Logo } from './Logo';
import { LanguageToggle, ThemeToggle } from './Toggles';
import styles from './layout.module.css';

/** The eight header links (SPEC section 2): home-page anchors, and the careers page. */
const NAV_LINKS: { key: MessageKey; section?: SectionId | 'top'; to?: string; page?: string }[] = [
  { key: 'nav.home', section: 'top' },
  { key: 'nav.about', section: 'about' },
  { key: 'nav.team', section: 'team' },
  { key: 'nav.ventures', section: 'ventures' },
  { key: 'nav.partners', section: 'partners' },
  // An anchor on the home page; the current page on /news and its articles.
  { key: 'nav.news', section: 'news', page: '/news' },
  { key: 'nav.careers', to: '/careers' },
  { key: 'nav.contact', section: 'contact' },
];

/** Whether `pathname` is `page` or one of its sub-pages. */
const within = (pathname: string, page: string) =>
  pathname === page || pathname.startsWith(`${page}/`);

/** What stays out of reach while the mobile menu is open: the page and the footer. */
const BEHIND_MENU = ['#main', '[data-testid="site-footer"]'];

/**
 * While the mobile menu is open the page behind it neither scrolls nor takes clicks or focus
 * (`inert`); `false` gives it back at once (before a chosen link scrolls the page).
 */
function holdPage(hold: boolean) {
  document.documentElement.toggleAttribute('data-menu-open', hold);
  for (const selector of BEHIND_MENU) {
    const element = document.querySelector<HTMLElement>(selector);
    if (element) element.inert = hold;
  }
}

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
  const href = useLocalHref();
  const { pathname } = useLocation();

  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => {
    holdPage(false);
    setMenuOpen(false);
  }, []);

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
  // The open menu: the page behind held, the focus on its first link, Escape closes it. Closed,
  // the focus that was in it goes back to the menu button.
  useEffect(() => {
    if (!menuOpen) return;
    const panel = menu.current;
    const button = menuButton.current;
    holdPage(true);
    panel?.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      holdPage(false);
      const focused = document.activeElement;
      if (!focused || focused === document.body || panel?.contains(focused))
        button?.focus({ preventScroll: true });
    };
  }, [menuOpen, closeMenu]);

  const links = (onChoose?: () => void) =>
    NAV_LINKS.map((link) =>
      link.to ? (
        <Link
          key={link.key}
          to={link.to}
          className={styles.navLink}
          onClick={onChoose}
          aria-current={within(pathname, link.to) ? 'page' : undefined}
        >
          {t(link.key)}
        </Link>
      ) : (
        <a
          key={link.key}
          href={href(link.section === 'top' ? '/' : `/#${link.section}`)}
          className={styles.navLink}
          aria-current={link.page && within(pathname, link.page) ? 'page' : undefined}
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
    <>
      <header
        className={styles.header}
        data-scrolled={scrolled || menuOpen ? 'true' : 'false'}
        style={{ '--frost-at': `${HEADER_SCROLL_THRESHOLD_PX}px` } as CSSProperties}
        data-testid="site-header"
      >
        <div className={styles.headerInner}>
          <a
            href={href('/')}
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
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => (menuOpen ? closeMenu() : setMenuOpen(true))}
            data-testid="menu-button"
          >
            {menuOpen ? <X size={22} aria-hidden /> : <Menu size={22} aria-hidden />}
          </button>
        </div>
        {menuOpen && (
          <div id="mobile-menu" ref={menu} className={styles.mobileMenu} data-testid="mobile-menu">
            <nav aria-label={t('nav.mainNavigation')} className={styles.mobileNav}>
              {links(() => closeMenu())}
            </nav>
            <div className={styles.mobileToggles}>
              <ThemeToggle onChange={() => closeMenu()} />
              <LanguageToggle onChange={() => closeMenu()} />
            </div>
          </div>
        )}
      </header>
      {menuOpen && (
        // The page behind, dimmed: a click there closes the menu and goes no further. (Outside the
        // header: its frosted style would make it the box a fixed child is placed in.)
        <div
          className={styles.menuBackdrop}
          aria-hidden
          onClick={() => closeMenu()}
          data-testid="menu-backdrop"
        />
      )}
    </>
  );
}
