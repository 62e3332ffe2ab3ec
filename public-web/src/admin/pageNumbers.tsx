import type { PaginationProps } from 'antd';
import { localDigits } from '@vb/shared/dates';
import type { Language } from '@vb/shared/options';

/**
 * The page numbers of antd's pager in the interface's digits (Arabic-Indic in Arabic), as the
 * admin's dates and counts are written; antd draws them in Western digits. The item's `title`
 * (the number as a tooltip) stays antd's.
 */
export function pageNumbers(language: Language): PaginationProps['itemRender'] {
  return (page, type, element) =>
    type === 'page' ? <a rel="nofollow">{localDigits(page, language)}</a> : element;
}
