import { DATE_LOCALES } from '@vb/shared/constants';
import { formatSiteDateTime } from '@vb/shared/dates';
import { LANGUAGES } from '@vb/shared/options';

/** A file size for people: bytes, kilobytes or megabytes in the locale's digits and units. */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), 'megabyte']
      : bytes >= 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: unit === 'byte' ? 0 : 1,
  }).format(value);
}

/**
 * A date and time as the whole admin writes one: the long date and the 24-hour time of the site's
 * time zone, in the locale's digits (`formatSiteDateTime`); `full` names the weekday too
 * (tooltips, the audit trail). Not `Intl`'s styles: its medium date ('٠٥/١٢/٢٠٢٦') and its
 * 12-hour clock would put a second way of writing a moment beside the first.
 */
export function formatDateTime(
  iso: string,
  locale: string,
  dateStyle: 'full' | 'long' = 'full',
): string {
  const language = LANGUAGES.find((l) => DATE_LOCALES[l] === locale) ?? 'en';
  return formatSiteDateTime(iso, language, { weekday: dateStyle === 'full' }) || iso;
}

/** A mailto: link to an address, with an optional subject (the address cannot add parameters). */
export function mailtoHref(email: string, subject?: string): string {
  const address = encodeURIComponent(email.trim()).replace(/%40/g, '@');
  return subject === undefined
    ? `mailto:${address}`
    : `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/** A tel: link (ASCII digits and a leading plus only; Arabic-Indic digits converted). */
export function telHref(phone: string): string {
  const ascii = phone.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  return `tel:${ascii.replace(/[^0-9+]/g, '')}`;
}
