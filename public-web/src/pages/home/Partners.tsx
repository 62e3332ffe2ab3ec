import { ArrowRight, ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { PARTNER } from '@vb/shared/content';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { buttonClass, Section } from '../../components/ui';
import styles from './partners.module.css';

/** Partners: the partner's logo (to its own site) and the invitation to invest. */
export function Partners() {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const name = PARTNER.name[language];
  return (
    <Section id="partners" title={t('partners.title')} intro={t('partners.subtitle')}>
      <div className={styles.layout}>
        <a
          className={styles.partner}
          href={PARTNER.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('partners.visit', { name })} ${t('common.opensInNewTab')}`}
          data-testid="partner-link"
        >
          {/* Each theme its own drawing of the logo, on the page's own background. */}
          {[PARTNER.logo, PARTNER.logoDark].map(
            (src, i) =>
              src && (
                <img
                  key={src}
                  src={src}
                  alt={name}
                  className={`${styles.partnerLogo} ${
                    PARTNER.logoDark ? (i ? styles.forDark : styles.forLight) : ''
                  }`}
                  width={320}
                  height={96}
                  loading="lazy"
                  decoding="async"
                  data-testid="partner-logo"
                />
              ),
          )}
          <span className={styles.partnerVisit} aria-hidden>
            {t('partners.visit', { name })}
            <ArrowUpRight size={16} className="flip-rtl" />
          </span>
        </a>

        <div className={styles.invest}>
          <p className={styles.investTitle}>{t('partners.investTitle')}</p>
          <Link
            to="/investor"
            className={`${buttonClass('primary')} ${styles.investButton}`}
            data-testid="partners-invest"
          >
            {t('partners.investWithUs')}
            <ArrowRight size={18} aria-hidden className="flip-rtl" />
          </Link>
        </div>
      </div>
    </Section>
  );
}
