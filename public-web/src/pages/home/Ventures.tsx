import { ArrowUpRight, Sparkles } from 'lucide-react';
import { VENTURES } from '@vb/shared/content';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { Section } from '../../components/ui';
import styles from './ventures.module.css';

/** Ventures: the companies built so far, each linking to its own site, and what comes next. */
export function Ventures() {
  const t = useT();
  const language = usePreferences((s) => s.language);
  return (
    <Section id="ventures" title={t('ventures.title')} intro={t('ventures.subtitle')}>
      <ul className={styles.grid}>
        {VENTURES.map((venture) => {
          const name = venture.name[language];
          return (
            <li key={venture.id} className={styles.card} data-testid={`venture-${venture.id}`}>
              <div className={styles.logo}>
                <img
                  src={venture.logo}
                  alt={t('ventures.logoAlt', { name })}
                  width={72}
                  height={72}
                  loading="lazy"
                  decoding="async"
                />
              </div>
              <h3 className={styles.name}>{name}</h3>
              <p className={styles.description}>{venture.description[language]}</p>
              <a
                className={styles.visit}
                href={venture.url}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="venture-link"
              >
                {venture.visitText[language]}
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
