import { Button, Card, Tag, Typography } from 'antd';
import { isMessageKey } from '@vb/shared/i18n';
import { arabicLocationLabel } from '@vb/shared/options';
import type { JobListing, ListingApplicantCounts } from '@vb/shared/schemas';
import { formatLongDate } from '@vb/shared/dates';
import { ApplicantsIcon, ClockIcon, DeleteIcon, EditIcon, LocationIcon } from '../icons';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { ToneTag } from '../ToneTag';
import { TranslationTags } from '../translationStatus/TranslationTags';
import { PendingTag } from '../drafts/OfflineDrafts';
import styles from './listings.module.css';

/**
 * One job listing in the admin list: both titles, its options, Active/Inactive, edit and delete;
 * for those who may see applications, its applicants (in all and new) and the button
 * that opens its board.
 */
export function ListingCard({
  listing,
  busy,
  onEdit,
  onDelete,
  applicants,
  onApplicants,
}: {
  listing: JobListing;
  busy: boolean;
  onEdit(): void;
  onDelete(): void;
  /** The listing's applicant counts (none: no applicants); left out when not to be shown. */
  applicants?: { counts: ListingApplicantCounts | undefined } | undefined;
  onApplicants?(): void;
}) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const option = (prefix: 'department' | 'employmentType', value: string) => {
    const key = `${prefix}.${value}`;
    return isMessageKey(key) ? t(key) : value;
  };
  const location =
    language === 'ar'
      ? listing.locationAr || arabicLocationLabel(listing.location) || listing.location
      : listing.location;

  return (
    <Card
      className={`${styles.card} ${listing.isActive ? '' : styles.inactive}`}
      data-testid="listing-card"
      data-listing-id={listing.id}
      data-active={listing.isActive}
      size="small"
    >
      <div className={styles.cardBody}>
        <div className={styles.cardHead}>
          <div className={styles.titles}>
            {/* Inline texts in their own direction, aligned with the interface's start edge. */}
            <Typography.Title level={4} className={styles.title}>
              <span dir="auto">{listing.title}</span>
            </Typography.Title>
            {listing.titleAr && (
              <div className={styles.titleAr}>
                <Typography.Text type="secondary" dir="rtl" lang="ar">
                  {listing.titleAr}
                </Typography.Text>
              </div>
            )}
          </div>
          <Tag
            color={listing.isActive ? 'success' : 'default'}
            className={styles.statusTag}
            data-testid="listing-status"
          >
            {t(listing.isActive ? 'admin.listings.active' : 'admin.listings.inactive')}
          </Tag>
        </div>
        <div className={styles.meta}>
          <Tag className={styles.department}>{option('department', listing.department)}</Tag>
          <Tag icon={<LocationIcon />}>
            <span dir="auto">{location}</span>
          </Tag>
          <Tag icon={<ClockIcon />}>{option('employmentType', listing.employmentType)}</Tag>
          <TranslationTags translation={listing.translation} />
          <PendingTag kind="listing" id={listing.id} />
        </div>
        {applicants && (
          <div className={styles.applicants} data-testid="listing-applicant-counts">
            <Typography.Text type="secondary">
              {t('admin.board.applicants', { count: applicants.counts?.total ?? 0 })}
            </Typography.Text>
            {(applicants.counts?.new ?? 0) > 0 && (
              <ToneTag tone="blue" className={styles.newTag} data-testid="listing-new-count">
                {t('admin.board.newCount', { count: applicants.counts?.new ?? 0 })}
              </ToneTag>
            )}
          </div>
        )}
        <div className={styles.cardFoot}>
          <Typography.Text type="secondary" className={styles.date}>
            {t('admin.listings.createdOn', { date: formatLongDate(listing.createdAt, language) })}
          </Typography.Text>
          <div className={styles.actions}>
            {applicants && onApplicants && (
              <Button
                icon={<ApplicantsIcon />}
                onClick={onApplicants}
                aria-label={t('admin.board.openLabel', { title: listing.title })}
                data-testid="listing-applicants"
                data-total={applicants.counts?.total ?? 0}
                data-new={applicants.counts?.new ?? 0}
              >
                {t('admin.board.open', { count: applicants.counts?.total ?? 0 })}
              </Button>
            )}
            <Button icon={<EditIcon />} onClick={onEdit} disabled={busy} data-testid="listing-edit">
              {t('admin.actions.edit')}
            </Button>
            <Button
              danger
              icon={<DeleteIcon />}
              onClick={onDelete}
              disabled={busy}
              loading={busy}
              data-testid="listing-delete"
            >
              {t(busy ? 'admin.delete.deleting' : 'admin.actions.delete')}
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}
