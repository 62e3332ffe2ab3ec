/**
 * What every date picker of the console shares: antd's calendar in the interface's language, and
 * a picked day as the API takes it.
 */
import type { DatePickerProps } from 'antd';
// The ES module build: 'antd/locale/ar_EG' is CommonJS and its default import arrives wrapped.
import arEGPicker from 'antd/es/date-picker/locale/ar_EG';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/ar';
import { usePreferences } from '../app/preferences';

/**
 * antd's Arabic calendar with short weekday names: its own are the full names, which overlap in
 * the day grid. (The week starts on Saturday through dayjs' Arabic locale.)
 */
const arabicPickerLocale: DatePickerProps['locale'] = {
  ...arEGPicker,
  lang: {
    ...arEGPicker.lang,
    shortWeekDays: ['أحد', 'إثنين', 'ثلاثاء', 'أربعاء', 'خميس', 'جمعة', 'سبت'],
  },
};

/** The pickers' calendar locale in the interface's language (antd's own English otherwise). */
export function usePickerLocale(): DatePickerProps['locale'] {
  const language = usePreferences((s) => s.language);
  return language === 'ar' ? arabicPickerLocale : undefined;
}

/** `YYYY-MM-DD` of a picked day (from its numbers: the Arabic locale formats with its own digits). */
export function dayOf(value: Dayjs | null): string | null {
  if (!value) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.year()}-${pad(value.month() + 1)}-${pad(value.date())}`;
}
