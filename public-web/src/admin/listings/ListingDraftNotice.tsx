import { Alert, Input, Typography } from 'antd';
import { DATE_LOCALES } from '@vb/shared/constants';
import type { JobListing } from '@vb/shared/schemas';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { versionText } from '../drafts/OfflineDrafts';
import { formatDateTime } from '../submissions/format';
import styles from './listings.module.css';

/**
 * Above the listing form: an edit kept on this computer was loaded, or (when the listing changed
 * meanwhile) their version, who saved it and when, to merge by hand.
 */
export function ListingDraftNotice({
  kept,
  theirs,
  theirSave,
}: {
  kept: boolean;
  theirs: JobListing | null;
  theirSave: { name: string | null; at: string } | null;
}) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  if (theirs)
    return (
      <Alert
        type="warning"
        showIcon
        className={styles.translationStatus}
        title={
          theirSave
            ? t('drafts.listingSavedBy', {
                name: theirSave.name ?? t('drafts.someone'),
                time: formatDateTime(theirSave.at, DATE_LOCALES[language], 'long'),
              })
            : t('drafts.listingMergeTitle')
        }
        description={
          <>
            <Typography.Paragraph>{t('drafts.listingMergeText')}</Typography.Paragraph>
            <Typography.Text strong>{t('drafts.theirs')}</Typography.Text>
            <Input.TextArea
              readOnly
              dir="auto"
              value={versionText('listing', theirs)}
              autoSize={{ minRows: 2, maxRows: 8 }}
              data-testid="listing-draft-theirs"
            />
          </>
        }
        data-testid="listing-draft-conflict"
      />
    );
  if (!kept) return null;
  return (
    <Alert
      type="info"
      showIcon
      className={styles.translationStatus}
      title={t('drafts.loadedTitle')}
      description={t('drafts.loadedText')}
      data-testid="listing-draft-loaded"
    />
  );
}
