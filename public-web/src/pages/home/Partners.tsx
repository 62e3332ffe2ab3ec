import { ArrowRight, ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { localizeContentDigits } from '@vb/shared/digits';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { useSiteContent } from '../../app/queries';
import { buttonClass, Section } from '../../components/ui';
import { ContentPicture } from './ContentPicture';
import styles from './partners.module.css';

/**
 * Partners: each partner's logo (to its own site) and the invitation to invest. Names show their
 * numbers in the page's digits (@vb/shared/digits).
 */
export function Partners() {
  const t = useT();
  const language = usePreferences((s) => s.language);
  // From the database; none while they load.
  const partners = useSiteContent().data?.partners ?? [];
  return (
    <Section id="partners" title={t('partners.title')} intro={t('partners.subtitle')}>
      <div className={styles.layout}>
        {partners.length > 0 && (
          <div className={styles.partners}>
            {partners.map((partner) => {
              const name = localizeContentDigits(partner.name[language], language);
              return (
                <a
                  key={partner.id}
                  className={styles.partner}
                  href={partner.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t('partners.visit', { name })} ${t('common.opensInNewTab')}`}
                  data-testid="partner-link"
                >
                  {/* Each theme its own drawing of the logo, on the page's own background. */}
                  {[partner.logo, partner.logoDark].map(
                    (image, i) =>
                      image && (
                        <ContentPicture
                          key={i}
                          image={image}
                          language={language}
                          sizes="20rem"
                          className={`${styles.partnerLogo} ${
                            partner.logoDark && partner.logo
                              ? i
                                ? styles.forDark
                                : styles.forLight
                              : ''
                          }`}
                          testId="partner-logo"
                        />
                      ),
                  )}
                  <span className={styles.partnerVisit} aria-hidden>
                    {t('partners.visit', { name })}
                    <ArrowUpRight size={16} className="flip-rtl" />
                  </span>
                </a>
              );
            })}
          </div>
        )}

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
