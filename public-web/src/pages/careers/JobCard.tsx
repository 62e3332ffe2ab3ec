import { Briefcase, Clock, MapPin } from 'lucide-react';
import type { MouseEvent } from 'react';
import { CAREERS_PREVIEW_CHARS } from '@vb/shared/constants';
import type { JobListing } from '@vb/shared/schemas';
import { truncate } from '@vb/shared/text';
import { useT } from '../../app/i18n';
import { Button, ui } from '../../components/ui';
import styles from './careers.module.css';
import { useJobLabels } from './jobLabels';

/** The description preview of a card: whitespace collapsed, at most 200 characters plus '...'. */
function descriptionPreview(description: string): string {
  return truncate(description.replace(/\s+/g, ' ').trim(), CAREERS_PREVIEW_CHARS);
}

/**
 * One open position (SPEC section 2): title, employment type and location tags, the description
 * preview, Apply and Details. Clicking the card toggles its highlight.
 */
export function JobCard({
  job,
  active,
  onToggle,
  onApply,
  onDetails,
}: {
  job: JobListing;
  active: boolean;
  onToggle(): void;
  onApply(opener: HTMLElement): void;
  onDetails(opener: HTMLElement): void;
}) {
  const t = useT();
  const labels = useJobLabels();
  const titleId = `job-${job.id}-title`;
  const action =
    (handler: (opener: HTMLElement) => void) => (event: MouseEvent<HTMLButtonElement>) => {
      // The buttons act on their own; they do not toggle the card's highlight.
      event.stopPropagation();
      handler(event.currentTarget);
    };
  return (
    // The highlight is a visual aid only; everything it leads to is reachable through the buttons.
    <article
      className={styles.card}
      data-active={active || undefined}
      data-testid="job-card"
      aria-labelledby={titleId}
      onClick={onToggle}
    >
      <div className={styles.cardHead}>
        <span className={ui.iconTile} aria-hidden>
          <Briefcase size={20} />
        </span>
        <div className={styles.cardHeading}>
          <span className={styles.cardDepartment}>{labels.department(job)}</span>
          <h3 id={titleId} className={styles.cardTitle}>
            {labels.title(job)}
          </h3>
        </div>
      </div>
      <ul className={styles.tags}>
        <li className={styles.tag} data-testid="job-type">
          <Clock size={14} aria-hidden />
          {labels.employmentType(job)}
        </li>
        <li className={styles.tag} data-testid="job-location">
          <MapPin size={14} aria-hidden />
          {labels.location(job)}
        </li>
      </ul>
      <p className={styles.cardText} data-testid="job-preview">
        {descriptionPreview(labels.description(job))}
      </p>
      <div className={styles.cardActions}>
        <Button
          variant="secondary"
          size="small"
          aria-describedby={titleId}
          onClick={action(onDetails)}
        >
          {t('careers.card.details')}
        </Button>
        <Button size="small" aria-describedby={titleId} onClick={action(onApply)}>
          {t('careers.card.apply')}
        </Button>
      </div>
    </article>
  );
}
