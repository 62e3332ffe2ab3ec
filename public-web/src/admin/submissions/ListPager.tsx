import { Pagination } from 'antd';
import { localDigits } from '@vb/shared/dates';
import { SUBMISSION_PAGE_SIZES } from '@vb/shared/schemas';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { pageNumbers } from '../pageNumbers';
import styles from './submissions.module.css';

/** A list's pager (above and below it), shown once there is more than the smallest page. */
export function ListPager({
  position,
  total,
  page,
  pageCount,
  pageSize,
  onChange,
}: {
  position: 'top' | 'bottom';
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  onChange(page: number, pageSize: number): void;
}) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  if (total <= SUBMISSION_PAGE_SIZES[0]) return null;
  // antd writes the sizes in Western digits with its own words: the interface's instead.
  const sizeText = (size: unknown) =>
    t('admin.pager.pageSize', { size: localDigits(Number(size), language) });
  return (
    <nav
      className={styles.pager}
      aria-label={t('admin.pager.label')}
      data-testid={`pager-${position}`}
    >
      <Pagination
        className={styles.pagination}
        current={Math.min(page, pageCount)}
        pageSize={pageSize}
        total={total}
        onChange={onChange}
        showSizeChanger={{
          labelRender: ({ value }) => sizeText(value),
          optionRender: (option) => sizeText(option.value),
        }}
        pageSizeOptions={[...SUBMISSION_PAGE_SIZES]}
        size="small"
        itemRender={pageNumbers(language)}
      />
    </nav>
  );
}
