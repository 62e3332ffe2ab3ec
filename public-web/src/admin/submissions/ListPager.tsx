import { Button, Grid, Pagination } from 'antd';
import { localDigits } from '@vb/shared/dates';
import { SUBMISSION_PAGE_SIZES } from '@vb/shared/schemas';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { pageNumbers } from '../pageNumbers';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
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
  // On a narrow screen the top pager shares its row with the new-arrivals marker: the short form
  // ("‹ 2 of 9 ›") leaves it room, so the marker's coming never pushes the list down.
  const narrow = !Grid.useBreakpoint().md;
  if (total <= SUBMISSION_PAGE_SIZES[0]) return null;
  if (narrow && position === 'top')
    return (
      <ShortPager
        page={Math.min(page, pageCount)}
        pageCount={pageCount}
        onChange={(next) => onChange(next, pageSize)}
      />
    );
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
        simple={narrow && position === 'top'}
        itemRender={pageNumbers(language)}
      />
    </nav>
  );
}

/** The pager's short form: the previous and next pages around "page / pages". */
function ShortPager({
  page,
  pageCount,
  onChange,
}: {
  page: number;
  pageCount: number;
  onChange(page: number): void;
}) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const rtl = language === 'ar';
  return (
    <nav className={styles.pager} aria-label={t('admin.pager.label')} data-testid="pager-top">
      <span className={styles.shortPager}>
        <Button
          size="small"
          type="text"
          icon={rtl ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          aria-label={t('admin.pager.previous')}
          disabled={page <= 1}
          onClick={() => onChange(page - 1)}
        />
        <span aria-current="page">
          {t('admin.pager.position', {
            page: localDigits(page, language),
            pages: localDigits(pageCount, language),
          })}
        </span>
        <Button
          size="small"
          type="text"
          icon={rtl ? <ChevronLeftIcon /> : <ChevronRightIcon />}
          aria-label={t('admin.pager.next')}
          disabled={page >= pageCount}
          onClick={() => onChange(page + 1)}
        />
      </span>
    </nav>
  );
}
