import { SITE_TIME_ZONE } from '@vb/shared/constants';

/** A moment for the people screen (last seen, a link's expiry): date and time, in the site's zone. */
export function formatMoment(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SITE_TIME_ZONE,
  }).format(date);
}
