/**
 * The same person: the side panel's list of the person's other submissions (the same
 * e-mail key, of the kinds the reader reaches; newest first), each a link to its item — opened in
 * this panel when it is of this list's kind, else in its own tab's panel. Linked, never merged.
 */
import { Tag } from 'antd';
import { DATE_LOCALES, RELATED_ITEMS_MAX } from '@vb/shared/constants';
import { adminItemPath } from '@vb/shared/paths';
import type { RelatedItem } from '@vb/shared/schemas';
import type { SubmissionKind } from '@vb/shared/status';
import { submissionStatusLabelKey } from '@vb/shared/submission-csv';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { formatDateTime } from './format';
import styles from './activity.module.css';

export function RelatedItems({
  related,
  onOpen,
}: {
  related: RelatedItem[];
  onOpen?(kind: SubmissionKind, id: number): void;
}) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const locale = DATE_LOCALES[language];
  if (related.length === 0) return null;
  return (
    <div className={styles.part} data-testid="related-items">
      <h4 className={styles.partTitle}>{t('admin.related.title')}</h4>
      <p className={styles.empty}>{t('admin.related.hint')}</p>
      <ul className={styles.related}>
        {related.map((item) => {
          const statusKey = submissionStatusLabelKey(item.kind, item.status);
          return (
            <li key={`${item.kind}-${item.id}`}>
              <a
                className={styles.relatedLink}
                href={adminItemPath(item.kind, item.id)}
                onClick={(event) => {
                  // A plain click opens it here; a modified one goes where the browser takes it.
                  if (!onOpen || event.ctrlKey || event.metaKey || event.shiftKey) return;
                  event.preventDefault();
                  onOpen(item.kind, item.id);
                }}
                data-testid="related-item"
                data-kind={item.kind}
                data-id={item.id}
              >
                <span className={styles.relatedTitle}>
                  <span className={styles.relatedKind}>{t(`admin.related.kind.${item.kind}`)}</span>
                  <span dir="auto">{item.title?.trim() || t('admin.related.noTitle')}</span>
                </span>
                <span className={styles.when}>
                  <time dateTime={item.createdAt} title={formatDateTime(item.createdAt, locale)}>
                    {formatDateTime(item.createdAt, locale, 'long')}
                  </time>
                </span>
                <Tag variant="outlined" className={styles.relatedStatus}>
                  {statusKey ? t(statusKey) : item.status}
                </Tag>
              </a>
            </li>
          );
        })}
      </ul>
      {related.length >= RELATED_ITEMS_MAX && (
        <p className={styles.empty}>{t('admin.related.more', { count: RELATED_ITEMS_MAX })}</p>
      )}
    </div>
  );
}
