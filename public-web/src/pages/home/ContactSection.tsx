import { Mail, MapPin, Send } from 'lucide-react';
import { SITE } from '@vb/shared/site-config';
import { postJson } from '../../app/http';
import { usePublicForm } from '../../app/forms';
import { useT } from '../../app/i18n';
import { FormNotice } from '../../components/FormNotice';
import { Honeypot } from '../../components/Honeypot';
import { Button, Section, TextAreaField, TextField, ui } from '../../components/ui';
import { SocialLinks } from '../../layout/SocialLinks';
import formStyles from '../../components/publicForm.module.css';
import styles from './ContactSection.module.css';

// The schema (and zod) loads with the first submission, not with the home page.
const contactSchema = () => import('../../app/readSchemas').then((m) => m.contactPayloadSchema);

const EMPTY = { name: '', email: '', subject: '', message: '', website: '' };

/**
 * The home page's contact section (SPEC sections 2, 4, 5, 8): the form — idle, submitting
 * ('Sending...', disabled), success (cleared, toast) or failure (kept, destructive toast, each
 * field's problem next to it) — and the company's contact information. Without JavaScript the
 * form posts to the home page, which answers with its confirmation or the problems to correct.
 */
export function ContactSection() {
  const t = useT();
  const { values, setValue, field, fieldId, formProps, submitting, notice } = usePublicForm(EMPTY, {
    schema: contactSchema,
    send: (payload) => postJson('/api/contact', payload),
    success: { title: 'contact.toast.successTitle', text: 'contact.toast.successText' },
    failure: { title: 'contact.toast.errorTitle', text: 'contact.toast.errorText' },
    logMessage: 'failure.sendMessage',
    draft: 'contact',
    form: 'contact',
    page: '/',
  });
  const labels = {
    name: t('contact.form.name'),
    email: t('contact.form.email'),
    subject: t('contact.form.subject'),
    message: t('contact.form.message'),
  };

  return (
    <Section
      id="contact"
      title={t('contact.title')}
      intro={t('contact.subtitle')}
      className={styles.section}
    >
      <div className={styles.layout}>
        <form
          className={styles.form}
          {...formProps}
          aria-labelledby="contact-form-title"
          data-testid="contact-form"
        >
          <h3 id="contact-form-title" className={styles.cardTitle}>
            {t('contact.form.title')}
          </h3>
          <FormNotice notice={notice} labels={labels} fieldId={fieldId} />
          <div className={formStyles.row}>
            <TextField
              label={labels.name}
              placeholder={t('contact.form.namePlaceholder')}
              autoComplete="name"
              required
              {...field('name')}
            />
            <TextField
              label={labels.email}
              placeholder={t('contact.form.emailPlaceholder')}
              type="email"
              autoComplete="email"
              required
              {...field('email')}
            />
          </div>
          <TextField
            label={labels.subject}
            placeholder={t('contact.form.subjectPlaceholder')}
            required
            {...field('subject')}
          />
          <TextAreaField
            label={labels.message}
            placeholder={t('contact.form.messagePlaceholder')}
            hint={t('contact.form.messageHint')}
            rows={5}
            required
            {...field('message')}
          />
          <Honeypot value={values.website} onChange={(website) => setValue('website', website)} />
          <Button type="submit" disabled={submitting} className={formStyles.submit}>
            {submitting ? t('contact.form.submitting') : t('contact.form.submit')}
            {!submitting && <Send size={18} aria-hidden className="flip-rtl" />}
          </Button>
        </form>

        <aside className={styles.info} aria-labelledby="contact-info-title">
          <h3 id="contact-info-title" className={styles.cardTitle}>
            {t('contact.info.title')}
          </h3>
          <ul className={styles.infoList}>
            <li className={styles.infoItem}>
              <span className={ui.iconTile}>
                <MapPin size={20} aria-hidden />
              </span>
              <span className={styles.infoText}>
                <span className={styles.infoLabel}>{t('contact.info.addressLabel')}</span>
                <span>{t('contact.info.address')}</span>
              </span>
            </li>
            <li className={styles.infoItem}>
              <span className={ui.iconTile}>
                <Mail size={20} aria-hidden />
              </span>
              <span className={styles.infoText}>
                <span className={styles.infoLabel}>{t('contact.info.emailLabel')}</span>
                <a
                  href={`mailto:${SITE.email}`}
                  dir="ltr"
                  className={styles.email}
                  aria-label={t('contact.info.emailUs', { email: SITE.email })}
                >
                  {SITE.email}
                </a>
              </span>
            </li>
          </ul>
          <div className={styles.follow}>
            <span className={styles.infoLabel}>{t('contact.info.followUs')}</span>
            <SocialLinks />
          </div>
        </aside>
      </div>
    </Section>
  );
}
