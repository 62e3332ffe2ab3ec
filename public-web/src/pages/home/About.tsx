import { HandCoins, Rocket, Sprout, type LucideIcon } from 'lucide-react';
import type { MessageKey } from '@vb/shared/i18n';
import { useT } from '../../app/i18n';
import { Section } from '../../components/ui';
import styles from './about.module.css';

interface Model {
  id: 'vc' | 'incubator' | 'builder';
  icon: LucideIcon;
  title: MessageKey;
  text: MessageKey;
  /** How hands-on the model is, out of INVOLVEMENT_STEPS. */
  involvement: number;
}

const INVOLVEMENT_STEPS = 5;

/** The three ways of backing a startup, from the most distant to ours. */
const MODELS: Model[] = [
  {
    id: 'vc',
    icon: HandCoins,
    title: 'about.model.vc.title',
    text: 'about.model.vc.text',
    involvement: 1,
  },
  {
    id: 'incubator',
    icon: Sprout,
    title: 'about.model.incubator.title',
    text: 'about.model.incubator.text',
    involvement: 3,
  },
  {
    id: 'builder',
    icon: Rocket,
    title: 'about.model.builder.title',
    text: 'about.model.builder.text',
    involvement: 5,
  },
];

/** About: the venture-builder model, contrasted with venture capital firms and incubators. */
export function About() {
  const t = useT();
  return (
    <Section id="about" eyebrow={t('about.eyebrow')} title={t('about.title')}>
      <div className={styles.grid}>
        <div className={styles.story}>
          <h3 className={styles.headline}>{t('about.headline')}</h3>
          <p className={styles.lead}>{t('about.paragraph1')}</p>
          <p>{t('about.paragraph2')}</p>
          <p>{t('about.paragraph3')}</p>
        </div>

        <div className={styles.compare}>
          <h3 className={styles.compareTitle}>{t('about.compareTitle')}</h3>
          <ol className={styles.models}>
            {MODELS.map((model) => {
              const Icon = model.icon;
              const ours = model.id === 'builder';
              return (
                <li
                  key={model.id}
                  className={ours ? `${styles.model} ${styles.ours}` : styles.model}
                  data-testid={`about-model-${model.id}`}
                >
                  <span className={styles.icon} aria-hidden>
                    <Icon size={22} />
                  </span>
                  <div className={styles.modelBody}>
                    <div className={styles.modelHead}>
                      <h4 className={styles.modelTitle}>{t(model.title)}</h4>
                      {ours && <span className={styles.badge}>{t('about.ourModel')}</span>}
                    </div>
                    <p className={styles.modelText}>{t(model.text)}</p>
                    <div className={styles.involvement}>
                      <span className={styles.involvementLabel}>{t('about.involvement')}</span>
                      <span
                        className={styles.meter}
                        role="meter"
                        aria-label={t('about.involvement')}
                        aria-valuemin={0}
                        aria-valuemax={INVOLVEMENT_STEPS}
                        aria-valuenow={model.involvement}
                      >
                        {Array.from({ length: INVOLVEMENT_STEPS }, (_, step) => (
                          <span
                            key={step}
                            className={styles.step}
                            data-on={step < model.involvement ? 'true' : 'false'}
                          />
                        ))}
                      </span>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </Section>
  );
}
