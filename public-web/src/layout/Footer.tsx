import { Mail, MapPin } from 'lucide-react';
import { SITE } from '@vb/shared/site-config';
import type { MessageKey } from '@vb/shared/i18n';
import { useT } from '../app/i18n';
import { useLocalHref } from '../app/languageRouting';
import { type SectionId, useGoToSection } from '../app/navigation';
import { usePreferences } from '../app/preferences';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';
import { LanguageToggle } from './Toggles';
import styles from './layout.module.css';

const QUICK_LINKS: { key: MessageKey; section: SectionId }[] = [
  { key: 'nav.about', section: 'about' },
  { key: 'nav.ventures', section: 'ventures' },
  { key: 'nav.process', section: 'process' },
  { key: 'nav.partners', section: 'partners' },
];

/** Footer: logo, description, quick links (anchors at home, scroll-to flags elsewhere), contact, social. */
export function Footer() {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const goTo = useGoToSection();
  const href = useLocalHref();
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.footerGrid}>
        <div className={styles.footerBrand}>
          <Logo />
          <p className={styles.footerText}>{t('footer.description')}</p>
        </div>
        <nav aria-label={t('footer.quickLinks')}>
          <h2 className={styles.footerHeading}>{t('footer.quickLinks')}</h2>
          <ul className={styles.footerList}>
            {QUICK_LINKS.map((link) => (
              <li key={link.key}>
                <a
                  href={href(`/#${link.section}`)}
                  onClick={(e) => {
                    e.preventDefault();
                    goTo(link.section);
                  }}
                >
                  {t(link.key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.footerHeading}>{t('footer.contactInfo')}</h2>
          <ul className={styles.footerList}>
            <li className={styles.footerContact}>
              <MapPin size={16} aria-hidden />
              <span>{SITE.address[language]}</span>
            </li>
            <li className={styles.footerContact}>
              <Mail size={16} aria-hidden />
              <a href={`mailto:${SITE.email}`} dir="ltr">
                {SITE.email}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={styles.footerHeading}>{t('footer.followUs')}</h2>
          <SocialLinks />
          <div className={styles.footerLanguage}>
            <LanguageToggle />
          </div>
        </div>
      </div>
      <p className={styles.copyright}>
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
