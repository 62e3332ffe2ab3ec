import { Briefcase, Clock, Link2, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { PAGES } from '@vb/shared/pages';
import { jobPath, pathLanguage } from '@vb/shared/paths';
import type { JobListing } from '@vb/shared/schemas';
import { useT } from '../../app/i18n';
import { useToast } from '../../app/toast';
import { Dialog } from '../../components/Dialog';
import { Button, buttonClass } from '../../components/ui';
import styles from './careersDialogs.module.css';
import { useJobLabels } from './jobLabels';
import { PlainText } from './PlainText';

/** The shareable address of a listing: its own page, in the page's language. */
function jobLink(job: JobListing): string {
  const { language } = pathLanguage(window.location.pathname);
  return `${window.location.origin}${jobPath(job, language)}`;
}

/** Copies text with the Clipboard API, or with a hidden text area where that is unavailable. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/**
 * A listing's details (SPEC section 2): department, location, employment type, full description
 * and requirements, with Close and Apply — plus a copy-link button for its shareable address.
 */
export function JobDetailsDialog({
  job,
  onClose,
  onApply,
}: {
  job: JobListing | undefined;
  onClose(): void;
  onApply(job: JobListing): void;
}) {
  const t = useT();
  const toast = useToast();
  const labels = useJobLabels();

  const copyLink = async (job: JobListing) => {
    const link = jobLink(job);
    const copied = await copyText(link);
    toast(
      copied
        ? {
            title: t('careers.details.linkCopied'),
            description: t('careers.details.linkCopiedText'),
            variant: 'success',
          }
        : { title: t('careers.details.copyFailed'), description: link, variant: 'destructive' },
    );
  };

  return (
    <Dialog
      open={job !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={job ? labels.title(job) : ''}
    >
      {job && (
        <div className={styles.details} data-testid="job-details">
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>
                <Briefcase size={16} aria-hidden />
                {t('careers.details.department')}
              </dt>
              <dd>{labels.department(job)}</dd>
            </div>
            <div className={styles.fact}>
              <dt>
                <MapPin size={16} aria-hidden />
                {t('careers.details.location')}
              </dt>
              <dd>{labels.location(job)}</dd>
            </div>
            <div className={styles.fact}>
              <dt>
                <Clock size={16} aria-hidden />
                {t('careers.details.employmentType')}
              </dt>
              <dd>{labels.employmentType(job)}</dd>
            </div>
          </dl>
          <section className={styles.detailsSection} aria-labelledby="job-details-description">
            <h3 id="job-details-description" className={styles.detailsHeading}>
              {t('careers.details.description')}
            </h3>
            <PlainText text={labels.description(job)} />
          </section>
          <section className={styles.detailsSection} aria-labelledby="job-details-requirements">
            <h3 id="job-details-requirements" className={styles.detailsHeading}>
              {t('careers.details.requirements')}
            </h3>
            <PlainText text={labels.requirements(job)} />
          </section>
          <div className={styles.dialogActions}>
            <Button
              variant="ghost"
              size="small"
              className={styles.copyLink}
              onClick={() => void copyLink(job)}
            >
              <Link2 size={16} aria-hidden />
              {t('careers.details.copyLink')}
            </Button>
            {/* A link to the list: the page of a job works as one before its script has run. */}
            <Link
              to={PAGES.careers.path}
              className={buttonClass('secondary')}
              onClick={(event) => {
                event.preventDefault();
                onClose();
              }}
            >
              {t('careers.details.close')}
            </Link>
            <Button onClick={() => onApply(job)}>{t('careers.details.apply')}</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
