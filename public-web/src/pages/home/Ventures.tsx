import { ArrowUpRight, Sparkles } from 'lucide-react';
import { localizeContentDigits } from '@vb/shared/digits';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { useSiteContent } from '../../app/queries';
import { Section } from '../../components/ui';
import { ContentPicture } from './ContentPicture';
import styles from './ventures.module.css';

/**
 * Ventures: the companies built so far, each linking to its own site, and what comes next. Names
 * and descriptions show their numbers in the page's digits (@vb/shared/digits).
 */
export function Ventures() {
  const t = useT();
  const language = usePreferences((s) => s.language);
  // From the database; none while they load.
  const ventures = useSiteContent().data?.ventures ?? [];
  return (
    <Section id="ventures" title={t('ventures.title')} intro={t('ventures.subtitle')}>
      <ul className={styles.grid}>
        {ventures.map((venture) => {
          const name = localizeContentDigits(venture.name[language], language);
          return (
            <li key={venture.id} className={styles.card} data-testid={`venture-${venture.id}`}>
              <div className={styles.logo}>
                {venture.logo && (
                  <ContentPicture image={venture.logo} language={language} sizes="72px" />
                )}
              </div>
              <h3 className={styles.name}>{name}</h3>
              <p className={styles.description}>
                {localizeContentDigits(venture.description[language], language)}
              </p>
              <a
                className={styles.visit}
                href={venture.url}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="venture-link"
              >
                {t('ventures.visitWebsite')}
                <span className="visually-hidden">
                  {' '}
                  {name} {t('common.opensInNewTab')}
                </span>
                <ArrowUpRight size={18} aria-hidden className="flip-rtl" />
              </a>
            </li>
          );
        })}
        <li className={styles.soon} data-testid="ventures-coming-soon">
          <span className={styles.soonIcon} aria-hidden>
            <Sparkles size={24} />
          </span>
          <p className={styles.soonText}>{t('ventures.comingSoon')}</p>
        </li>
      </ul>
    </Section>
  );
}
