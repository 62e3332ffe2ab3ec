/**
 * The long date and the padded numbers of the public pages, written without `Intl`: the first
 * `Intl` formatter a page builds loads the browser's locale data, and these run while a
 * server-rendered page is hydrated. They give
 * exactly what `Intl` gives for `DATE_LOCALES` with `DATE_FORMAT` (checked in dates.test.ts for
 * every day of several years), in the site's time zone, so the server and every browser agree.
 */
import { SITE_UTC_OFFSET_HOURS } from './constants';
import type { Language } from './options';

/** The locale's digits: Arabic-Indic for ar-SA, ASCII for en-US. */
const DIGITS: Record<Language, string> = {
  ar: '٠١٢٣٤٥٦٧٨٩',
  en: '0123456789',
};

/** The Gregorian month names of ar-SA and en-US. */
const MONTHS: Record<Language, readonly string[]> = {
  ar: [
    'يناير',
    'فبراير',
    'مارس',
    'أبريل',
    'مايو',
    'يونيو',
    'يوليو',
    'أغسطس',
    'سبتمبر',
    'أكتوبر',
    'نوفمبر',
    'ديسمبر',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

const SITE_UTC_OFFSET_MS = SITE_UTC_OFFSET_HOURS * 60 * 60 * 1000;

/**
 * A text with its ASCII digits written in the language's digits: the site uses one digit system
 * per language (Arabic-Indic on the Arabic site, ASCII on the English one) for every number it
 * shows — dates, years, step numbers, counts, limits.
 */
export function localizeDigits(text: string, language: Language): string {
  const digits = DIGITS[language];
  return text.replace(/[0-9]/g, (d) => digits[Number(d)]!);
}

/** A non-negative integer in the language's digits, zero-padded to `minDigits`. */
export function localDigits(value: number, language: Language, minDigits = 1): string {
  return localizeDigits(String(Math.trunc(Math.abs(value))).padStart(minDigits, '0'), language);
}

/**
 * The long localized date of an ISO timestamp in the site's time zone ('November 25, 2026',
 * '٢٥ نوفمبر ٢٠٢٦'); empty for a missing or unreadable one.
 */
export function formatLongDate(iso: string | null | undefined, language: Language): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const local = new Date(time + SITE_UTC_OFFSET_MS);
  const day = localDigits(local.getUTCDate(), language);
  const month = MONTHS[language][local.getUTCMonth()]!;
  const year = localDigits(local.getUTCFullYear(), language);
  return language === 'ar' ? `${day} ${month} ${year}` : `${month} ${day}, ${year}`;
}

/** The moment a calendar day (`YYYY-MM-DD`) begins in the site's time zone. */
export function siteDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - SITE_UTC_OFFSET_MS);
}

/** The moment the calendar day after `day` begins in the site's time zone (the day's end). */
export function siteDayEnd(day: string): Date {
  return new Date(siteDayStart(day).getTime() + 24 * 60 * 60 * 1000);
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const SITE_OFFSET_TEXT = `${SITE_UTC_OFFSET_HOURS >= 0 ? '+' : '-'}${pad2(Math.abs(SITE_UTC_OFFSET_HOURS))}:00`;

/** The calendar day (`YYYY-MM-DD`) a moment falls on in the site's time zone. */
export function siteDay(moment: Date): string {
  const local = new Date(moment.getTime() + SITE_UTC_OFFSET_MS);
  return `${local.getUTCFullYear()}-${pad2(local.getUTCMonth() + 1)}-${pad2(local.getUTCDate())}`;
}

/**
 * A timestamp as ISO 8601 local time of the site's time zone with its offset, to the second
 * ('2026-11-26T14:05:00+03:00'); a value that is not a timestamp is kept as it is.
 */
export function siteIsoTimestamp(value: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const local = new Date(time + SITE_UTC_OFFSET_MS);
  const clock = `${pad2(local.getUTCHours())}:${pad2(local.getUTCMinutes())}:${pad2(local.getUTCSeconds())}`;
  return `${siteDay(new Date(time))}T${clock}${SITE_OFFSET_TEXT}`;
}

// ── scheduling ──

/** A wall-clock date and time (month 0–11), as a calendar or a clock shows it. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall clock of the site's time zone at a moment. */
export function siteWallClock(moment: Date): WallClock {
  const local = new Date(moment.getTime() + SITE_UTC_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

/** The moment the site's time zone shows this wall clock (the scheduler's time, whatever the browser's zone). */
export function siteMoment(clock: WallClock): Date {
  return new Date(
    Date.UTC(clock.year, clock.month, clock.day, clock.hour, clock.minute) - SITE_UTC_OFFSET_MS,
  );
}

/** The weekday names of ar-SA and en-US, Sunday first (as `getUTCDay` counts). */
const WEEKDAYS: Record<Language, readonly string[]> = {
  ar: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

/** The 24-hour time of a moment in the site's time zone ('14:05', '١٤:٠٥'); empty when unreadable. */
export function formatSiteTime(iso: string | null | undefined, language: Language): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const clock = siteWallClock(new Date(time));
  return `${localDigits(clock.hour, language, 2)}:${localDigits(clock.minute, language, 2)}`;
}

/**
 * The long date and the 24-hour time of a moment in the site's time zone ('November 25, 2026,
 * 14:05', '٢٥ نوفمبر ٢٠٢٦، ١٤:٠٥'); empty for a missing or unreadable one. The admin writes
 * every moment this way and every day as `formatLongDate`, so one screen never shows two styles;
 * `weekday` names the day first, for a tooltip or a trail read by the day.
 */
export function formatSiteDateTime(
  iso: string | null | undefined,
  language: Language,
  { weekday = false }: { weekday?: boolean } = {},
): string {
  const date = formatLongDate(iso, language);
  if (!date) return '';
  const comma = language === 'ar' ? '،' : ',';
  const time = formatSiteTime(iso, language);
  const local = new Date(Date.parse(iso!) + SITE_UTC_OFFSET_MS);
  const day = weekday ? `${WEEKDAYS[language][local.getUTCDay()]!}${comma} ` : '';
  return `${day}${date}${comma} ${time}`;
}
