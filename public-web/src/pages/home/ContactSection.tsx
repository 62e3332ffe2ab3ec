import { Mail, MapPin, Send } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { SITE } from '@vb/shared/site-config';
import { postJson } from '../../app/api';
import { useFormSubmit } from '../../app/forms';
import { useT } from '../../app/i18n';
import { Honeypot } from '../../components/Honeypot';
import { Button, Section, TextAreaField, TextField } from '../../components/ui';
import { SocialLinks } from '../../layout/SocialLinks';
import styles from './ContactSection.module.css';

// The schema (and zod) loads with the first submission, not with the home page.
const contactSchema = () => import('../../app/readSchemas').then((m) => m.contactPayloadSchema);

const EMPTY = { name: '', email: '', subject: '', message: '', website: '' };
type Values = typeof EMPTY;

/** Focuses the first field flagged invalid (after the error messages have rendered). */
function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    // Centred, so that neither the fixed header nor the toast hides the field and its label.
    field.scrollIntoView?.({ block: 'center', behavior: 'smooth' }); // (absent in jsdom)
  });
}

/**
 * The home page's contact section (SPEC sections 2, 4, 5, 8): the form — idle, submitting
 * ('Sending...', disabled), success (cleared, toast) or failure (kept, destructive toast, each
 * field's problem next to it) — and the company's contact information.
 */
export function ContactSection() {
  const t = useT();
  const [values, setValues] = useState<Values>(EMPTY);
  const formRef = useRef<HTMLFormElement>(null);
  const { submit, submitting, fieldErrors, setFieldErrors } = useFormSubmit({
    schema: contactSchema,
    send: (payload) => postJson('/api/contact', payload),
    success: { title: 'contact.toast.successTitle', text: 'contact.toast.successText' },
    failure: { title: 'contact.toast.errorTitle', text: 'contact.toast.errorText' },
    logMessage: 'failure.sendMessage',
    onSuccess: () => setValues(EMPTY),
  });

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    error: fieldErrors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((v) => ({ ...v, [name]: value }));
      if (fieldErrors[name]) setFieldErrors(({ [name]: _, ...rest }) => rest);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    void submit(values).then((ok) => {
      // Take the visitor to the first field that needs attention.
      if (!ok) focusFirstInvalid(formRef.current);
    });
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
          ref={formRef}
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="contact-form-title"
          data-testid="contact-form"
        >
          <h3 id="contact-form-title" className={styles.cardTitle}>
            {t('contact.form.title')}
          </h3>
          <div className={styles.row}>
            <TextField
              label={t('contact.form.name')}
              placeholder={t('contact.form.namePlaceholder')}
              autoComplete="name"
              required
              {...field('name')}
            />
            <TextField
              label={t('contact.form.email')}
              placeholder={t('contact.form.emailPlaceholder')}
              type="email"
              autoComplete="email"
              required
              {...field('email')}
            />
          </div>
          <TextField
            label={t('contact.form.subject')}
            placeholder={t('contact.form.subjectPlaceholder')}
            required
            {...field('subject')}
          />
          <TextAreaField
            label={t('contact.form.message')}
            placeholder={t('contact.form.messagePlaceholder')}
            hint={t('contact.form.messageHint')}
            rows={5}
            required
            {...field('message')}
          />
          <Honeypot
            value={values.website}
            onChange={(website) => setValues((v) => ({ ...v, website }))}
          />
          <Button type="submit" disabled={submitting} className={styles.submit}>
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
              <span className={styles.infoIcon}>
                <MapPin size={20} aria-hidden />
              </span>
              <span className={styles.infoText}>
                <span className={styles.infoLabel}>{t('contact.info.addressLabel')}</span>
                <span>{t('contact.info.address')}</span>
              </span>
            </li>
            <li className={styles.infoItem}>
              <span className={styles.infoIcon}>
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
