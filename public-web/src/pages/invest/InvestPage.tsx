import { ArrowLeft, CheckCircle2, Send } from 'lucide-react';
import { Link } from 'react-router';
import type { MessageKey } from '@vb/shared/i18n';
import { PAGES } from '@vb/shared/pages';
import { investorPayloadSchema } from '@vb/shared/schemas';
import { postJson } from '../../app/http';
import { usePublicForm } from '../../app/forms';
import { useT } from '../../app/i18n';
import { FormNotice } from '../../components/FormNotice';
import { Honeypot } from '../../components/Honeypot';
import { Button, buttonClass, Container, TextAreaField, TextField } from '../../components/ui';
import { Logo } from '../../layout/Logo';
import { ThemeToggle } from '../../layout/Toggles';
import { useDocumentTitle } from '../../app/documentTitle';
import formStyles from '../../components/publicForm.module.css';
import styles from './InvestPage.module.css';

const EMPTY = {
  name: '',
  email: '',
  organization: '',
  position: '',
  phone: '',
  investmentAmount: '',
  message: '',
  website: '',
};

const HIGHLIGHTS: MessageKey[] = ['invest.highlight1', 'invest.highlight2', 'invest.highlight3'];

/**
 * /invest (no header: the brand is shown here) and /investor: the Invest With Us page — a short
 * pitch and the investment request form. Success: toast and reset; failure: destructive toast,
 * fields kept, each field's problem next to it. Without JavaScript the form posts to the page,
 * which answers with its confirmation or the problems to correct.
 */
export default function InvestPage({ variant }: { variant: 'invest' | 'investor' }) {
  const t = useT();
  useDocumentTitle(t('meta.page.invest'));
  const { values, setValue, field, fieldId, formProps, submitting, notice } = usePublicForm(EMPTY, {
    schema: investorPayloadSchema,
    send: (payload) => postJson('/api/investor', payload),
    success: { title: 'invest.toast.successTitle', text: 'invest.toast.successText' },
    failure: { title: 'invest.toast.errorTitle', text: 'invest.toast.errorText' },
    logMessage: 'failure.sendInvestorRequest',
    draft: 'invest',
    form: 'investor',
    page: PAGES[variant].path,
  });
  const labels = {
    name: t('invest.form.name'),
    email: t('invest.form.email'),
    organization: t('invest.form.organization'),
    position: t('invest.form.position'),
    phone: t('invest.form.phone'),
    investmentAmount: t('invest.form.investmentAmount'),
    message: t('invest.form.message'),
  };

  return (
    <div className={styles.page} data-variant={variant}>
      <Container>
        <div className={styles.topBar}>
          <Link to="/" className={buttonClass('secondary', 'small')} data-testid="invest-back">
            <ArrowLeft size={16} aria-hidden className="flip-rtl" />
            {t('invest.backToHome')}
          </Link>
          {variant === 'invest' && (
            // No header here: the brand, and the theme toggle the header would carry (the
            // language toggle is in the footer).
            <div className={styles.topEnd}>
              <Link to="/" className={styles.brand} aria-label={t('nav.logoHome')}>
                <Logo />
              </Link>
              <ThemeToggle />
            </div>
          )}
        </div>

        <div className={styles.layout}>
          <section className={styles.pitch} aria-labelledby="invest-title">
            <h1 id="invest-title" className={styles.title}>
              {t('invest.title')}
            </h1>
            <p className={styles.intro}>{t('invest.intro')}</p>
            <ul className={styles.highlights}>
              {HIGHLIGHTS.map((key) => (
                <li key={key} className={styles.highlight}>
                  <CheckCircle2 size={22} aria-hidden className={styles.highlightIcon} />
                  <span>{t(key)}</span>
                </li>
              ))}
            </ul>
          </section>

          <form
            className={styles.form}
            {...formProps}
            aria-labelledby="invest-form-title"
            data-testid="invest-form"
          >
            <h2 id="invest-form-title" className={styles.formTitle}>
              {t('invest.form.title')}
            </h2>
            <FormNotice notice={notice} labels={labels} fieldId={fieldId} />
            <div className={formStyles.row}>
              <TextField
                label={labels.name}
                placeholder={t('invest.form.namePlaceholder')}
                autoComplete="name"
                required
                {...field('name')}
              />
              <TextField
                label={labels.email}
                placeholder={t('invest.form.emailPlaceholder')}
                type="email"
                autoComplete="email"
                required
                {...field('email')}
              />
            </div>
            <div className={formStyles.row}>
              <TextField
                label={labels.organization}
                placeholder={t('invest.form.organizationPlaceholder')}
                autoComplete="organization"
                required
                {...field('organization')}
              />
              <TextField
                label={labels.position}
                placeholder={t('invest.form.positionPlaceholder')}
                autoComplete="organization-title"
                {...field('position')}
              />
            </div>
            <div className={formStyles.row}>
              <TextField
                label={labels.phone}
                placeholder={t('invest.form.phonePlaceholder')}
                type="tel"
                autoComplete="tel"
                {...field('phone')}
              />
              <TextField
                label={labels.investmentAmount}
                placeholder={t('invest.form.investmentAmountPlaceholder')}
                {...field('investmentAmount')}
              />
            </div>
            <TextAreaField
              label={labels.message}
              placeholder={t('invest.form.messagePlaceholder')}
              hint={t('invest.form.messageHint')}
              rows={5}
              required
              {...field('message')}
            />
            <Honeypot value={values.website} onChange={(website) => setValue('website', website)} />
            <Button type="submit" disabled={submitting} className={formStyles.submit}>
              {submitting ? t('invest.form.submitting') : t('invest.form.submit')}
              {!submitting && <Send size={18} aria-hidden className="flip-rtl" />}
            </Button>
          </form>
        </div>
      </Container>
    </div>
  );
}
