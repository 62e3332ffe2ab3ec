import type { MessageKey } from '@vb/shared/i18n';
import { useDocumentTitle } from '../../app/documentTitle';
import { useT } from '../../app/i18n';
import { useApplicationRetention } from '../../app/queries';
import { Container } from '../../components/ui';
import styles from './PrivacyPage.module.css';

const SECTIONS: { title: MessageKey; text: MessageKey }[] = [
  { title: 'privacy.collect.title', text: 'privacy.collect.text' },
  { title: 'privacy.use.title', text: 'privacy.use.text' },
  { title: 'privacy.retention.title', text: 'privacy.retention.text' },
  { title: 'privacy.rights.title', text: 'privacy.rights.text' },
];

/**
 * /privacy: what the site keeps of what visitors send, why, for how long (the server's
 * retention periods, read with the job listings), and how to have it erased.
 */
export default function PrivacyPage() {
  const t = useT();
  useDocumentTitle(t('meta.page.privacy'));
  const retention = useApplicationRetention().data;
  return (
    <>
      <section className={styles.hero} aria-labelledby="privacy-title">
        <Container>
          <h1 id="privacy-title" className={styles.title}>
            {t('privacy.title')}
          </h1>
          <p className={styles.intro}>{t('privacy.intro')}</p>
        </Container>
      </section>
      <Container className={styles.body}>
        {SECTIONS.map((section) =>
          section.text === 'privacy.retention.text' && !retention ? null : (
            <section key={section.title} className={styles.section}>
              <h2 className={styles.sectionTitle}>{t(section.title)}</h2>
              <p className={styles.text}>
                {t(
                  section.text,
                  retention
                    ? { days: retention.applicationDays, rejectedDays: retention.rejectedDays }
                    : undefined,
                )}
              </p>
            </section>
          ),
        )}
        <p className={styles.law}>{t('privacy.law')}</p>
      </Container>
    </>
  );
}
